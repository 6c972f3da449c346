import { CONTACT_FIELD_LIMITS, CONTACT_FIELD_MESSAGES, tooLong } from '@coworking/domain';
import { ApiProperty } from '@nestjs/swagger';
import { MemberProfileDto } from './member-profile.dto.js';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NormaliseEmail, Trim } from '../../../common/http/transforms.js';

export class SignInLinkRequestDto {
  @ApiProperty({ example: 'wanjiru@example.co.ke', maxLength: CONTACT_FIELD_LIMITS.email })
  @NormaliseEmail()
  @IsString({ message: CONTACT_FIELD_MESSAGES.emailRequired })
  @IsNotEmpty({ message: CONTACT_FIELD_MESSAGES.emailRequired })
  @IsEmail({}, { message: CONTACT_FIELD_MESSAGES.emailInvalid })
  @MaxLength(CONTACT_FIELD_LIMITS.email, { message: tooLong('Email', CONTACT_FIELD_LIMITS.email) })
  email!: string;
}

export class SignInLinkSentDto {
  @ApiProperty({
    example: 'If that e-mail belongs to a member, a sign-in link is on its way. It works once, for 15 minutes.',
    description: 'The same answer whether or not the e-mail belongs to a member',
  })
  message!: string;
}

export class MemberSessionRequestDto {
  @ApiProperty({
    example: '3q2-Zx_8bW0y9x8c7v6u5t4s3r2q1p0o9n8m7l6k5j4',
    description: 'The token from the e-mailed link (after `#token=`)',
  })
  @Trim()
  @IsString({ message: 'The sign-in link is incomplete: open it again from the e-mail.' })
  @IsNotEmpty({ message: 'The sign-in link is incomplete: open it again from the e-mail.' })
  @MaxLength(200, { message: 'The sign-in link is incomplete: open it again from the e-mail.' })
  token!: string;
}

export class MemberSessionStateDto {
  @ApiProperty({
    type: MemberProfileDto,
    nullable: true,
    description: 'The signed-in member, or null when this browser has no live member session',
  })
  member!: MemberProfileDto | null;
}
