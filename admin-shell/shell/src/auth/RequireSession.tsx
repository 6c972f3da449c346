import type { ReactNode } from 'react';
import { Navigate, useBasename } from 'react-admin';
import { useSessionCheck } from './use-session-check';
import { VerifyingAccess } from './VerifyingAccess';

/** Protected pages: 'Verifying access...' while the session is checked, then the page or /admin/login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSessionCheck();
  const basename = useBasename();
  if (session === 'checking') return <VerifyingAccess />;
  if (session === 'signed-out') return <Navigate to={`${basename}/login`} replace />;
  return children;
}
