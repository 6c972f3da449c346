import type { AdminClient } from 'admin-kit/client';
import { AdminHttpError } from 'admin-kit/rules';
import { createAuthProvider } from './auth-provider';

/** A client whose refresh finds an admin signed in and whose logout answers when the test lets it. */
function signedInClient() {
  let answerLogout: () => void = () => undefined;
  const ok = (data: unknown) => ({ data, error: undefined, response: { ok: true, status: 200 } });
  const client = {
    POST: (path: string) => {
      if (path === '/api/admin/refresh')
        return Promise.resolve(
          ok({ success: true, admin: { id: '1', username: 'root', displayName: 'Root', role: 'super_admin' } }),
        );
      if (path === '/api/admin/logout') return new Promise((resolve) => (answerLogout = () => resolve(ok({}))));
      throw new Error(`unexpected call ${path}`);
    },
  } as unknown as AdminClient;
  return { client, answerLogout: () => answerLogout() };
}

describe('why the last session ended, as the sign-in page tells it', () => {
  it('says logged out, even when react-admin logs out a second time before the page reads it', async () => {
    const { client, answerLogout } = signedInClient();
    const auth = createAuthProvider(client);
    await auth.checkAuth({});
    const first = auth.logout({});
    answerLogout();
    await first;
    await auth.logout({});
    expect(auth.takeSessionEnd()).toBe('signed-out');
    expect(auth.takeSessionEnd()).toBeNull();
  });

  it('says logged out when a call the sign-out cut short comes back 401', async () => {
    const { client, answerLogout } = signedInClient();
    const auth = createAuthProvider(client);
    await auth.checkAuth({});
    const loggingOut = auth.logout({});
    await expect(auth.checkError(new AdminHttpError(401, 'Unauthorized'))).rejects.toEqual({ message: false });
    answerLogout();
    await loggingOut;
    await auth.logout({});
    expect(auth.takeSessionEnd()).toBe('signed-out');
  });

  it('says expired when a 401 ends a session nobody signed out of', async () => {
    const { client } = signedInClient();
    const auth = createAuthProvider(client);
    await auth.checkAuth({});
    await expect(auth.checkError(new AdminHttpError(401, 'Unauthorized'))).rejects.toEqual({ message: false });
    await auth.logout({});
    expect(auth.takeSessionEnd()).toBe('expired');
  });
});
