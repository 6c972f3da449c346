import {
  nextChargeText,
  paymentMethodText,
  paymentStatusLabel,
  paymentStatusText,
  periodText,
  planPriceText,
  receiptUrl,
  statusBadge,
} from './membership-labels';

const asIs = (date: string) => date;

describe('membership labels', () => {
  it('names the payment method: the saved card by brand and last four, M-Pesa, or nothing yet', () => {
    expect(paymentMethodText({ channel: 'card', last4: '4081', brand: 'visa' })).toBe('Visa •••• 4081');
    expect(paymentMethodText({ channel: 'card', last4: '5555', brand: 'mastercard' })).toBe('Mastercard •••• 5555');
    expect(paymentMethodText({ channel: 'card', last4: '0005', brand: 'american express' })).toBe(
      'American Express •••• 0005',
    );
    expect(paymentMethodText({ channel: 'card', last4: '1234', brand: null })).toBe('Card •••• 1234');
    // A card Paystack would not charge again is not saved: the member pays by link.
    expect(paymentMethodText({ channel: 'card', last4: null, brand: null })).toBe('Card');
    expect(paymentMethodText({ channel: 'mobile_money', last4: null, brand: null })).toBe('M-Pesa');
    expect(paymentMethodText({ channel: null, last4: null, brand: null })).toBe('—');
  });

  it('shows the status under its domain name, overdue ones in red', () => {
    expect(statusBadge('past_due')).toEqual({ label: 'Payment overdue', variant: 'destructive' });
    expect(statusBadge('active')).toEqual({ label: 'Active', variant: 'success' });
    expect(statusBadge('non_renewing').label).toBe('Ends at period end');
  });

  it('prices the plan per period', () => {
    expect(planPriceText({ priceKes: '25000.00', period: 'monthly' })).toBe('KES 25,000 / month');
    expect(planPriceText({ priceKes: '1500.50', period: 'daily' })).toBe('KES 1,500.50 / day');
  });

  it('says when and how the next period is charged, or that it is overdue', () => {
    const renewing = { nextChargeDate: '2026-12-01', status: 'active' as const };
    expect(nextChargeText({ ...renewing, renewsAutomatically: true }, asIs)).toBe('2026-12-01 (card)');
    expect(nextChargeText({ ...renewing, renewsAutomatically: false }, asIs)).toBe('2026-12-01 (pay link)');
    expect(nextChargeText({ ...renewing, status: 'past_due', renewsAutomatically: true }, asIs)).toBe(
      'Overdue since 2026-12-01',
    );
    expect(nextChargeText({ nextChargeDate: null, status: 'non_renewing', renewsAutomatically: false }, asIs)).toBe(
      '—',
    );
  });

  it('writes the period, or that it has not started', () => {
    expect(periodText({ currentPeriodStart: '2026-11-01', currentPeriodEnd: '2026-12-01' }, asIs)).toBe(
      '2026-11-01 – 2026-12-01',
    );
    expect(periodText({ currentPeriodStart: null, currentPeriodEnd: null }, asIs)).toBe(
      'Not started (awaiting the first payment)',
    );
  });

  it('sums a payment up with its refunds', () => {
    expect(paymentStatusText({ status: 'success', refundedCents: 0, pendingRefundCents: 0 })).toBe('Paid');
    expect(paymentStatusText({ status: 'success', refundedCents: 50000, pendingRefundCents: 0 })).toBe(
      'Paid, KES 500 refunded',
    );
    expect(paymentStatusText({ status: 'success', refundedCents: 0, pendingRefundCents: 2100000 })).toBe(
      'Paid, KES 21,000 refund pending',
    );
    expect(paymentStatusText({ status: 'failed', refundedCents: 0, pendingRefundCents: 0 })).toBe('Failed');
  });

  it('names a payment status in a word, and one it does not know as the server does', () => {
    expect(paymentStatusLabel('success')).toBe('Paid');
    expect(paymentStatusLabel('rejected')).toBe('Rejected (wrong amount)');
    expect(paymentStatusLabel('on_hold')).toBe('On Hold');
  });

  it('downloads a receipt from the same origin', () => {
    expect(receiptUrl('a/b')).toBe('/api/admin/payments/a%2Fb/receipt');
  });
});
