import {
  holderName,
  holderSinceText,
  paymentPurposeText,
  pricePerSeatText,
  seatsHeldText,
  seatsNextPeriodText,
  seatsPaidText,
  teamNextChargeText,
  teamPeriodText,
  teamStatusBadge,
} from './company-labels';

const asIs = (date: string) => date;
const holder = {
  id: 's1',
  firstName: 'Neema',
  lastName: 'Wafula',
  email: 'neema@example.com',
  assignedAt: '2026-11-28T08:00:00.000Z',
};

describe('team membership labels', () => {
  it('shows the status under the server’s label, coloured as a membership of that status', () => {
    expect(teamStatusBadge({ status: 'past_due', statusLabel: 'Payment overdue' })).toEqual({
      label: 'Payment overdue',
      variant: 'destructive',
    });
    expect(teamStatusBadge({ status: 'active', statusLabel: 'Active' })).toEqual({
      label: 'Active',
      variant: 'success',
    });
    expect(teamStatusBadge({ status: 'paused', statusLabel: 'Paused' })).toEqual({
      label: 'Paused',
      variant: 'secondary',
    });
  });

  it('prices a seat per period', () => {
    expect(pricePerSeatText({ pricePerSeatKes: '7000.00', period: 'monthly' })).toBe('KES 7,000 per seat / month');
    expect(pricePerSeatText({ pricePerSeatKes: '1500.50', period: 'weekly' })).toBe('KES 1,500.50 per seat');
  });

  it('counts the seats paid, the seats held of them, and the seats of the next period when fewer', () => {
    expect(seatsPaidText({ seats: 3, status: 'active' })).toBe('3 seats paid');
    expect(seatsPaidText({ seats: 1, status: 'past_due' })).toBe('1 seat paid');
    expect(seatsPaidText({ seats: 2, status: 'pending' })).toBe('2 seats awaiting payment');
    expect(seatsHeldText({ seats: 3, holders: [holder, holder] })).toBe('2 of 3 seats held');
    expect(seatsHeldText({ seats: 1, holders: [] })).toBe('0 of 1 seat held');
    expect(seatsNextPeriodText({ seats: 3, seatsNextPeriod: 2 })).toBe('2 seats from the next period');
    expect(seatsNextPeriodText({ seats: 3, seatsNextPeriod: 1 })).toBe('1 seat from the next period');
    expect(seatsNextPeriodText({ seats: 3, seatsNextPeriod: null })).toBeNull();
    expect(seatsNextPeriodText({ seats: 3, seatsNextPeriod: 3 })).toBeNull();
  });

  it('writes the period to its last day covered, the day before the renewal day, or that it has not started', () => {
    expect(teamPeriodText({ currentPeriodStart: '2026-11-01', currentPeriodEnd: '2026-12-01' }, asIs)).toBe(
      '2026-11-01 – 2026-11-30',
    );
    expect(teamPeriodText({ currentPeriodStart: null, currentPeriodEnd: null }, asIs)).toBe(
      'Not started (awaiting the first payment)',
    );
  });

  it('says what the next renewal charges and on which day, or that it is overdue, or nothing', () => {
    const renewing = { nextChargeAmountKes: '21000.00', currentPeriodEnd: '2026-12-01', status: 'active' };
    expect(teamNextChargeText(renewing, asIs)).toBe('KES 21,000 on 2026-12-01');
    expect(teamNextChargeText({ ...renewing, status: 'past_due' }, asIs)).toBe('KES 21,000, overdue since 2026-12-01');
    expect(teamNextChargeText({ ...renewing, currentPeriodEnd: null }, asIs)).toBe('KES 21,000');
    expect(teamNextChargeText({ ...renewing, nextChargeAmountKes: null, status: 'non_renewing' }, asIs)).toBe('—');
  });

  it('names a seat holder and the venue day their seat became theirs', () => {
    expect(holderName(holder)).toBe('Neema Wafula');
    // 21:30 in UTC is already the next day in Nairobi.
    expect(holderSinceText({ assignedAt: '2026-11-28T21:30:00.000Z' }, asIs)).toBe('2026-11-29');
    expect(holderSinceText({ assignedAt: '2026-11-28T08:00:00.000Z' }, asIs)).toBe('2026-11-28');
  });
});

describe('company payment labels', () => {
  it('says what a payment paid for: a period, or seats added mid-period', () => {
    expect(paymentPurposeText({ periodNumber: 2, seatsAdded: null })).toBe('Period 2');
    expect(paymentPurposeText({ periodNumber: null, seatsAdded: 2 })).toBe('2 seats added');
    expect(paymentPurposeText({ periodNumber: 1, seatsAdded: 1 })).toBe('1 seat added');
    expect(paymentPurposeText({ periodNumber: null, seatsAdded: null })).toBe('—');
  });
});
