import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { SessionAdminDto } from '../admins/admin.dto.js';

export class LoginDto {
  @ApiProperty({ example: 'owner' })
  @IsString()
  username!: string;

  @ApiProperty({ format: 'password' })
  @IsString()
  password!: string;
}

export class LoginResponseDto {
  @ApiProperty() success!: boolean;
  @ApiProperty({ type: SessionAdminDto }) admin!: SessionAdminDto;
  @ApiProperty() message!: string;
}

export class RefreshResponseDto {
  @ApiProperty() success!: boolean;
  @ApiProperty({ type: SessionAdminDto }) admin!: SessionAdminDto;
}

export class LogoutResponseDto {
  @ApiProperty() success!: boolean;
  @ApiProperty() message!: string;
}
