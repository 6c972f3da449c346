import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { NormaliseEmail, Trim } from '../../../common/http/transforms.js';
import { IsNotCommonPassword } from '../common-passwords.js';
import { IDENTITY_MESSAGES, SETUP_PASSWORD_MIN_LENGTH } from '../identity.messages.js';

/** The setup page's form: the link's token and the first super admin's account. */
export class FirstStartSetupDto {
  @ApiProperty({ description: 'The token after # in the setup link the server printed at start' })
  @IsString({ message: 'The setup link is incomplete: open the whole link the server printed' })
  @IsNotEmpty({ message: 'The setup link is incomplete: open the whole link the server printed' })
  @MaxLength(200)
  token!: string;

  @ApiProperty({ example: 'wanjiru' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Username is required' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(50)
  username!: string;

  @ApiProperty({ example: 'wanjiru@example.co.ke' })
  @NormaliseEmail()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty({ minLength: SETUP_PASSWORD_MIN_LENGTH, format: 'password' })
  @IsString()
  @MinLength(SETUP_PASSWORD_MIN_LENGTH, { message: IDENTITY_MESSAGES.setupPasswordTooShort })
  @MaxLength(200)
  @IsNotCommonPassword()
  password!: string;
}
