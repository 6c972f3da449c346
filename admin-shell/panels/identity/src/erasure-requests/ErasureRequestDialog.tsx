import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Badge, ConfirmDialog, DetailFields, formatDateTime, useAllowed, useOutcomeToasts } from 'admin-kit';
import { useId, useState } from 'react';
import { useGetOne, useRefresh, useUpdate } from 'react-admin';
import type { AdminErasureRequest } from './erasure-request-types';
import { deadlineLabel, ERASES, erasedSummary, erasureStatusBadge, KEEPS, sourceLabel } from './erasure-request-labels';

/**
 * One erasure request: who asked, where, when, the deadline and why (if they said). Staff with privacy.edit complete
 * an open one after a confirmation naming what is erased and what tax law keeps; the answer counts what was erased.
 */
export function ErasureRequestDialog({
  request: opened,
  onClose,
}: {
  request: AdminErasureRequest;
  onClose: () => void;
}) {
  const titleId = useId();
  // The row as the list read it, then as its own route answers it (fresher), then as completing it left it.
  const { data: fetched } = useGetOne<AdminErasureRequest>('erasure-requests', { id: opened.id });
  const [completed, setCompleted] = useState<AdminErasureRequest | null>(null);
  const request = completed ?? fetched ?? opened;
  const mayComplete = useAllowed('privacy', 'edit');
  const [confirming, setConfirming] = useState(false);
  const [update, { isPending }] = useUpdate<AdminErasureRequest>();
  const toasts = useOutcomeToasts();
  const refresh = useRefresh();
  const badge = erasureStatusBadge(request);
  const deadline = deadlineLabel(request, new Date());

  const complete = () =>
    update(
      'erasure-requests',
      { id: request.id, data: { status: 'completed' }, previousData: request },
      toasts<AdminErasureRequest>({
        success: (done) => `Erasure request ${done.number} completed`,
        failure: 'Failed to complete the erasure',
        onSuccess: (done) => {
          setConfirming(false);
          setCompleted(done);
          refresh();
        },
      }),
    );

  return (
    <>
      <Dialog open onClose={isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <span>Erasure request {request.number}</span>
            <Badge label={badge.label} variant={badge.variant} />
          </Stack>
        </DialogTitle>
        <DialogContent>
          {request.overdue && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Past its legal deadline ({deadline}). The Data Protection Act gives 30 days.
            </Alert>
          )}
          <DetailFields
            fields={[
              { label: 'Person', value: request.subject },
              { label: 'Asked through', value: sourceLabel(request.source) },
              { label: 'Requested', value: formatDateTime(request.requestedAt) },
              {
                label: 'Due by',
                value: deadline ? `${formatDateTime(request.dueBy)} (${deadline})` : formatDateTime(request.dueBy),
              },
              { label: 'Completed', value: request.completedAt ? formatDateTime(request.completedAt) : '—' },
              { label: 'Completed by', value: request.completedBy ?? '—' },
            ]}
          />
          <Typography variant="subtitle2" sx={{ mt: 3 }}>
            Reason given
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }} color={request.reason ? undefined : 'text.secondary'}>
            {request.reason || 'None'}
          </Typography>
          {completed && (
            <Alert severity="success" sx={{ mt: 3 }} data-testid="erasure-result">
              Erased or anonymised: {erasedSummary(completed.erased)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          {mayComplete && request.status === 'requested' && (
            <Button
              color="error"
              variant="contained"
              startIcon={<DeleteForeverIcon />}
              disabled={isPending}
              onClick={() => setConfirming(true)}
            >
              Complete erasure
            </Button>
          )}
          <Button onClick={onClose} disabled={isPending}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={`Erase ${request.subject}'s data?`}
        confirmLabel="Erase now"
        busyLabel="Erasing..."
        busy={isPending}
        onClose={() => setConfirming(false)}
        onConfirm={complete}
      >
        <Typography component="p" sx={{ mb: 1.5 }}>
          {ERASES}
        </Typography>
        <Typography component="p" sx={{ mb: 1.5 }}>
          {KEEPS}
        </Typography>
        <Typography component="p">This cannot be undone.</Typography>
      </ConfirmDialog>
    </>
  );
}
