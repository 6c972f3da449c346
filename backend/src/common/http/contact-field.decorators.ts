import {
  CONTACT_FIELD_LIMITS,
  CONTACT_FIELD_MESSAGES,
  containsWebAddress,
  NO_SPACES_PATTERN,
  PHONE_PATTERN,
  tooLong,
} from '@coworking/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { Trim, TrimToUndefined } from './transforms.js';

/**
 * The contact fields of bookings, plan bookings, contact inquiries and job applications, validated
 * with the shared rules and messages (@coworking/domain), so the server says what the forms say.
 * Validators are listed in the order they are checked; the validation pipe stops at the first failure.
 */

/** A name holds no web address: names are echoed in e-mails, which must never carry a stranger's link. */
function HasNoWebAddress(message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasNoWebAddress',
      validator: { validate: (value: unknown) => typeof value !== 'string' || !containsWebAddress(value) },
    },
    { message },
  );
}

/** Required first name: 'First name is required'. */
export function FirstNameField() {
  return applyDecorators(
    ApiProperty({ maxLength: CONTACT_FIELD_LIMITS.firstName }),
    Trim(),
    IsString({ message: CONTACT_FIELD_MESSAGES.firstNameRequired }),
    IsNotEmpty({ message: CONTACT_FIELD_MESSAGES.firstNameRequired }),
    MaxLength(CONTACT_FIELD_LIMITS.firstName, { message: tooLong('First name', CONTACT_FIELD_LIMITS.firstName) }),
    HasNoWebAddress(CONTACT_FIELD_MESSAGES.firstNameHasLink),
  );
}

/** Required last name: 'Last name is required'. */
export function LastNameField() {
  return applyDecorators(
    ApiProperty({ maxLength: CONTACT_FIELD_LIMITS.lastName }),
    Trim(),
    IsString({ message: CONTACT_FIELD_MESSAGES.lastNameRequired }),
    IsNotEmpty({ message: CONTACT_FIELD_MESSAGES.lastNameRequired }),
    MaxLength(CONTACT_FIELD_LIMITS.lastName, { message: tooLong('Last name', CONTACT_FIELD_LIMITS.lastName) }),
    HasNoWebAddress(CONTACT_FIELD_MESSAGES.lastNameHasLink),
  );
}

/**
 * Required e-mail. Most forms say 'Email is required' then 'Please enter a valid email address';
 * the booking page has one message for both ('Valid email is required', spec section 5).
 */
export function EmailField(style: 'separate' | 'single' = 'separate') {
  const required =
    style === 'single' ? CONTACT_FIELD_MESSAGES.emailRequiredValid : CONTACT_FIELD_MESSAGES.emailRequired;
  const invalid = style === 'single' ? CONTACT_FIELD_MESSAGES.emailRequiredValid : CONTACT_FIELD_MESSAGES.emailInvalid;
  return applyDecorators(
    ApiProperty({ maxLength: CONTACT_FIELD_LIMITS.email, example: 'wanjiru@example.co.ke' }),
    Trim(),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    IsEmail({}, { message: invalid }),
    MaxLength(CONTACT_FIELD_LIMITS.email, { message: tooLong('Email', CONTACT_FIELD_LIMITS.email) }),
  );
}

/** The checkout's phone: required, no spaces, then the phone pattern (spec section 5). */
export function CheckoutPhoneField() {
  return applyDecorators(
    ApiProperty({ example: '+254712345678', maxLength: CONTACT_FIELD_LIMITS.phone }),
    IsString({ message: CONTACT_FIELD_MESSAGES.phoneRequired }),
    IsNotEmpty({ message: CONTACT_FIELD_MESSAGES.phoneRequired }),
    Matches(NO_SPACES_PATTERN, { message: CONTACT_FIELD_MESSAGES.phoneHasSpaces }),
    Matches(PHONE_PATTERN, { message: CONTACT_FIELD_MESSAGES.phoneInvalid }),
    MaxLength(CONTACT_FIELD_LIMITS.phone, { message: tooLong('Phone number', CONTACT_FIELD_LIMITS.phone) }),
  );
}

/** The booking page's phone: required, any format the visitor types (spec section 5). */
export function RequiredPhoneField() {
  return applyDecorators(
    ApiProperty({ maxLength: CONTACT_FIELD_LIMITS.phone }),
    Trim(),
    IsString({ message: CONTACT_FIELD_MESSAGES.phoneRequired }),
    IsNotEmpty({ message: CONTACT_FIELD_MESSAGES.phoneRequired }),
    MaxLength(CONTACT_FIELD_LIMITS.phone, { message: tooLong('Phone number', CONTACT_FIELD_LIMITS.phone) }),
  );
}

/** An optional phone (contact and job forms, user accounts): blank is "not given"; anything else must match the phone pattern. */
export function OptionalPhoneField(options: { nullable?: boolean } = {}) {
  return applyDecorators(
    ApiPropertyOptional({ example: '+254712345678', ...(options.nullable ? { nullable: true, type: String } : {}) }),
    TrimToUndefined(),
    IsOptional(),
    Matches(PHONE_PATTERN, { message: CONTACT_FIELD_MESSAGES.phoneInvalid }),
  );
}
