import { Box, CircularProgress, Typography } from '@mui/material';

/** Shown while the session is checked before a protected page (spec: 'Verifying access...'). */
export function VerifyingAccess() {
  return (
    <Box
      role="status"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress />
      <Typography color="text.secondary">Verifying access...</Typography>
    </Box>
  );
}
