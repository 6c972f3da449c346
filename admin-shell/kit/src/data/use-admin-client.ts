import { useCallback } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { createAdminClient, type AdminClient } from '../api/client';

// Same origin and session cookie as the shell's own client.
const client = createAdminClient();

/**
 * Runs a call with the typed admin client (for screens that page on the server or read headers, which the data
 * provider does not). A 401 still ends the session, as it does for calls through the data provider (react-admin
 * checks those itself; these bypass it).
 */
export function useAdminClientCall() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T>(run: (adminClient: AdminClient) => Promise<T>): Promise<T> => {
      try {
        return await run(client);
      } catch (error) {
        await logoutIfAccessDenied(error);
        throw error;
      }
    },
    [logoutIfAccessDenied],
  );
}
