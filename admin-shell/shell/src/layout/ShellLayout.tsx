import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import type { AccessSubject } from '../access/can-access';
import { visibleGroups } from '../access/nav-groups';
import { RequireSession } from '../auth/RequireSession';
import { DashboardHeader } from './DashboardHeader';
import { SectionDrawer, SectionSidebar } from './SectionNavigation';

const MAIN_ID = 'dashboard-main';

/** The dashboard frame, for signed-in admins only. */
export function ShellLayout({ children }: { children?: ReactNode }) {
  return (
    <RequireSession>
      <DashboardFrame>{children}</DashboardFrame>
    </RequireSession>
  );
}

/** The first stop of the keyboard: hidden until focused, it moves focus past the header and the navigation. */
function SkipToContent() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 3,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: 2, outlineColor: 'primary.main' },
      }}
    >
      Skip to content
    </Box>
  );
}

/** Header, then the grouped sections (a sidebar on desktop, a drawer on mobile) beside the tab's screen. */
function DashboardFrame({ children }: { children?: ReactNode }) {
  const { permissions } = usePermissions<AccessSubject | null>();
  const groups = visibleGroups(permissions ?? null);
  const isMobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipToContent />
      <DashboardHeader onOpenMenu={isMobile ? () => setDrawerOpen(true) : undefined} />
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        {isMobile ? (
          <SectionDrawer groups={groups} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        ) : (
          <SectionSidebar groups={groups} />
        )}
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            p: { xs: 2, md: 3 },
            maxWidth: 1400,
            mx: 'auto',
            '&:focus': { outline: 'none' },
          }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}
