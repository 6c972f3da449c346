import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import type { AccessSubject } from '../access/can-access';
import { RequireSession } from '../auth/RequireSession';
import { visibleTabs } from '../access/tabs';
import { DashboardHeader } from './DashboardHeader';
import { TabBar, TabDrawer } from './TabNavigation';

/** The dashboard frame, for signed-in admins only. */
export function ShellLayout({ children }: { children?: ReactNode }) {
  return (
    <RequireSession>
      <DashboardFrame>{children}</DashboardFrame>
    </RequireSession>
  );
}

/** Header, then tabs (desktop) or a drawer (mobile), then the tab's screen. */
function DashboardFrame({ children }: { children?: ReactNode }) {
  const { permissions } = usePermissions<AccessSubject | null>();
  const tabs = visibleTabs(permissions ?? null);
  const isMobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <DashboardHeader onOpenMenu={isMobile ? () => setDrawerOpen(true) : undefined} />
      {isMobile ? (
        <TabDrawer tabs={tabs} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      ) : (
        <TabBar tabs={tabs} />
      )}
      <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1400, mx: 'auto' }}>
        {children}
      </Box>
    </Box>
  );
}
