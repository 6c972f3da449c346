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
  systemRoleLocked: 'System roles cannot be edited or deleted.',
  roleInUse: (count: number) =>
    `This role is assigned to ${count} administrator${count === 1 ? '' : 's'}. Assign them another role first.`,
};
