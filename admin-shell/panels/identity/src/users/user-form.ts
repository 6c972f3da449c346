import type { CreateUserBody, UpdateUserBody, User, ValidationErrors } from 'admin-kit';
import { changedPasswordErrors, newPasswordErrors } from '../passwords/password-rules';

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateUserForm(values: UserFormValues, editing: boolean): ValidationErrors<UserFormValues> {
  const errors: ValidationErrors<UserFormValues> = editing ? changedPasswordErrors(values) : newPasswordErrors(values);
  if (!values.username.trim()) errors.username = 'Username is required';
  if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  return errors;
}

export function createUserBody(values: UserFormValues): CreateUserBody {
  const body: CreateUserBody = {
    username: values.username.trim(),
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    password: values.password,
  };
  if (values.phone.trim()) body.phone = values.phone.trim();
  return body;
}

/** An edit: a blank phone clears it; a blank password keeps the current one. */
export function updateUserBody(values: UserFormValues): UpdateUserBody {
  const body: UpdateUserBody = {
    username: values.username.trim(),
    email: values.email.trim(),
    firstName: values.firstName.trim() || null,
    lastName: values.lastName.trim() || null,
    phone: values.phone.trim() || null,
  };
  if (values.password) body.password = values.password;
  return body;
}

export function fullName(user: User): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}
