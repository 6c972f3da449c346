import {
  cancellationDeadlineText,
  itemTimeText,
  type ManagedPayment,
  paymentChannelLabel,
  refundableCents,
  refundOnCancelText,
  refundStatusText,
} from './manage-booking-text';

const PAID: ManagedPayment = {
  reference: 'SCH-6F2A9C1D0B',
  status: 'success',
  amountCents: 300_000,
  refundedCents: 0,
  channel: 'card',
  paidAt: '2026-11-20T07:15:00.000Z',
  receiptNumber: 'SCH-2026-000123',
  receiptUrl: '/api/bookings/manage/token/receipt',
  refunds: [],
};

const refund = (status: ManagedPayment['refunds'][number]['status'], processedAt: string | null = null) => ({
  amountCents: 300_000,
  status,
  processedAt,
});

describe('the refund line of the manage page', () => {
  it('says a refund on its way is pending and when the money arrives, whatever Paystack calls it', () => {
    expect(refundStatusText(refund('pending'))).toBe('Refund of KSh 3,000 pending — arrives in 7 to 14 business days');
    expect(refundStatusText(refund('processing'))).toBe(
      'Refund of KSh 3,000 pending — arrives in 7 to 14 business days',
    );
  });

  it('says on which day (in Nairobi) a refund was processed', () => {
    expect(refundStatusText(refund('processed', '2026-11-27T22:30:00.000Z'))).toBe(
      'Refund of KSh 3,000 processed on 28 November 2026',
    );
  });

  it('says a failed refund is delayed and being looked into, not that it failed for good', () => {
    expect(refundStatusText(refund('failed'))).toMatch(/^Refund of KSh 3,000 delayed — our team/);
    expect(refundStatusText(refund('needs-attention'))).toMatch(/^Refund of KSh 3,000 delayed/);
  });

  it('shows cents only when there are any', () => {
    expect(refundStatusText({ ...refund('pending'), amountCents: 150_050 })).toMatch(/^Refund of KSh 1,500.50 /);
  });
});

describe('what cancelling would refund', () => {
  it('is what was paid, less refunds made or on their way (a failed one gives nothing back)', () => {
    expect(refundableCents(PAID)).toBe(300_000);
    expect(
      refundableCents({
        ...PAID,
        refunds: [
          {
            ...refund('processed'),
            amountCents: 100_000,
            id: 'a',
            requestedAt: '',
            creditNoteNumber: null,
            creditNoteUrl: null,
          },
          {
            ...refund('failed'),
            amountCents: 50_000,
            id: 'b',
            requestedAt: '',
            creditNoteNumber: null,
            creditNoteUrl: null,
          },
        ],
      }),
    ).toBe(200_000);
    expect(refundOnCancelText(PAID)).toBe(
      'KSh 3,000 will be refunded to the card or M-Pesa account you paid with, arriving in 7 to 14 business days.',
    );
  });

  it('is nothing for a free tour', () => {
    expect(refundableCents(null)).toBe(0);
    expect(refundOnCancelText(null)).toBe('Nothing is left to refund for this booking.');
  });
});

describe('the booking texts of the manage page', () => {
  it('names the payment channel as the payer knows it', () => {
    expect(paymentChannelLabel('card')).toBe('Card');
    expect(paymentChannelLabel('mobile_money')).toBe('M-Pesa');
    expect(paymentChannelLabel('pay_with_bank')).toBe('Pay with bank');
  });

  it('shows a slot as its venue start and end, and an access label as it is', () => {
    expect(itemTimeText({ time: '10:00', endsAt: '2026-12-04T12:00:00.000+03:00' })).toBe('10:00 AM – 12:00 PM');
    expect(itemTimeText({ time: 'All Day Access', endsAt: '2026-12-04T17:00:00.000+03:00' })).toBe('All Day Access');
  });

  it('says until when the booking can, or could, be cancelled', () => {
    const deadlineText = 'Fri 4 Dec 2026, 08:00 (Nairobi time)';
    const terms = (allowed: boolean) => ({ allowed, deadline: null, deadlineText, policy: '' });
    expect(cancellationDeadlineText({ status: 'confirmed', cancellation: terms(true) })).toBe(
      `You can cancel online until ${deadlineText}.`,
    );
    expect(cancellationDeadlineText({ status: 'confirmed', cancellation: terms(false) })).toBe(
      `It could be cancelled online until ${deadlineText}.`,
    );
    expect(cancellationDeadlineText({ status: 'cancelled', cancellation: terms(false) })).toBe(
      'This booking is cancelled.',
    );
  });
});
