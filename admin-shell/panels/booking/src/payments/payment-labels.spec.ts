import {
  channelLabel,
  creditNoteUrl,
  receiptUrl,
  recorderLabel,
  refundStateBadge,
  requesterLabel,
} from './payment-labels';

const paid = { amountCents: 300000, refundedCents: 0, pendingRefundCents: 0 };

describe('payment labels', () => {
  it('says nothing about refunds when there were none', () => {
    expect(refundStateBadge({ ...paid, refundState: 'none' })).toBeNull();
  });

  it('says how much was refunded, and when it was all of it', () => {
    expect(refundStateBadge({ ...paid, refundedCents: 150000, refundState: 'partial' })).toEqual({
      label: 'KES 1,500 refunded',
      variant: 'outline',
    });
    expect(refundStateBadge({ ...paid, refundedCents: 300000, refundState: 'full' })?.label).toBe(
      'KES 3,000 refunded in full',
    );
  });

  it('says a refund is pending, after what already went back', () => {
    expect(refundStateBadge({ ...paid, pendingRefundCents: 50000, refundState: 'pending' })).toEqual({
      label: 'KES 500 refund pending',
      variant: 'warning',
    });
    expect(
      refundStateBadge({ ...paid, refundedCents: 100000, pendingRefundCents: 50000, refundState: 'pending' })?.label,
    ).toBe('KES 1,000 refunded, KES 500 refund pending');
  });

  it('calls mobile money M-Pesa', () => {
    expect(channelLabel('mobile_money')).toBe('M-Pesa');
    expect(channelLabel('card')).toBe('Card');
    expect(channelLabel('bank_transfer')).toBe('Bank transfer');
    expect(channelLabel('eft')).toBe('Eft');
    expect(channelLabel(null)).toBe('—');
  });

  it('names the channels staff record and who recorded them', () => {
    expect(['cash', 'mpesa', 'bank_transfer', 'complimentary'].map(channelLabel)).toEqual([
      'Cash',
      'M-Pesa (offline)',
      'Bank transfer',
      'Complimentary',
    ]);
    expect(recorderLabel({ recordedBy: 'frontdesk' })).toBe('Recorded by frontdesk');
    expect(recorderLabel({ recordedBy: null })).toBeNull();
  });

  it('names who asked for a refund', () => {
    expect(requesterLabel({ requestedBy: 'staff', requestedByUsername: 'wanjiku' })).toBe('wanjiku');
    expect(requesterLabel({ requestedBy: 'customer', requestedByUsername: null })).toBe('Customer');
    expect(requesterLabel({ requestedBy: 'system', requestedByUsername: null })).toBe('System');
  });

  it('links the receipt and credit note downloads on the API', () => {
    expect(receiptUrl('p1')).toBe('/api/admin/payments/p1/receipt');
    expect(creditNoteUrl('p1', 'r1')).toBe('/api/admin/payments/p1/refunds/r1/credit-note');
  });
});
