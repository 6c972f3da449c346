// The kit's client and rules entry points, not its index: the sign-in page loads this module, and the index
// brings react-admin and MUI along.
import type { SessionAdmin } from 'admin-kit';
import { unwrap, type AdminClient } from 'admin-kit/client';
import { isAdminHttpError } from 'admin-kit/rules';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccess, type AccessSubject } from '../access/can-access';

/** Why the last session ended, for the login page's toast (spec section 4). */
export type SessionEnd = 'expired' | 'signed-out';

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface AdminIdentity extends UserIdentity {
  id: string;
  fullName: string;
  username: string;
  role: SessionAdmin['role'];
  customRoleName: string | null;
}

export interface AdminAuthProvider extends AuthProvider {
  /** Resolves with the signed-in admin; the login page navigates and greets (redirectTo: false). */
  login(credentials: LoginCredentials): Promise<{ redirectTo: false; admin: SessionAdmin }>;
  getIdentity(): Promise<AdminIdentity>;
  getPermissions(): Promise<AccessSubject | null>;
  /** Returns, once, how the previous session ended (null when nobody was signed in). */
  takeSessionEnd(): SessionEnd | null;
}

/** The server refused the credentials (as opposed to the network failing). */
export class LoginRefused extends Error {
  override readonly name = 'LoginRefused';
}

/**
 * Rejecting checkAuth/checkError with `message: false` keeps react-admin from adding its own toast;
 * react-admin then logs out and goes to its login URL (/admin/login).
 */
const QUIET_REDIRECT = { message: false } as const;

/**
 * The session of the back-office over /api/admin/{login,refresh,logout} (cookie session).
 * The admin and its permissions come from one refresh at start-up and after login; the server
 * re-checks every call, and a 401 anywhere ends the session here too.
 */
export function createAuthProvider(client: AdminClient): AdminAuthProvider {
  let session: SessionAdmin | null = null;
  // Whether `session` is known: after the first refresh, a login, a logout or a 401.
  let known = false;
  let checking: Promise<SessionAdmin | null> | null = null;
  let endReason: SessionEnd | null = null;
  let pendingEnd: SessionEnd | null = null;

  async function refresh(): Promise<SessionAdmin | null> {
    try {
      const result = await unwrap(client.POST('/api/admin/refresh'));
      session = result.success ? (result.admin as SessionAdmin) : null;
    } catch {
      session = null;
    }
    known = true;
    return session;
  }

  /** The current admin, asking the server once when the page has not checked yet. */
  function currentSession(): Promise<SessionAdmin | null> {
    if (known) return Promise.resolve(session);
    checking ??= refresh().finally(() => {
      checking = null;
    });
    return checking;
  }

  async function requireSession(): Promise<SessionAdmin> {
    const admin = await currentSession();
    if (!admin) throw QUIET_REDIRECT;
    return admin;
  }

  return {
    async login({ username, password }: LoginCredentials) {
      const result = await unwrap(client.POST('/api/admin/login', { body: { username, password } })).catch(
        (error: unknown) => {
          // A refused sign-in (401, 429) says why in its body; that, not 'Authentication failed', is shown.
          if (isAdminHttpError(error)) throw new LoginRefused(error.body.message || 'Please check your credentials.');
          throw error;
        },
      );
      if (!result.success) throw new LoginRefused(result.message || 'Please check your credentials.');
      // The spec's client refreshes after a successful login; the refreshed admin is the session.
      const admin = await refresh();
      if (!admin) throw new Error('Login failed. Please try again.');
      endReason = null;
      return { redirectTo: false, admin };
    },

    async logout() {
      // react-admin may call logout again before the sign-in page has read why the session ended (a check that fails
      // once the session is gone): that call keeps the reason the first one left.
      pendingEnd = endReason ?? (session ? 'signed-out' : pendingEnd);
      endReason = null;
      if (session) {
        // A failed logout call is ignored: the client logs out anyway (spec section 7).
        await client.POST('/api/admin/logout').catch(() => undefined);
      }
      session = null;
      known = true;
    },

    async checkAuth() {
      await requireSession();
    },

    async checkError(error: unknown) {
      if (isAdminHttpError(error) && error.status === 401) {
        session = null;
        // A call the sign-out itself cut short is not an expired session: the admin is told they logged out.
        if (pendingEnd !== 'signed-out') endReason = 'expired';
        throw QUIET_REDIRECT;
      }
      // 403 and everything else: the caller shows the error; the session stays.
    },

    async getIdentity() {
      const admin = await requireSession();
      return {
        id: admin.id,
        fullName: admin.displayName,
        username: admin.username,
        role: admin.role,
        customRoleName: admin.customRoleName ?? null,
      };
    },

    async getPermissions() {
      const admin = await currentSession();
      return admin ? { role: admin.role, permissions: admin.permissions } : null;
    },

    async canAccess({ resource, action }) {
      const admin = await currentSession();
      return canAccess(admin, { resource, action });
    },

    takeSessionEnd() {
      const reason = pendingEnd;
      pendingEnd = null;
      return reason;
    },
  };
}
