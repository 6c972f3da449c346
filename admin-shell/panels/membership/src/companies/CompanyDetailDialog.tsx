import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Typography } from '@mui/material';
import { ConfirmDialog, DetailFields, formatDateTime, LoadError, SkeletonList, useAllowed } from 'admin-kit';
import { useId, useState } from 'react';
import { CompanyFormDialog } from './CompanyFormDialog';
import { CompanyPayments } from './CompanyPayments';
import { CompanyTeams } from './CompanyTeams';
import type { Company } from './company-types';
import { useCompanyDetail, useDeleteCompany } from './use-companies';

interface CompanyDetailDialogProps {
  /** The row clicked: its details show at once while the company is read in full. */
  row: Company;
  onClose: () => void;
}

function CompanyFields({ company }: { company: Company }) {
  return (
    <DetailFields
      fields={[
        { label: 'KRA PIN', value: company.kraPin ?? '—' },
        { label: 'Billing e-mail', value: company.billingEmail },
        { label: 'Phone', value: company.phone ?? '—' },
        { label: 'Address', value: company.address ?? '—' },
        { label: 'Live teams', value: company.liveTeams },
        { label: 'Seats paid', value: company.seats },
        { label: 'Added', value: formatDateTime(company.createdAt) },
        { label: 'Last changed', value: formatDateTime(company.updatedAt) },
      ]}
    />
  );
}

type Action = 'edit' | 'delete';

/** One company in full: its details, its team memberships with their seat holders, its payments; edit and delete. */
export function CompanyDetailDialog({ row, onClose }: CompanyDetailDialogProps) {
  const titleId = useId();
  const detail = useCompanyDetail(row);
  const mayEdit = useAllowed('memberships', 'edit');
  const [action, setAction] = useState<Action | null>(null);
  const closeAction = () => setAction(null);
  const company = detail.data ?? row;
  const { remove, busy: deleting } = useDeleteCompany(() => {
    closeAction();
    onClose();
  });

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{company.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {detail.isError && <LoadError error={detail.error} onRetry={() => detail.refetch()} />}
            <CompanyFields company={company} />
            <Divider />
            <Typography variant="subtitle2" component="h3">
              Team memberships
            </Typography>
            {detail.data ? (
              <CompanyTeams teams={detail.data.teams} />
            ) : (
              !detail.isError && <SkeletonList count={1} height={120} />
            )}
            <Divider />
            <Typography variant="subtitle2" component="h3">
              Payments
            </Typography>
            {detail.data ? (
              <CompanyPayments payments={detail.data.payments} teams={detail.data.teams} />
            ) : (
              !detail.isError && <SkeletonList count={2} height={36} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {mayEdit && (
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setAction('edit')}>
              Edit
            </Button>
          )}
          {mayEdit && (
            <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setAction('delete')}>
              Delete
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      {action === 'edit' && (
        <CompanyFormDialog company={company} onSaved={() => detail.refetch()} onClose={closeAction} />
      )}
      {action === 'delete' && (
        <ConfirmDialog
          open
          title="Delete Company"
          busy={deleting}
          onClose={closeAction}
          onConfirm={() => remove(company)}
        >
          Are you sure you want to delete “{company.name}”? A company that has had a team membership cannot be deleted:
          it is kept for its receipts. This action cannot be undone.
        </ConfirmDialog>
      )}
    </>
  );
}
