import type { CreateUserBody, UpdateUserBody, User, ValidationErrors } from 'admin-kit';
import { CONTACT_FIELD_MESSAGES, PHONE_PATTERN } from 'admin-kit/rules';
import { accountErrors, trimmedNames } from '../account-fields/account-rules';

export interface UserFormValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export function userFormValues(user?: User): UserFormValues {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.phone ?? '',
    password: '',
    confirmPassword: '',
  };
}

/** The account rules, plus the phone the server accepts (blank, or the shared phone pattern). */
export function validateUserForm(values: UserFormValues, editing: boolean): ValidationErrors<UserFormValues> {
  const errors: ValidationErrors<UserFormValues> = accountErrors(values, editing);
  const phone = values.phone.trim();
  if (phone && !PHONE_PATTERN.test(phone)) errors.phone = CONTACT_FIELD_MESSAGES.phoneInvalid;
  return errors;
}

export function createUserBody(values: UserFormValues): CreateUserBody {
  const body: CreateUserBody = { ...trimmedNames(values), password: values.password };
  if (values.phone.trim()) body.phone = values.phone.trim();
  return body;
}

/** An edit: a blank phone clears it; a blank password keeps the current one. */
export function updateUserBody(values: UserFormValues): UpdateUserBody {
  const names = trimmedNames(values);
  const body: UpdateUserBody = {
    ...names,
    firstName: names.firstName || null,
    lastName: names.lastName || null,
    phone: values.phone.trim() || null,
  };
  if (values.password) body.password = values.password;
  return body;
}

export function fullName(user: User): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}
