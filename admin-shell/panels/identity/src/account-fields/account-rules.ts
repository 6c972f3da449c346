// Rules shared by admin and user accounts (spec section 5, "Admin forms").
import { CONTACT_FIELD_MESSAGES, EMAIL_PATTERN } from 'admin-kit/rules';

/** Spec section 9: the minimum password length of admins and users. */
export const PASSWORD_MIN_LENGTH = 6;

export interface PasswordFields {
  password: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordFields, string>>;

const TOO_SHORT = 'Password must be at least 6 characters';
const MISMATCH = "Passwords don't match";
const OPTIONAL_RULE = 'Password must be at least 6 characters and passwords must match';

/** Creating an account or resetting a password: both fields at least 6 and equal. */
export function newPasswordErrors({ password, confirmPassword }: PasswordFields): PasswordErrors {
  const errors: PasswordErrors = {};
  if (password.length < PASSWORD_MIN_LENGTH) errors.password = TOO_SHORT;
  if (confirmPassword.length < PASSWORD_MIN_LENGTH) errors.confirmPassword = TOO_SHORT;
  else if (password !== confirmPassword) errors.confirmPassword = MISMATCH;
  return errors;
}

/** Editing an account: blank keeps the password; anything typed must be a valid, matching pair. */
export function changedPasswordErrors({ password, confirmPassword }: PasswordFields): PasswordErrors {
  if (!password && !confirmPassword) return {};
  if (password.length < PASSWORD_MIN_LENGTH || password !== confirmPassword) return { password: OPTIONAL_RULE };
  return {};
}

/** The reset dialog's submit button is enabled only for a valid pair. */
export function isValidNewPassword(fields: PasswordFields): boolean {
  return Object.keys(newPasswordErrors(fields)).length === 0;
}

/** The name fields every account form has. */
export interface AccountNames {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Username and e-mail are required; a password pair is required on create, optional on edit. */
export function accountErrors(
  values: AccountNames & PasswordFields,
  editing: boolean,
): Partial<Record<keyof AccountNames | keyof PasswordFields, string>> {
  const errors: Partial<Record<keyof AccountNames | keyof PasswordFields, string>> = editing
    ? changedPasswordErrors(values)
    : newPasswordErrors(values);
  if (!values.username.trim()) errors.username = 'Username is required';
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = CONTACT_FIELD_MESSAGES.emailInvalid;
  return errors;
}

export function trimmedNames(values: AccountNames): AccountNames {
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  };
}
