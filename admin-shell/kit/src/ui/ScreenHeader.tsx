import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface ScreenHeaderProps {
  title: string;
  subtitle?: string;
  /** Shows a Refresh button that calls this. */
  onRefresh?: () => void;
  refreshing?: boolean;
  /** Buttons after Refresh (Add Space, Create Template, …). */
  actions?: ReactNode;
}

/** The title row every tab starts with. */
export function ScreenHeader({ title, subtitle, onRefresh, refreshing, actions }: ScreenHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
    >
      <Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {onRefresh && (
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing}>
            Refresh
          </Button>
        )}
        {actions}
      </Stack>
    </Stack>
  );
}

/** The filled "+ Add …" button that opens a screen's create dialog. */
export function AddButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {children}
    </Button>
  );
}
