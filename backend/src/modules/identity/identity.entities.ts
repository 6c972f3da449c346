import { AdminSession } from './entities/admin-session.entity.js';
import { Admin } from './entities/admin.entity.js';
import { AuditLogEntry } from './entities/audit-log-entry.entity.js';
import { MemberSession } from './entities/member-session.entity.js';
import { MemberSignInToken } from './entities/member-sign-in-token.entity.js';
import { Role } from './entities/role.entity.js';
import { User } from './entities/user.entity.js';

export const IDENTITY_ENTITIES = [User, Admin, Role, AuditLogEntry, AdminSession, MemberSignInToken, MemberSession];
