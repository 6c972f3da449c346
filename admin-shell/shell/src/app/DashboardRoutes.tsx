import { CanAccess } from 'react-admin';
import { Route, Routes } from 'react-router';
import { ADMIN_TABS, type AdminTab } from '../access/tabs';
import { VerifyingAccess } from '../auth/VerifyingAccess';
import { AccessDenied, NotFound } from '../layout/NotFound';
import { RemoteScreen } from '../remotes/RemoteScreen';

/** A tab's route: refused (without loading its panel) when the admin may not view it. */
function TabRoute({ tab }: { tab: AdminTab }) {
  const screen = <RemoteScreen key={tab.key} tab={tab} />;
  if (!tab.needs) return screen;
  return (
    <CanAccess
      resource={tab.needs.resource}
      action={tab.needs.action}
      loading={<VerifyingAccess />}
      accessDenied={<AccessDenied />}
    >
      {screen}
    </CanAccess>
  );
}

/** /admin/dashboard is Overview; every other tab is /admin/dashboard/<tab>. */
export function DashboardRoutes() {
  return (
    <Routes>
      {ADMIN_TABS.map((tab) =>
        tab.key === 'overview' ? (
          <Route key={tab.key} index element={<TabRoute tab={tab} />} />
        ) : (
          <Route key={tab.key} path={`${tab.key}/*`} element={<TabRoute tab={tab} />} />
        ),
      )}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
