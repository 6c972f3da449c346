import { Box, Drawer, List, ListItemButton, ListItemText, Tab, Tabs } from '@mui/material';
import { LinkBase, useBasename, useLocation } from 'react-admin';
import { tabPath, type AdminTab } from '../access/tabs';
import { currentTabKey } from './current-tab';

interface TabNavigationProps {
  tabs: readonly AdminTab[];
}

/** Desktop: a row of tabs linking to each tab's route. */
export function TabBar({ tabs }: TabNavigationProps) {
  const basename = useBasename();
  const { pathname } = useLocation();
  const current = currentTabKey(pathname, basename);
  const value = tabs.some((tab) => tab.key === current) ? current : false;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Tabs value={value} variant="scrollable" scrollButtons="auto" aria-label="Dashboard sections">
        {tabs.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={tab.label} component={LinkBase} to={`${basename}${tabPath(tab)}`} />
        ))}
      </Tabs>
    </Box>
  );
}

/** Mobile: the same tabs in a 280px side drawer that closes when one is picked. */
export function TabDrawer({ tabs, open, onClose }: TabNavigationProps & { open: boolean; onClose: () => void }) {
  const basename = useBasename();
  const { pathname } = useLocation();
  const current = currentTabKey(pathname, basename);
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <List component="nav" aria-label="Dashboard sections">
        {tabs.map((tab) => (
          <ListItemButton
            key={tab.key}
            component={LinkBase}
            to={`${basename}${tabPath(tab)}`}
            selected={tab.key === current}
            onClick={onClose}
          >
            <ListItemText primary={tab.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
