/**
 * `npm run admin:reset-password -w backend -- <username> [--generate] [--enable]`: gives an admin a new password from
 * the server's shell. The password is read from stdin when something is piped in; otherwise (a terminal, an empty
 * stdin, or --generate) a random one is made and printed. The admin's sessions end; the audit log records it.
 * --enable also re-activates a disabled account. Uses the same environment as the API (DATABASE_URL; without it the
 * embedded database in DATA_DIR — stop `npm start` first, as for `npm run db:migrate`).
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { UnitOfWork } from '../common/database/transaction.js';
import { createOrmConfig } from '../database/mikro-orm.config.js';
import { AdminsRepository } from '../modules/identity/admins/admins.repository.js';
import {
  resetAdminPasswordFromShell,
  ShellPasswordResetError,
} from '../modules/identity/admins/shell-password-reset.js';
import { AuditLogRepository } from '../modules/identity/audit/audit-log.repository.js';
import { AuditLogService } from '../modules/identity/audit/audit-log.service.js';
import { AdminSessionsRepository } from '../modules/identity/session/admin-sessions.repository.js';
import { exitOnStartupError, loadLauncherConfig, resolveDatabase } from './infrastructure.js';

const USAGE = 'Usage: npm run admin:reset-password -w backend -- <username> [--generate] [--enable]';

/** Everything piped to stdin, without the one line ending `echo` adds; '' when stdin is a terminal. */
async function passwordFromStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith('--')));
const [username, ...extra] = args.filter((arg) => !arg.startsWith('--'));
const unknown = [...flags].filter((flag) => flag !== '--generate' && flag !== '--enable');
if (!username || extra.length > 0 || unknown.length > 0) {
  console.error(unknown.length > 0 ? `Unknown option ${unknown.join(', ')}\n${USAGE}` : USAGE);
  process.exit(2);
}

try {
  const config = loadLauncherConfig();
  const piped = flags.has('--generate') ? '' : await passwordFromStdin();
  const password = piped || randomBytes(18).toString('base64url');
  const database = await resolveDatabase(config, () => undefined);
  const orm = await MikroORM.init(createOrmConfig(database.value, { poolSize: 1 }));
  try {
    const parts = {
      unitOfWork: new UnitOfWork(orm.em),
      admins: new AdminsRepository(orm.em),
      audit: new AuditLogService(new AuditLogRepository(orm.em)),
      sessions: new AdminSessionsRepository(),
    };
    const admin = await resetAdminPasswordFromShell(parts, username, password, { enable: flags.has('--enable') });
    console.log(`The password of ${admin.username} (${admin.role}) is reset; their sessions have ended.`);
    if (!piped) console.log(`New password: ${password}`);
    if (!admin.isActive)
      console.log(
        'This account is disabled: a super admin can enable it in the back-office (or run again with --enable).',
      );
  } finally {
    await orm.close();
    await database.stop();
  }
} catch (error) {
  if (error instanceof ShellPasswordResetError) {
    console.error(error.message);
    process.exit(1);
  }
  exitOnStartupError(error);
}
