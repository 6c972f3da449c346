import { DomainError } from '../../common/errors/domain-error.js';
import { IDENTITY_MESSAGES } from './identity.messages.js';

/** The identity module's refusals: one class, a code per rule, the words from identity.messages.ts. */
export type IdentityErrorCode =
  | 'admin-not-found'
  | 'user-not-found'
  | 'role-not-found'
  | 'admin-username-taken'
  | 'admin-email-taken'
  | 'user-username-taken'
  | 'user-email-taken'
  | 'role-name-taken'
  | 'cannot-delete-self'
  | 'last-super-admin'
  | 'only-super-admin-grants-roles'
  | 'only-super-admin-touches-super-admins'
  | 'custom-role-not-assignable'
  | 'stronger-account'
  | 'stronger-new-account'
  | 'system-role-locked'
  | 'role-in-use'
  | 'invalid-credentials'
  | 'account-disabled'
  | 'setup-finished'
  | 'setup-link-invalid';

export class IdentityError extends DomainError<IdentityErrorCode> {
  readonly module = 'identity';
}

/** A username or e-mail already used by another account: the message also names the field. */
const taken = (code: IdentityErrorCode, field: 'username' | 'email', message: string) =>
  new IdentityError(code, 'conflict', message, { [field]: message });

/** Each refusal built in one place, so a rule's code, kind and words cannot drift apart. */
export const IDENTITY_ERRORS = {
  adminNotFound: () => new IdentityError('admin-not-found', 'not-found', IDENTITY_MESSAGES.adminNotFound),
  userNotFound: () => new IdentityError('user-not-found', 'not-found', IDENTITY_MESSAGES.userNotFound),
  roleNotFound: () => new IdentityError('role-not-found', 'not-found', IDENTITY_MESSAGES.roleNotFound),
  adminUsernameTaken: () => taken('admin-username-taken', 'username', IDENTITY_MESSAGES.adminUsernameTaken),
  adminEmailTaken: () => taken('admin-email-taken', 'email', IDENTITY_MESSAGES.adminEmailTaken),
  userUsernameTaken: () => taken('user-username-taken', 'username', IDENTITY_MESSAGES.userUsernameTaken),
  userEmailTaken: () => taken('user-email-taken', 'email', IDENTITY_MESSAGES.userEmailTaken),
  roleNameTaken: () => new IdentityError('role-name-taken', 'conflict', IDENTITY_MESSAGES.roleNameTaken),
  cannotDeleteSelf: () => new IdentityError('cannot-delete-self', 'invalid', IDENTITY_MESSAGES.cannotDeleteSelf),
  lastSuperAdmin: () => new IdentityError('last-super-admin', 'conflict', IDENTITY_MESSAGES.lastSuperAdmin),
  onlySuperAdminGrantsRoles: () =>
    new IdentityError('only-super-admin-grants-roles', 'forbidden', IDENTITY_MESSAGES.onlySuperAdminGrantsRoles),
  onlySuperAdminTouchesSuperAdmins: () =>
    new IdentityError(
      'only-super-admin-touches-super-admins',
      'forbidden',
      IDENTITY_MESSAGES.onlySuperAdminTouchesSuperAdmins,
    ),
  customRoleNotAssignable: () =>
    new IdentityError('custom-role-not-assignable', 'invalid', IDENTITY_MESSAGES.customRoleNotAssignable, {
      customRoleId: IDENTITY_MESSAGES.customRoleNotAssignable,
    }),
  strongerAccount: (username: string, beyond: string[]) =>
    new IdentityError('stronger-account', 'forbidden', IDENTITY_MESSAGES.strongerAccount(username, beyond)),
  strongerNewAccount: (beyond: string[]) =>
    new IdentityError('stronger-new-account', 'forbidden', IDENTITY_MESSAGES.strongerNewAccount(beyond)),
  systemRoleLocked: () => new IdentityError('system-role-locked', 'forbidden', IDENTITY_MESSAGES.systemRoleLocked),
  roleInUse: (holders: number) => new IdentityError('role-in-use', 'conflict', IDENTITY_MESSAGES.roleInUse(holders)),
  invalidCredentials: () =>
    new IdentityError('invalid-credentials', 'unauthenticated', IDENTITY_MESSAGES.invalidCredentials),
  accountDisabled: () => new IdentityError('account-disabled', 'forbidden', IDENTITY_MESSAGES.accountDisabled),
  setupFinished: () => new IdentityError('setup-finished', 'not-found', IDENTITY_MESSAGES.setupFinished),
  setupLinkInvalid: () => new IdentityError('setup-link-invalid', 'not-found', IDENTITY_MESSAGES.setupLinkInvalid),
};
