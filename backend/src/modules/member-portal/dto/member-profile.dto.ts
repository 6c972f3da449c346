import {
  CONTACT_FIELD_LIMITS,
  CONTACT_FIELD_MESSAGES,
  KRA_PIN_MESSAGE,
  KRA_PIN_PATTERN,
  PHONE_PATTERN,
  tooLong,
  withoutSpaces,
} from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Trim, TrimToUndefined } from '../../../common/http/transforms.js';

/** The member as the portal shows them; company and KRA PIN are printed on receipts of later payments. */
export class MemberProfileDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'wanjiru@example.co.ke', description: 'The address sign-in links go to' }) email!: string;
  @ApiProperty({ nullable: true, type: String }) firstName!: string | null;
  @ApiProperty({ nullable: true, type: String }) lastName!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '+254712345678' }) phone!: string | null;
  @ApiProperty({ nullable: true, type: String }) companyName!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'P051234567X' }) kraPin!: string | null;
}

/** A blank string (or spaces only) means "none". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' ? withoutSpaces(value) || undefined : value === null ? undefined : value;

/** What a member may change about themselves; the e-mail stays (it is how they sign in). */
export class UpdateMemberProfileDto {
  @ApiProperty({ maxLength: CONTACT_FIELD_LIMITS.firstName })
  @Trim()
  @IsString({ message: CONTACT_FIELD_MESSAGES.firstNameRequired })
  @IsNotEmpty({ message: CONTACT_FIELD_MESSAGES.firstNameRequired })
  @MaxLength(CONTACT_FIELD_LIMITS.firstName, { message: tooLong('First name', CONTACT_FIELD_LIMITS.firstName) })
  firstName!: string;

  @ApiProperty({ maxLength: CONTACT_FIELD_LIMITS.lastName })
  @Trim()
  @IsString({ message: CONTACT_FIELD_MESSAGES.lastNameRequired })
  @IsNotEmpty({ message: CONTACT_FIELD_MESSAGES.lastNameRequired })
  @MaxLength(CONTACT_FIELD_LIMITS.lastName, { message: tooLong('Last name', CONTACT_FIELD_LIMITS.lastName) })
  lastName!: string;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    example: '+254712345678',
    description: 'Spaces are dropped; blank or null means none',
  })
  @Transform(({ value }: { value: unknown }) => blankToUndefined(value))
  @IsOptional()
  @IsString({ message: CONTACT_FIELD_MESSAGES.phoneInvalid })
  @Matches(PHONE_PATTERN, { message: CONTACT_FIELD_MESSAGES.phoneInvalid })
  @MaxLength(CONTACT_FIELD_LIMITS.phone, { message: tooLong('Phone number', CONTACT_FIELD_LIMITS.phone) })
  phone?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    maxLength: 200,
    description: 'Printed on receipts; blank or null means none',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'Company name must be text' })
  @MaxLength(200, { message: 'Company name must be at most 200 characters' })
  companyName?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    example: 'P051234567X',
    description: 'Printed on receipts (stored in capitals); blank or null means none',
  })
  @Transform(({ value }: { value: unknown }) => blankToUndefined(value))
  @IsOptional()
  @IsString({ message: KRA_PIN_MESSAGE })
  @Matches(KRA_PIN_PATTERN, { message: KRA_PIN_MESSAGE })
  kraPin?: string | null;
}
