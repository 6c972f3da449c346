import { type PermissionMap, type SystemRoleName } from '@coworking/domain';
import type session from 'express-session';
import { type FastifyRequest } from 'fastify';
import { type IncomingMessage } from 'node:http';

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

export type AdminRequest = FastifyRequest & { admin?: AdminPrincipal };

/**
 * Node's own request as express-session and passport leave it (they run on it, under Fastify's request: see
 * AdminSessionMiddleware): the session, the principal passport read from it, and passport's sign-in and sign-out.
 */
export type SessionRequest = IncomingMessage & {
  session?: session.Session & Partial<session.SessionData>;
  user?: SessionPrincipal;
  logIn(user: unknown, done: (error?: unknown) => void): void;
  logout(done: (error?: unknown) => void): void;
};

export function sessionOf(request: FastifyRequest): SessionRequest {
  return request.raw as SessionRequest;
}
