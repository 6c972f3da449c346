import { type SystemRoleName } from '@coworking/domain';
import { type UnitOfWork } from '../../../common/database/transaction.js';
import { type AuditLogService } from '../audit/audit-log.service.js';
import { IDENTITY_MESSAGES } from '../identity.messages.js';
import { hashPassword } from '../password-hasher.js';
import { type AdminSessionsRepository } from '../session/admin-sessions.repository.js';
import { type AdminsRepository } from './admins.repository.js';

/** Who the audit log names for a change made from the server's shell (there is no signed-in admin). */
export const SHELL_ACTOR = '(server shell)';

/** As the back-office asks of every admin password. */
const MIN_PASSWORD_LENGTH = 6;

export class ShellPasswordResetError extends Error {}

export interface ShellPasswordReset {
  username: string;
  role: SystemRoleName;
  isActive: boolean;
}

/** What the reset works with; the launcher builds them over its own database connection (there is no Nest app). */
export interface ShellPasswordResetParts {
  unitOfWork: Pick<UnitOfWork, 'run'>;
  admins: AdminsRepository;
  audit: AuditLogService;
  sessions: AdminSessionsRepository;
}

/**
 * Gives an admin a new password from the server's shell (`npm run admin:reset-password`), the way back in for an
 * operator who lost every super admin password: the environment never changes an account. Like a reset in the
 * back-office, it ends the admin's sessions and is audited; `enable` also re-activates a disabled account (the only
 * way back when the last super admin was disabled in SQL).
 */
export async function resetAdminPasswordFromShell(
  { unitOfWork, admins, audit, sessions }: ShellPasswordResetParts,
  username: string,
  password: string,
  options: { enable?: boolean } = {},
): Promise<ShellPasswordReset> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new ShellPasswordResetError(IDENTITY_MESSAGES.passwordTooShort);
  return unitOfWork.run(async (tx) => {
    const admin = await admins.byUsernameWithPassword(tx, username);
    if (!admin) throw new ShellPasswordResetError(`No administrator is named "${username}".`);
    admin.password = await hashPassword(password);
    const enabled = Boolean(options.enable) && !admin.isActive;
    if (enabled) admin.isActive = true;
    audit.record(tx, {
      actor: null,
      actorUsername: SHELL_ACTOR,
      action: 'reset_password',
      resource: 'admins',
      resourceId: admin.id,
      changes: {
        password: { from: '[hidden]', to: '[changed]' },
        ...(enabled ? { isActive: { from: false, to: true } } : {}),
      },
    });
    await sessions.endSessionsOf(tx, admin.id);
    return { username: admin.username, role: admin.role, isActive: admin.isActive };
  });
}
