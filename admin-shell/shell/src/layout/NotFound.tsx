import { Box, Button, Typography } from '@mui/material';
import { LinkBase, useBasename } from 'react-admin';

/** Any unknown admin path (spec: '404 Page Not Found'). */
export function NotFound() {
  const basename = useBasename();
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h2" gutterBottom>
        404 Page Not Found
      </Typography>
      <Button component={LinkBase} to={`${basename}/dashboard`} variant="contained">
        Back to the dashboard
      </Button>
    </Box>
  );
}

/** A tab route the signed-in admin may not open. */
export function AccessDenied() {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }} role="alert">
      <Typography variant="h5" component="h2" gutterBottom>
        Permission denied
      </Typography>
      <Typography color="text.secondary">Your role does not allow you to view this section.</Typography>
    </Box>
  );
}
