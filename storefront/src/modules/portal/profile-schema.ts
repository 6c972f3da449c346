import {
  CONTACT_FIELD_LIMITS as LIMITS,
  CONTACT_FIELD_MESSAGES as MESSAGES,
  PHONE_PATTERN,
  tooLong,
  withoutSpaces,
} from '@coworking/domain';
import { z } from 'zod';
import { companyReceiptSchema } from '../checkout/company-receipt-schema';
import { contactDetailsSchema } from '../checkout/contact-details-schema';
import { type MemberProfile } from './portal-text';

/**
 * The portal's profile form, by the member API's rules and words: names as at checkout, a phone that may be left
 * blank (spaces dropped, as people write Kenyan numbers with them), and the optional company name and KRA PIN
 * printed on receipts. The e-mail is how the member signs in, so it is shown, not edited.
 */
export const profileSchema = contactDetailsSchema
  .pick({ firstName: true, lastName: true })
  .extend({
    phone: z
      .string()
      .transform(withoutSpaces)
      .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), MESSAGES.phoneInvalid)
      .refine((phone) => phone.length <= LIMITS.phone, tooLong('Phone number', LIMITS.phone)),
  })
  .extend(companyReceiptSchema.shape);

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;
export const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'companyName', 'kraPin'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The form's starting values: what the server holds, with none as blank. */
export function profileFormValues(profile: MemberProfile): ProfileInput {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    phone: profile.phone ?? '',
    companyName: profile.companyName ?? '',
    kraPin: profile.kraPin ?? '',
  };
}

/** The first message per field, as the form shows them. */
export function profileErrors(values: Partial<ProfileInput>): Partial<Record<ProfileField, string>> {
  const result = profileSchema.safeParse({
    firstName: '',
    lastName: '',
    phone: '',
    companyName: '',
    kraPin: '',
    ...values,
  });
  const errors: Partial<Record<ProfileField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path[0] as ProfileField] ??= issue.message;
  return errors;
}

/** The server's refusals that belong to a field of the form (the rest are shown above it). */
export function profileFieldErrors(errors: Record<string, string> | undefined): [ProfileField, string][] {
  if (!errors) return [];
  return PROFILE_FIELDS.filter((field) => typeof errors[field] === 'string').map((field) => [field, errors[field]]);
}

/** What PUT /api/member/me takes: a blank phone, company name or KRA PIN is sent as null (none). */
export function profileBody(values: ProfileValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone || null,
    companyName: values.companyName || null,
    kraPin: values.kraPin || null,
  };
}

export type ProfileBody = ReturnType<typeof profileBody>;
