import { Box, Drawer, Typography } from '@mui/material';
import { useId } from 'react';
import { LinkBase, useBasename, useLocation } from 'react-admin';
import type { NavGroup } from '../access/nav-groups';
import { tabPath } from '../access/tabs';
import { currentTabKey } from './current-tab';

/** Width of the desktop sidebar and of the mobile drawer. */
export const SECTION_NAV_WIDTH = 272;

interface SectionNavProps {
  groups: readonly NavGroup[];
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * The dashboard's sections under their group headings: one link per tab (its deep link), the current one marked
 * aria-current="page". A link's name is the tab's label alone; the line under it, outside the link, is its
 * description (aria-describedby).
 */
export function SectionNav({ groups, onNavigate }: SectionNavProps) {
  const basename = useBasename();
  const { pathname } = useLocation();
  const current = currentTabKey(pathname, basename);
  const id = useId();
  return (
    <Box component="nav" aria-label="Dashboard sections" sx={{ py: 1.5 }}>
      {groups.map((group) => {
        const headingId = `${id}-${group.id}`;
        return (
          <Box key={group.id} role="group" aria-labelledby={headingId} sx={{ '& + &': { mt: 1.5 } }}>
            <Typography
              id={headingId}
              component="h2"
              variant="subtitle2"
              sx={{ px: 2, py: 0.5, color: 'text.secondary', fontWeight: 700, letterSpacing: 0.2 }}
            >
              {group.label}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {group.items.map(({ tab, description }) => {
                const isCurrent = tab.key === current;
                const descriptionId = `${id}-${tab.key}-description`;
                // The link holds only the label (its name, as WCAG 2.5.3 wants it); its ::after stretches over the
                // whole row, so the description under it is clicked as part of the link.
                return (
                  <Box
                    component="li"
                    key={tab.key}
                    sx={{
                      position: 'relative',
                      py: 0.75,
                      pl: 2,
                      pr: 1.5,
                      borderLeft: 3,
                      borderColor: isCurrent ? 'primary.main' : 'transparent',
                      bgcolor: isCurrent ? 'action.selected' : undefined,
                      '&:hover': { bgcolor: isCurrent ? 'action.selected' : 'action.hover' },
                    }}
                  >
                    <Box
                      component={LinkBase}
                      to={`${basename}${tabPath(tab)}`}
                      aria-current={isCurrent ? 'page' : undefined}
                      aria-describedby={descriptionId}
                      onClick={onNavigate}
                      sx={{
                        display: 'block',
                        color: 'text.primary',
                        textDecoration: 'none',
                        fontSize: '0.9375rem',
                        fontWeight: isCurrent ? 700 : 500,
                        lineHeight: 1.4,
                        outline: 'none',
                        '&::after': { content: '""', position: 'absolute', inset: 0 },
                        '&:focus-visible::after': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                      }}
                    >
                      {tab.label}
                    </Box>
                    <Typography
                      id={descriptionId}
                      variant="body2"
                      sx={{ color: 'text.secondary', fontSize: '0.8125rem', lineHeight: 1.35 }}
                    >
                      {description}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** Desktop (md and up): the sections in a permanent left sidebar that scrolls on its own. */
export function SectionSidebar({ groups }: { groups: readonly NavGroup[] }) {
  return (
    <Box
      sx={{
        width: SECTION_NAV_WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        alignSelf: 'flex-start',
        maxHeight: '100vh',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <SectionNav groups={groups} />
    </Box>
  );
}

/** Mobile: the same sections in a side drawer, opened from the header's menu button and closed when one is picked. */
export function SectionDrawer({
  groups,
  open,
  onClose,
}: {
  groups: readonly NavGroup[];
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: SECTION_NAV_WIDTH } } }}>
      <SectionNav groups={groups} onNavigate={onClose} />
    </Drawer>
  );
}
