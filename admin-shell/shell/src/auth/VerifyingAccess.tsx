// Component modules, not '@mui/material' (shared with the panels as a whole): this shows before sign-in.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

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
