import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { LoginPage } from '../auth/LoginPage';
import { checkSession, DASHBOARD_PATH, keepSignInAddress, useSessionPhase } from '../auth/session';
import { isSetupAddress } from '../auth/setup-address';
import { SetupPage } from '../auth/SetupPage';
import { SignInToasts } from '../auth/sign-in-toasts';
import { VerifyingAccess } from '../auth/VerifyingAccess';
import { signInTheme } from './sign-in-theme';

// react-admin, the dashboard and the panels' shared libraries load only once someone is signed in.
const AdminApp = lazy(() => import('./AdminApp'));

/**
 * The shell's root: the setup page at /admin/setup (a first start's link); elsewhere it checks the session once, then
 * shows the sign-in page or, for a signed-in admin, react-admin. A sign-in starts react-admin; react-admin's logout, or a session that ends, comes back
 * here through its login route.
 */
export function AdminRoot() {
  // A first start's setup link opens the setup page before any session check: nobody can be signed in yet.
  const [settingUp, setSettingUp] = useState(() => isSetupAddress(window.location.pathname));
  if (settingUp)
    return (
      <SignInFrame>
        <SetupPage
          onSignedIn={() => {
            // The new super admin's session is set: the session check below finds it and opens the dashboard.
            window.history.replaceState(null, '', DASHBOARD_PATH);
            setSettingUp(false);
          }}
        />
        <SignInToasts />
      </SignInFrame>
    );
  return <SessionRoot />;
}

/** The session check, then the sign-in page or react-admin. */
function SessionRoot() {
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
