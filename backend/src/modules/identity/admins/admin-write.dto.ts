import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { IDENTITY_MESSAGES } from '../identity.messages.js';
import { SYSTEM_ROLE_NAMES, type SystemRoleName } from '../permissions.js';
import { NormaliseEmail, Trim, TrimToUndefined } from '../validation.js';

export class CreateAdminDto {
  @ApiProperty({ example: 'wanjiru' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(50)
  username!: string;

  @ApiProperty({ example: 'wanjiru@example.co.ke' })
  @NormaliseEmail()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiPropertyOptional()
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  firstName?: string;

  @ApiPropertyOptional()
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  lastName?: string;

  @ApiPropertyOptional({ enum: SYSTEM_ROLE_NAMES, enumName: 'AdminRole', default: 'admin' })
  @IsOptional()
  @IsIn(SYSTEM_ROLE_NAMES, { message: 'Role must be admin, super_admin or moderator' })
  role?: SystemRoleName;

  @ApiPropertyOptional({ format: 'uuid', description: 'An active custom role; choosing one makes the role admin. Blank is ignored.' })
  @TrimToUndefined()
  @IsOptional()
  @IsUUID('all', { message: IDENTITY_MESSAGES.customRoleNotAssignable })
  customRoleId?: string;

  @ApiProperty({ minLength: 6, format: 'password' })
  @IsString()
  @MinLength(6, { message: IDENTITY_MESSAGES.passwordTooShort })
  password!: string;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

export class UpdateAdminDto {
  @ApiPropertyOptional()
  @Trim()
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(50)
  username?: string;

  @ApiPropertyOptional()
  @NormaliseEmail()
  @IsOptional()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email?: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  firstName?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  lastName?: string | null;

  @ApiPropertyOptional({ enum: SYSTEM_ROLE_NAMES, enumName: 'AdminRole' })
  @IsOptional()
  @IsIn(SYSTEM_ROLE_NAMES, { message: 'Role must be admin, super_admin or moderator' })
  role?: SystemRoleName;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, type: String, description: 'null removes the custom role; blank is ignored' })
  @TrimToUndefined()
  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @IsUUID('all', { message: IDENTITY_MESSAGES.customRoleNotAssignable })
  customRoleId?: string | null;

  @ApiPropertyOptional({ minLength: 6, format: 'password', description: 'Blank keeps the current password' })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MinLength(6, { message: IDENTITY_MESSAGES.passwordTooShort })
  password?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}
