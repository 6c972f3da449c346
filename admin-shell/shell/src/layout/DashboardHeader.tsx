import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Chip, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { useGetIdentity, useLogout } from 'react-admin';
import type { AdminIdentity } from '../auth/auth-provider';
import { PRODUCT_ADMIN_SUBTITLE, PRODUCT_ADMIN_TITLE } from './product';

const ROLE_LABELS: Record<AdminIdentity['role'], string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  moderator: 'Moderator',
};

/** Header of every dashboard page: title, subtitle, who is signed in and Logout. */
export function DashboardHeader({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const { identity, isPending } = useGetIdentity();
  const admin = identity as AdminIdentity | undefined;
  const logout = useLogout();
  return (
    <AppBar position="static" color="default" elevation={1}>
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
        {onOpenMenu && (
          <IconButton edge="start" aria-label="Open menu" onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {PRODUCT_ADMIN_TITLE}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {PRODUCT_ADMIN_SUBTITLE}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {isPending || !admin ? (
            <Typography color="text.secondary">Loading...</Typography>
          ) : (
            <Box sx={{ textAlign: 'right' }} data-testid="signed-in-admin">
              <Typography sx={{ fontWeight: 600 }}>{admin.fullName}</Typography>
              <Chip size="small" label={admin.customRoleName ?? ROLE_LABELS[admin.role]} />
            </Box>
          )}
          <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => logout()}>
            Logout
          </Button>
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
