import { Stack, Typography } from '@mui/material';
import {
  Badge,
  DetailFields,
  DocumentDownload,
  LoadError,
  SkeletonList,
  useAllowed,
  type AdminBooking,
} from 'admin-kit';
import { useId } from 'react';
import { bookingPaymentState, cancellationRefundCents, mayHavePayment } from './booking-payment';
import { formatCents } from './money';
import { channelLabel, receiptUrl, refundStateBadge } from './payment-labels';
import { RefundsTable } from './RefundsTable';
import { usePaymentDetail, usePaymentsFor } from './use-payments';

/**
 * The payment of a booking's group, for admins who may see payments: the ledger rows paid for the group, and
 * the successful one in full (its refunds and what is left to refund).
 */
export function useBookingPayment(booking: AdminBooking) {
  const mayViewPayments = useAllowed('payments', 'view');
  const shown = mayViewPayments && mayHavePayment(booking);
  const rows = usePaymentsFor(booking.bookingGroupId ?? '', { enabled: shown });
  const state = rows.data ? bookingPaymentState(rows.data) : null;
  const detail = usePaymentDetail(state?.kind === 'paid' ? state.payment.id : null);
  /** What cancelling this row would refund; 0 until the payment's detail is known, or when nothing is left. */
  const refundOfferCents = detail.data ? cancellationRefundCents(booking.priceCents, detail.data.refundableCents) : 0;
  return { shown, rows, state, detail, refundOfferCents };
}

export type BookingPayment = ReturnType<typeof useBookingPayment>;

/** The Payment part of Manage Booking. */
export function BookingPaymentSection({ payment }: { payment: BookingPayment }) {
  const { rows, state, detail } = payment;
  const titleId = useId();
  const refunded = state?.kind === 'paid' ? refundStateBadge(state.payment) : null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }} component="section" aria-labelledby={titleId}>
      <Typography variant="subtitle2" component="h3" id={titleId}>
        Payment
      </Typography>
      {rows.isPending ? (
        <SkeletonList count={1} height={48} />
      ) : rows.isError ? (
        <LoadError error={rows.error} onRetry={() => rows.refetch()} />
      ) : state?.kind === 'paid' ? (
        <>
          <DetailFields
            fields={[
              { label: 'Reference', value: state.payment.reference },
              { label: 'Amount', value: formatCents(state.payment.amountCents) },
              { label: 'Channel', value: channelLabel(state.payment.channel) },
              {
                label: 'Receipt',
                value: (
                  <DocumentDownload
                    number={state.payment.receiptNumber}
                    href={receiptUrl(state.payment.id)}
                    kind="receipt"
                    sx={{ ml: -0.5 }}
                  />
                ),
              },
            ]}
          />
          {refunded && (
            <div>
              <Badge label={refunded.label} variant={refunded.variant} />
            </div>
          )}
          {detail.isPending ? (
            <SkeletonList count={1} height={36} />
          ) : detail.isError ? (
            <LoadError error={detail.error} onRetry={() => detail.refetch()} />
          ) : (
            <RefundsTable paymentId={detail.data.id} refunds={detail.data.refunds} compact />
          )}
        </>
      ) : state?.kind === 'pending' ? (
        <Typography color="text.secondary">Payment pending ({state.payment.reference})</Typography>
      ) : (
        <Typography color="text.secondary">Not paid</Typography>
      )}
    </Stack>
  );
}
