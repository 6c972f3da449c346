import DownloadIcon from '@mui/icons-material/Download';
import ManageIcon from '@mui/icons-material/EditCalendar';
import UndoIcon from '@mui/icons-material/Undo';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Typography } from '@mui/material';
import {
  Badge,
  DetailFields,
  formatDateTime,
  LoadError,
  SkeletonList,
  useAllowed,
  WHOLE_LIST,
  type AdminBooking,
} from 'admin-kit';
import { useId, useState } from 'react';
import { useGetList } from 'react-admin';
import { shortBookingId } from '../bookings/booking-status';
import { ManageBookingDialog } from '../bookings/ManageBookingDialog';
import { formatCents } from './money';
import {
  channelLabel,
  PAYMENT_STATUS_BADGE,
  purposeLabel,
  receiptUrl,
  refundAmountLabel,
  refundStateBadge,
} from './payment-labels';
import type { PaymentDetail, PaymentRow, Refund } from './payment-types';
import { HandBackDialog } from './HandBackDialog';
import { RefundDialog } from './RefundDialog';
import { RefundsTable } from './RefundsTable';
import { usePaymentDetail } from './use-payments';

interface PaymentDetailDialogProps {
  /** The ledger row clicked: its reference titles the dialog while the detail loads. */
  row: PaymentRow;
  onClose: () => void;
}

/** The bookings a payment paid for, as buttons opening Manage Booking when the admin may see bookings. */
function PaidFor({ payment, onManage }: { payment: PaymentDetail; onManage: (booking: AdminBooking) => void }) {
  const mayViewBookings = useAllowed('bookings', 'view');
  const isBooking = payment.purpose === 'booking';
  const bookings = useGetList<AdminBooking>('bookings', WHOLE_LIST, { enabled: mayViewBookings && isBooking });
  if (!isBooking) {
    return <Typography variant="body2">Plan booking {payment.planBookingId ?? payment.targetId}</Typography>;
  }
  const byId = new Map((bookings.data ?? []).map((booking) => [booking.id, booking]));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2">Booking group {shortBookingId(payment.targetId)}:</Typography>
      {payment.bookingIds.map((id) => {
        const booking = byId.get(id);
        return booking ? (
          <Button key={id} size="small" variant="outlined" startIcon={<ManageIcon />} onClick={() => onManage(booking)}>
            Booking #{shortBookingId(id)}
          </Button>
        ) : (
          <Typography key={id} variant="body2" component="span">
            #{shortBookingId(id)}
          </Typography>
        );
      })}
    </Stack>
  );
}

function PaymentDetailContent({ payment }: { payment: PaymentDetail }) {
  const status = PAYMENT_STATUS_BADGE[payment.status];
  const refunded = refundStateBadge(payment);
  return (
    <DetailFields
      fields={[
        {
          label: 'Status',
          value: (
            <Stack direction="row" spacing={1} component="span" useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Badge label={status.label} variant={status.variant} />
              {refunded && <Badge label={refunded.label} variant={refunded.variant} />}
            </Stack>
          ),
        },
        { label: 'Amount', value: formatCents(payment.amountCents) },
        ...(payment.receivedCents === null
          ? []
          : [
              {
                label: 'Charged by Paystack (refunded in full)',
                value: refundAmountLabel({
                  amountCents: payment.receivedCents,
                  currency: payment.receivedCurrency ?? 'KES',
                }),
              },
            ]),
        { label: 'Paystack fees', value: payment.feesCents === null ? '—' : formatCents(payment.feesCents) },
        { label: 'Can still be refunded', value: formatCents(payment.refundableCents) },
        { label: 'Channel', value: channelLabel(payment.channel) },
        { label: 'Recorded by', value: payment.recordedBy ?? '—' },
        { label: 'Paystack transaction', value: payment.paystackTransactionId ?? '—' },
        { label: 'Receipt number', value: payment.receiptNumber ?? '—' },
        { label: 'For', value: `${purposeLabel(payment.purpose)}: ${payment.targetLabel}` },
        { label: 'Customer', value: payment.customerName ?? '—' },
        { label: 'E-mail', value: payment.email },
        { label: 'Company', value: payment.companyName ?? '—' },
        { label: 'KRA PIN', value: payment.kraPin ?? '—' },
        { label: 'Created', value: formatDateTime(payment.createdAt) },
        { label: 'Paid', value: formatDateTime(payment.paidAt) },
      ]}
    />
  );
}

/** One payment in full: its fields, what it paid for, its refunds, the receipt, and the Refund action. */
export function PaymentDetailDialog({ row, onClose }: PaymentDetailDialogProps) {
  const titleId = useId();
  const detail = usePaymentDetail(row.id);
  const mayRefund = useAllowed('payments', 'refund');
  const [refunding, setRefunding] = useState(false);
  const [handingBack, setHandingBack] = useState<Refund | null>(null);
  const [managed, setManaged] = useState<AdminBooking | null>(null);
  const payment = detail.data;

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Payment {row.reference}</DialogTitle>
        <DialogContent>
          {detail.isPending ? (
            <SkeletonList count={4} height={40} />
          ) : detail.isError ? (
            <LoadError error={detail.error} onRetry={() => detail.refetch()} />
          ) : (
            <Stack spacing={2}>
              <PaymentDetailContent payment={detail.data} />
              <Divider />
              <Typography variant="subtitle2" component="h3">
                Paid for
              </Typography>
              <PaidFor payment={detail.data} onManage={setManaged} />
              <Divider />
              <Typography variant="subtitle2" component="h3">
                Refunds
              </Typography>
              <RefundsTable
                paymentId={detail.data.id}
                refunds={detail.data.refunds}
                onRecordHandBack={mayRefund ? setHandingBack : undefined}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {payment?.receiptNumber && (
            <Button
              component="a"
              href={receiptUrl(payment.id)}
              download
              startIcon={<DownloadIcon />}
              aria-label={`Download receipt ${payment.receiptNumber}`}
            >
              Download receipt
            </Button>
          )}
          {mayRefund && payment && payment.refundableCents > 0 && (
            <Button color="error" variant="outlined" startIcon={<UndoIcon />} onClick={() => setRefunding(true)}>
              Refund
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      {refunding && payment && <RefundDialog payment={payment} onClose={() => setRefunding(false)} />}
      {handingBack && payment && (
        <HandBackDialog payment={payment} refund={handingBack} onClose={() => setHandingBack(null)} />
      )}
      {managed && <ManageBookingDialog key={managed.id} booking={managed} onClose={() => setManaged(null)} />}
    </>
  );
}
