/** The first super admin's password is at least this long (and not a common password). */
export const SETUP_PASSWORD_MIN_LENGTH = 12;

/** Every message the identity module answers with, in words an admin can act on. */
export const IDENTITY_MESSAGES = {
  passwordTooShort: 'Password must be at least 6 characters',
  adminNotFound: 'Administrator not found.',
  userNotFound: 'User not found.',
  roleNotFound: 'Role not found.',
  adminUsernameTaken: 'An administrator with this username already exists.',
  adminEmailTaken: 'An administrator with this email already exists.',
  userUsernameTaken: 'A user with this username already exists.',
  userEmailTaken: 'A user with this email already exists.',
  roleNameTaken: 'A role with this name already exists.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  lastSuperAdmin: 'There must always be at least one active super admin.',
  onlySuperAdminGrantsRoles: 'Only a super admin can give or change administrator roles.',
  onlySuperAdminTouchesSuperAdmins: 'Only a super admin can change or delete a super admin.',
  customRoleNotAssignable: 'Choose an active custom role.',
  strongerAccount: (username: string, beyond: string[]) =>
    `You cannot change or delete ${username}: their role may do more than yours (${listOf(beyond)}). Ask a super admin.`,
  strongerNewAccount: (beyond: string[]) =>
    `You cannot create an administrator whose role may do more than yours (${listOf(beyond)}). Ask a super admin.`,
  systemRoleLocked: 'System roles cannot be edited or deleted.',
  roleInUse: (count: number) =>
    `This role is assigned to ${count} administrator${count === 1 ? '' : 's'}. Assign them another role first.`,
  invalidCredentials: 'Invalid username or password.',
  accountDisabled: 'This account is disabled. Contact the administrator.',
  setupFinished:
    'This installation is already set up: sign in at /admin/login. A forgotten password is reset from the server with npm run admin:reset-password.',
  setupLinkInvalid:
    'This setup link is not valid. Use the newest link the server printed when it started (a restart prints a new one).',
  setupPasswordTooShort: `Password must be at least ${SETUP_PASSWORD_MIN_LENGTH} characters`,
  commonPassword:
    'This password is on the list of the most common passwords. Choose another: a few unrelated words work well.',
};

/** 'emailTemplates.send' → 'send email templates'; at most four, then how many more. */
function listOf(permissions: string[]): string {
  const words = permissions.map((permission) => {
    const [resource = '', action = ''] = permission.split('.');
    return `${action} ${resource.replace(/([A-Z])/g, ' $1').toLowerCase()}`;
  });
  const shown = words.slice(0, 4);
  const more = words.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ').replace(/, ([^,]*)$/, ' and $1');
}
