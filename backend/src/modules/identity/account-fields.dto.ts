import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IDENTITY_MESSAGES } from './identity.messages.js';
import { NormaliseEmail, Trim, TrimToUndefined } from '../../common/http/transforms.js';

/** The fields every account (administrator or customer) is created with. */
export class NewAccountFieldsDto {
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

  @ApiProperty({ minLength: 6, format: 'password' })
  @IsString()
  @MinLength(6, { message: IDENTITY_MESSAGES.passwordTooShort })
  password!: string;
}

/** The same fields on an edit: each optional; null clears a name; a blank password keeps the current one. */
export class AccountFieldsUpdateDto {
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

  @ApiPropertyOptional({ minLength: 6, format: 'password', description: 'Blank keeps the current password' })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MinLength(6, { message: IDENTITY_MESSAGES.passwordTooShort })
  password?: string;
}
