import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { LoginPage } from '../auth/LoginPage';
import { checkSession, keepSignInAddress, useSessionPhase } from '../auth/session';
import { SignInToasts } from '../auth/sign-in-toasts';
import { VerifyingAccess } from '../auth/VerifyingAccess';
import { signInTheme } from './sign-in-theme';

// react-admin, the dashboard and the panels' shared libraries load only once someone is signed in.
const AdminApp = lazy(() => import('./AdminApp'));

/**
 * The shell's root: checks the session once, then shows the sign-in page or, for a signed-in admin,
 * react-admin. A sign-in starts react-admin; react-admin's logout, or a session that ends, comes back
 * here through its login route.
 */
export function AdminRoot() {
  const phase = useSessionPhase();
  useEffect(() => {
    if (phase === 'checking') checkSession();
  }, [phase]);
  useEffect(keepSignInAddress, []);

  const verifying = (
    <SignInFrame>
      <VerifyingAccess />
    </SignInFrame>
  );
  if (phase === 'checking') return verifying;
  if (phase === 'signed-in')
    return (
      <Suspense fallback={verifying}>
        <AdminApp />
      </Suspense>
    );
  return (
    <SignInFrame>
      <LoginPage />
      <SignInToasts />
    </SignInFrame>
  );
}

/** What shows before react-admin: its look (theme, baseline styles) without react-admin. */
function SignInFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={signInTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
