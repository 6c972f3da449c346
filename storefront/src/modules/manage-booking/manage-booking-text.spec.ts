import { formatVenueDate } from '../../ui/format';
import {
  billingCycleOfTime,
  cancellationDeadlineText,
  itemTimeText,
  type ManagedItem,
  type ManagedPayment,
  movableItem,
  movedText,
  moveTermsText,
  paymentChannelLabel,
  refundableCents,
  refundOnCancelText,
  refundStatusText,
  whenText,
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

describe('moving a booking through the manage link', () => {
  const deadlineText = 'Fri 4 Dec 2026, 08:00 (Nairobi time)';

  it('tells how the booking is billed from the time each row stores', () => {
    expect(billingCycleOfTime('10:00')).toBe('hourly');
    expect(billingCycleOfTime('All Day Access')).toBe('daily');
    expect(billingCycleOfTime('Monthly Access')).toBe('monthly');
  });

  it('says until when it can be moved, or could have been, and nothing for what never can be', () => {
    expect(moveTermsText({ status: 'confirmed', move: { allowed: true, deadlineText } })).toBe(
      `You can move it to another free date or time of the same space until ${deadlineText}. The price stays the same.`,
    );
    expect(moveTermsText({ status: 'confirmed', move: { allowed: false, deadlineText } })).toBe(
      `It could be moved online until ${deadlineText}.`,
    );
    expect(moveTermsText({ status: 'confirmed', move: { allowed: false, deadlineText: null } })).toBeNull();
    expect(moveTermsText({ status: 'cancelled', move: { allowed: false, deadlineText } })).toBeNull();
  });

  it('announces the new date and slot, and the updated confirmation', () => {
    expect(movedText({ date: '2026-12-08', time: '14:00' }, formatVenueDate)).toBe(
      'Your booking is moved to Tue, 8 Dec 2026 · 2:00 PM – 4:00 PM. An updated confirmation is on its way to your e-mail.',
    );
    expect(movedText({ date: '2026-12-08' }, formatVenueDate)).toBe(
      'Your booking is moved to Tue, 8 Dec 2026. An updated confirmation is on its way to your e-mail.',
    );
    expect(whenText('2026-12-08', 'All Day Access', formatVenueDate)).toBe('Tue, 8 Dec 2026 · All Day Access');
  });

  it('moves from the first row that is not cancelled', () => {
    const row = (id: string, status: ManagedItem['status']): ManagedItem => ({
      id,
      date: '2026-12-04',
      time: '10:00',
      duration: '2 hours',
      status,
      startsAt: '2026-12-04T10:00:00.000+03:00',
      endsAt: '2026-12-04T12:00:00.000+03:00',
    });
    expect(movableItem({ items: [row('a', 'cancelled'), row('b', 'confirmed')] })?.id).toBe('b');
    expect(movableItem({ items: [row('a', 'cancelled')] })).toBeUndefined();
  });
});
