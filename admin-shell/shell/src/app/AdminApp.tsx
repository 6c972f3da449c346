import { Portal } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import { createAdminClient } from 'admin-kit';
import { Admin, CustomRoutes, Navigate, Notification, useBasename } from 'react-admin';
import { BrowserRouter, Route } from 'react-router';
import { createAuthProvider } from '../auth/auth-provider';
import { LoginPage } from '../auth/LoginPage';
import { VerifyingAccess } from '../auth/VerifyingAccess';
import { createDataProvider } from '../data/data-provider';
import { AccessDenied, NotFound } from '../layout/NotFound';
import { PRODUCT_ADMIN_TITLE } from '../layout/product';
import { ShellLayout } from '../layout/ShellLayout';
import { DashboardRoutes } from './DashboardRoutes';
import { adminTheme } from './theme';

const client = createAdminClient();
const authProvider = createAuthProvider(client);
const dataProvider = createDataProvider(client);

// Spec section 9: cached data never goes stale, no refetch on focus, no polling, no retries.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});

/** react-admin's root (/admin) opens the dashboard. */
function GoToDashboard() {
  const basename = useBasename();
  return <Navigate to={`${basename}/dashboard`} replace />;
}

/**
 * Toasts render in a portal at the end of <body>: an open dialog hides the app's tree from assistive
 * technology (aria-hidden), and a toast about that dialog's action must still be announced.
 */
function Toasts() {
  return (
    <Portal>
      <Notification autoHideDuration={5000} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} />
    </Portal>
  );
}

/** The router owns the /admin prefix, so react-admin's own paths (/login, /dashboard) are relative to it. */
export function AdminApp() {
  return (
    <BrowserRouter basename="/admin">
      <Admin
        title={PRODUCT_ADMIN_TITLE}
        disableTelemetry
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
        theme={adminTheme}
        loginPage={LoginPage}
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
