import { useEffect, useState } from 'react';
import { useAuthProvider } from 'react-admin';

export type SessionCheck = 'checking' | 'signed-in' | 'signed-out';

/**
 * Whether someone is signed in, asked of the auth provider directly (it refreshes the session once
 * per page load and remembers the answer). react-admin's requireAuth does the same through a cached
 * query, but when that query is cleared by the logout it triggers, the redirect to the login page
 * can loop; this check never logs out, it only answers.
 */
export function useSessionCheck(): SessionCheck {
  const authProvider = useAuthProvider();
  const [state, setState] = useState<SessionCheck>('checking');
  useEffect(() => {
    let current = true;
    (authProvider?.checkAuth({}) ?? Promise.reject(new Error('The admin has no auth provider'))).then(
      () => current && setState('signed-in'),
      () => current && setState('signed-out'),
    );
    return () => {
      current = false;
    };
  }, [authProvider]);
  return state;
}
