import { bookingPaymentState, cancellationRefundCents, mayHavePayment } from './booking-payment';
import type { PaymentRow } from './payment-types';

function row(id: string, status: PaymentRow['status']): PaymentRow {
  return {
    id,
    reference: `SCH-${id}`,
    purpose: 'booking',
    targetId: 'group-1',
    targetLabel: 'Boardroom · 2026-12-04',
    customerName: 'Amina Otieno',
    email: 'amina@example.com',
    paystackTransactionId: null,
    channel: 'mobile_money',
    recordedBy: null,
    amountCents: 300000,
    feesCents: null,
    status,
    receivedCents: null,
    receivedCurrency: null,
    refundedCents: 0,
    pendingRefundCents: 0,
    refundState: 'none',
    receiptNumber: null,
    paidAt: null,
    createdAt: '2026-12-01T08:00:00Z',
    updatedAt: '2026-12-01T08:00:00Z',
  };
}

describe('a booking group’s payment', () => {
  it('is the successful payment, even after a newer failed attempt', () => {
    expect(bookingPaymentState([row('b', 'failed'), row('a', 'success')])).toMatchObject({
      kind: 'paid',
      payment: { id: 'a' },
    });
  });

  it('is pending while an attempt is in progress and none succeeded', () => {
    expect(bookingPaymentState([row('b', 'pending'), row('a', 'abandoned')])).toMatchObject({ kind: 'pending' });
  });

  it('is not paid with only failed attempts or none', () => {
    expect(bookingPaymentState([row('a', 'failed')])).toEqual({ kind: 'not-paid' });
    expect(bookingPaymentState([])).toEqual({ kind: 'not-paid' });
  });

  it('is looked for only on grouped bookings that are not tours', () => {
    expect(mayHavePayment({ type: 'meeting-room', bookingGroupId: 'g' })).toBe(true);
    expect(mayHavePayment({ type: 'tour', bookingGroupId: 'g' })).toBe(false);
    expect(mayHavePayment({ type: 'meeting-room', bookingGroupId: null })).toBe(false);
  });

  it('refunds a cancelled row its share, capped by what is left on the payment', () => {
    expect(cancellationRefundCents(150000, 300000)).toBe(150000);
    expect(cancellationRefundCents(150000, 100000)).toBe(100000);
    expect(cancellationRefundCents(150000, 0)).toBe(0);
    expect(cancellationRefundCents(null, 300000)).toBe(0);
  });
});
