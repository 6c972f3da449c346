import { useSyncExternalStore } from 'react';
import { createAdminClient } from 'admin-kit/client';
import { createAuthProvider } from './auth-provider';

/** The page's one API client and auth provider: the sign-in page and react-admin share the session they hold. */
export const adminClient = createAdminClient();
export const authProvider = createAuthProvider(adminClient);

/**
 * What the shell shows: 'Verifying access...' while the first session check runs, the sign-in page when
 * nobody is signed in, react-admin (loaded only then) when someone is.
 */
export type SessionPhase = 'checking' | 'signed-in' | 'signed-out';

const SIGN_IN_PATH = '/admin/login';
export const DASHBOARD_PATH = '/admin/dashboard';

let phase: SessionPhase = 'checking';
const listeners = new Set<() => void>();

/** Sets the address bar without a router: react-admin's router reads it when it starts. */
function replacePath(path: string): void {
  if (window.location.pathname !== path) window.history.replaceState(null, '', path);
}

/** Signed out, every admin address shows the sign-in page, at /admin/login; signed in, that page is the dashboard. */
export function setSessionPhase(next: SessionPhase): void {
  if (next === phase) return;
  if (next === 'signed-out') replacePath(SIGN_IN_PATH);
  if (next === 'signed-in' && window.location.pathname === SIGN_IN_PATH) replacePath(DASHBOARD_PATH);
  phase = next;
  for (const listener of listeners) listener();
}

/** Asks the server once whether someone is signed in (the auth provider remembers the answer). */
export function checkSession(): void {
  authProvider.checkAuth({}).then(
    () => setSessionPhase('signed-in'),
    () => setSessionPhase('signed-out'),
  );
}

/** Back and Forward while signed out land on an admin address the sign-in page stands for: show /admin/login. */
export function keepSignInAddress(): () => void {
  const onHistoryMove = () => {
    if (phase === 'signed-out') replacePath(SIGN_IN_PATH);
  };
  window.addEventListener('popstate', onHistoryMove);
  return () => window.removeEventListener('popstate', onHistoryMove);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionPhase(): SessionPhase {
  return useSyncExternalStore(subscribe, () => phase);
}
