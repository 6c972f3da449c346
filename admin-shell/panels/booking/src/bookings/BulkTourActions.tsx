import { Button, Paper, Stack, Typography } from '@mui/material';
import { useProviderCommand, type TourDecision } from 'admin-kit';
import { useListContext, useRefresh } from 'react-admin';

function tourCount(count: number): string {
  return `${count} tour request${count === 1 ? '' : 's'}`;
}

/**
 * Approve or reject the selected tour requests at once. The server changes, audits and e-mails each as a single
 * status change does; those already in that status stay as they were.
 */
export function BulkTourActions() {
  const { selectedIds, onUnselectItems } = useListContext();
  // The bookings and the Overview's counts changed: everything shown is read again.
  const refresh = useRefresh();
  const decide = useProviderCommand(
    (dataProvider, decision: TourDecision) => dataProvider.decideTours(selectedIds.map(String), decision),
    {
      success: (changed, decision) => `${tourCount(changed)} ${decision}`,
      failure: 'Failed to update the tour requests',
      onSuccess: () => {
        onUnselectItems();
        refresh();
      },
    },
  );
  if (selectedIds.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} role="region" aria-label="Selected tour requests">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography sx={{ flexGrow: 1 }}>{tourCount(selectedIds.length)} selected</Typography>
        <Button color="success" variant="contained" disabled={decide.isPending} onClick={() => decide.call('approved')}>
          Approve selected
        </Button>
        <Button color="error" variant="outlined" disabled={decide.isPending} onClick={() => decide.call('rejected')}>
          Reject selected
        </Button>
        <Button disabled={decide.isPending} onClick={() => onUnselectItems()}>
          Clear selection
        </Button>
      </Stack>
    </Paper>
  );
}
