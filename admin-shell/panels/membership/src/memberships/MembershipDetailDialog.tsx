import CancelIcon from '@mui/icons-material/Block';
import GiftIcon from '@mui/icons-material/CardGiftcard';
import ExtendIcon from '@mui/icons-material/MoreTime';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Typography } from '@mui/material';
import { Badge, DetailFields, formatDateTime, formatVenueDate, LoadError, useAllowed } from 'admin-kit';
import { useId, useState } from 'react';
import { nextChargeText, paymentMethodText, periodText, planPriceText, statusBadge } from './membership-labels';
import type { Membership, MembershipStaffAction } from './membership-types';
import { MembershipPayments } from './MembershipPayments';
import { CancelMembershipDialog, CompMembershipDialog, ExtendMembershipDialog } from './StaffActionDialogs';
import { useMembership } from './use-memberships';

interface MembershipDetailDialogProps {
  /** The row clicked: shown at once while the membership is read afresh. */
  row: Membership;
  onClose: () => void;
}

function MembershipFields({ membership }: { membership: Membership }) {
  const status = statusBadge(membership.status);
  return (
    <DetailFields
      fields={[
        { label: 'Status', value: <Badge label={status.label} variant={status.variant} /> },
        { label: 'Plan', value: `${membership.planName} · ${planPriceText(membership)}` },
        { label: 'Member', value: membership.memberName },
        { label: 'E-mail', value: membership.email },
        { label: 'Phone', value: membership.phone },
        { label: 'Member since', value: formatVenueDate(membership.startDate) },
        { label: 'Current period', value: periodText(membership, formatVenueDate) },
        { label: 'Next charge', value: nextChargeText(membership, formatVenueDate) },
        { label: 'Payment method', value: paymentMethodText(membership.paymentMethod) },
        {
          label: 'Renews',
          value: membership.nextChargeDate
            ? membership.renewsAutomatically
              ? 'Automatically, by the saved card'
              : 'By a pay link e-mailed to the member'
            : 'No',
        },
        ...(membership.cancelledAt
          ? [
              { label: 'Cancelled', value: formatDateTime(membership.cancelledAt) },
              { label: 'Cancellation reason', value: membership.cancelReason ?? '—' },
            ]
          : []),
        { label: 'Created', value: formatDateTime(membership.createdAt) },
      ]}
    />
  );
}

/** One membership in full: its fields, its payments, and the staff actions the lifecycle and the admin allow. */
export function MembershipDetailDialog({ row, onClose }: MembershipDetailDialogProps) {
  const titleId = useId();
  const detail = useMembership(row);
  const mayEdit = useAllowed('memberships', 'edit');
  const [action, setAction] = useState<MembershipStaffAction | null>(null);
  const membership = detail.data ?? row;
  const offers = (staffAction: MembershipStaffAction) => mayEdit && membership.staffActions.includes(staffAction);
  const closeAction = () => setAction(null);

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          {membership.memberName} · {membership.planName}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {detail.isError && <LoadError error={detail.error} onRetry={() => detail.refetch()} />}
            <MembershipFields membership={membership} />
            <Divider />
            <Typography variant="subtitle2" component="h3">
              Payments
            </Typography>
            <MembershipPayments membershipId={membership.id} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {offers('extend') && (
            <Button variant="outlined" startIcon={<ExtendIcon />} onClick={() => setAction('extend')}>
              Extend
            </Button>
          )}
          {offers('comp') && (
            <Button variant="outlined" startIcon={<GiftIcon />} onClick={() => setAction('comp')}>
              Give a free period
            </Button>
          )}
          {offers('cancel') && (
            <Button color="error" variant="outlined" startIcon={<CancelIcon />} onClick={() => setAction('cancel')}>
              Cancel membership
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      {action === 'cancel' && <CancelMembershipDialog membership={membership} onClose={closeAction} />}
      {action === 'extend' && <ExtendMembershipDialog membership={membership} onClose={closeAction} />}
      {action === 'comp' && <CompMembershipDialog membership={membership} onClose={closeAction} />}
    </>
  );
}
