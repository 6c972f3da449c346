import { type PermissionMap, type SystemRoleName } from '@coworking/domain';
import { type Request } from 'express';

/** What the session cookie stands for: kept small; the admin is read afresh on every request. */
export interface SessionPrincipal {
  adminId: string;
  /** When the admin signed in (ms since epoch): sessions end 12 hours after it, however active. */
  signedInAt: number;
}

/** The signed-in admin as the rest of the request sees it. */
export interface AdminPrincipal {
  id: string;
  username: string;
  role: SystemRoleName;
  permissions: PermissionMap;
}

export type AdminRequest = Request & { user?: SessionPrincipal; admin?: AdminPrincipal };
