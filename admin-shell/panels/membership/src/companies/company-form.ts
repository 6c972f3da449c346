import type { ValidationErrors } from 'admin-kit';
import { CONTACT_FIELD_MESSAGES, EMAIL_PATTERN, PHONE_PATTERN } from 'admin-kit/rules';
import type { Company, CompanyBody } from './company-types';

/** The API's limits on what staff type. */
export const COMPANY_NAME_MAX_LENGTH = 200;
export const ADDRESS_MAX_LENGTH = 500;

/** The company form as typed ('' is none). */
export interface CompanyFormValues {
  name: string;
  kraPin: string;
  billingEmail: string;
  address: string;
  phone: string;
}

/** A new company is blank; an existing one as stored. */
export function companyFormValues(company?: Company): CompanyFormValues {
  return {
    name: company?.name ?? '',
    kraPin: company?.kraPin ?? '',
    billingEmail: company?.billingEmail ?? '',
    address: company?.address ?? '',
    phone: company?.phone ?? '',
  };
}

/**
 * Only what the form itself can tell (blanks, lengths, an e-mail or phone that does not read): the KRA PIN's shape
 * is the server's, as on the business settings, and its per-field messages are shown under the fields.
 */
export function validateCompanyForm(values: CompanyFormValues): ValidationErrors<CompanyFormValues> {
  const errors: ValidationErrors<CompanyFormValues> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Company name is required';
  else if (name.length > COMPANY_NAME_MAX_LENGTH)
    errors.name = `Company name must be at most ${COMPANY_NAME_MAX_LENGTH} characters`;
  const email = values.billingEmail.trim();
  if (!email) errors.billingEmail = CONTACT_FIELD_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.billingEmail = CONTACT_FIELD_MESSAGES.emailInvalid;
  if (values.address.trim().length > ADDRESS_MAX_LENGTH)
    errors.address = `Address must be at most ${ADDRESS_MAX_LENGTH} characters`;
  const phone = values.phone.trim();
  if (phone && !PHONE_PATTERN.test(phone)) errors.phone = CONTACT_FIELD_MESSAGES.phoneInvalid;
  return errors;
}

/**
 * What the server is sent, adding or changing a company: every field, trimmed, the KRA PIN in capitals, and blanks
 * as null (a blank that was left out would keep the old value on a change).
 */
export function companyBody(values: CompanyFormValues): CompanyBody {
  return {
    name: values.name.trim(),
    kraPin: values.kraPin.trim().toUpperCase() || null,
    billingEmail: values.billingEmail.trim(),
    address: values.address.trim() || null,
    phone: values.phone.trim() || null,
  };
}

type FormField = keyof CompanyFormValues;
const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(companyFormValues()));

/** The server's per-field messages as the form's fields; a field the form has not is left to the toast. */
export function companyFieldErrors(errors: Record<string, string> | undefined): [FormField, string][] {
  return Object.entries(errors ?? {}).flatMap(([field, message]): [FormField, string][] =>
    FORM_FIELDS.has(field) ? [[field as FormField, message]] : [],
  );
}
