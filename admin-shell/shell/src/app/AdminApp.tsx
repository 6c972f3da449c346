import { Portal } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import { useToast } from 'admin-kit';
import { useEffect, useState } from 'react';
import { Admin, CustomRoutes, Navigate, Notification, useBasename } from 'react-admin';
import { BrowserRouter, Route } from 'react-router';
import { adminClient, authProvider, setSessionPhase } from '../auth/session';
import { takeSignInToasts } from '../auth/sign-in-toasts';
import { VerifyingAccess } from '../auth/VerifyingAccess';
import { createDataProvider } from '../data/data-provider';
import { AccessDenied, NotFound } from '../layout/NotFound';
import { PRODUCT_ADMIN_TITLE } from '../layout/product';
import { ShellLayout } from '../layout/ShellLayout';
import { DashboardRoutes } from './DashboardRoutes';
import { adminTheme } from './theme';

const dataProvider = createDataProvider(adminClient);

// Spec section 9: cached data never goes stale, no refetch on focus, no polling, no retries.
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/** react-admin's root (/admin) opens the dashboard. */
function GoToDashboard() {
  const basename = useBasename();
  return <Navigate to={`${basename}/dashboard`} replace />;
}

/**
 * react-admin's login route, reached by Logout or when the session ends: hands the page back to the shell's
 * sign-in page, which says why (Logged out, Session expired) and does not need react-admin.
 */
function BackToSignIn() {
  useEffect(() => setSessionPhase('signed-out'), []);
  return <VerifyingAccess />;
}

/**
 * Toasts render in a portal at the end of <body>: an open dialog hides the app's tree from assistive
 * technology (aria-hidden), and a toast about that dialog's action must still be announced.
 * They start with what the sign-in page still had to say ('Welcome back!').
 */
function Toasts() {
  const toast = useToast();
  useEffect(() => {
    for (const message of takeSignInToasts()) toast(message);
  }, [toast]);
  return (
    <Portal>
      <Notification autoHideDuration={5000} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} />
    </Portal>
  );
}

/**
 * The back-office for a signed-in admin, loaded after the session check. The router owns the /admin prefix,
 * so react-admin's own paths (/login, /dashboard) are relative to it. Each sign-in starts with an empty cache.
 */
export default function AdminApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter basename="/admin">
      <Admin
        title={PRODUCT_ADMIN_TITLE}
        disableTelemetry
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
        theme={adminTheme}
        loginPage={BackToSignIn}
        layout={ShellLayout}
        dashboard={GoToDashboard}
        loading={VerifyingAccess}
        catchAll={NotFound}
        accessDenied={AccessDenied}
        notification={Toasts}
      >
        <CustomRoutes>
          <Route path="/dashboard/*" element={<DashboardRoutes />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
