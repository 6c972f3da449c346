import { type Admin } from '../entities/admin.entity.js';
import { type SessionRequest } from '../access/admin-principal.js';

/**
 * Signs the admin in on this request's session through passport, which regenerates the session id (a session id
 * known before sign-in is worthless after it) and sends the session cookie with the answer.
 */
export function establishAdminSession(session: SessionRequest, admin: Admin): Promise<void> {
  return new Promise<void>((resolve, reject) =>
    session.logIn(admin, (error) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    ),
  );
}
