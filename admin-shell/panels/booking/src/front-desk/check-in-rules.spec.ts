import type { AdminSpace, CheckInVisit } from 'admin-kit';
import {
  arrivalsHeading,
  checkInFailureNotice,
  checkInNotice,
  codeToSend,
  dayPassSpaces,
  venueClock,
  visitStatusText,
  visitWhatWhen,
} from './check-in-rules';

const visit = (fields: Partial<CheckInVisit> = {}): CheckInVisit => ({
  code: 'ABCD-EFGH',
  kind: 'booking',
  reference: 'BK-1042',
  name: 'Amina Njeri',
  email: 'amina@example.com',
  phone: null,
  title: 'Hot Desk',
  time: 'All Day Access',
  hostName: null,
  checkedInAt: null,
  ...fields,
});

const space = (fields: Partial<AdminSpace>): AdminSpace =>
  ({
    id: fields.name ?? 's',
    name: 'Space',
    type: 'hot-desk',
    billingCycle: 'daily',
    isActive: true,
    displayOrder: null,
    ...fields,
  }) as AdminSpace;

describe('front desk: visits', () => {
  it('shows the check-in time on the Nairobi clock (UTC+3), or Expected', () => {
    expect(venueClock('2026-12-02T06:12:00.000Z')).toBe('09:12');
    expect(venueClock('2026-12-02T20:05:00.000Z')).toBe('23:05');
    expect(visitStatusText(visit({ checkedInAt: '2026-12-02T06:12:00.000Z' }))).toBe('Checked in at 09:12');
    expect(visitStatusText(visit())).toBe('Expected');
  });

  it('says what the visit is for and when', () => {
    expect(visitWhatWhen(visit())).toBe('Hot Desk · All Day Access');
    expect(visitWhatWhen(visit({ title: 'Meeting Room A', time: '10:00' }))).toBe('Meeting Room A · 10:00');
  });
});

describe('front desk: codes', () => {
  it('sends a typed or scanned code as stored, whatever its case, dashes or spaces', () => {
    expect(codeToSend('abcd-efgh')).toBe('ABCDEFGH');
    expect(codeToSend('  ABCD EFGH ')).toBe('ABCDEFGH');
    expect(codeToSend('ABCDEFGH')).toBe('ABCDEFGH');
  });

  it('refuses what cannot be a code before asking the server', () => {
    expect(codeToSend('')).toBeNull();
    expect(codeToSend('ABCD-EFG')).toBeNull();
    // 0, O, 1, I and L are not in the alphabet (look-alikes).
    expect(codeToSend('ABCD-EFG0')).toBeNull();
    expect(codeToSend('https://example.com/?ABCDEFGH')).toBeNull();
  });
});

describe('front desk: notices', () => {
  it('tells a first check-in (201) from a repeated one (200), naming the first time', () => {
    expect(
      checkInNotice({ visit: visit({ checkedInAt: '2026-12-02T06:12:00.000Z' }), alreadyCheckedIn: false }),
    ).toEqual({
      severity: 'success',
      title: 'Checked in',
      text: 'Amina Njeri (ABCD-EFGH), Hot Desk · All Day Access',
    });
    expect(
      checkInNotice({ visit: visit({ checkedInAt: '2026-12-02T06:12:00.000Z' }), alreadyCheckedIn: true }),
    ).toEqual({
      severity: 'info',
      title: 'Already checked in at 09:12',
      text: 'Amina Njeri (ABCD-EFGH), Hot Desk · All Day Access',
    });
  });

  it("passes the server's refusal on in its own words", () => {
    expect(checkInFailureNotice('This code is for Tue 2 Dec 2026, not today')).toEqual({
      severity: 'error',
      title: 'Not checked in',
      text: 'This code is for Tue 2 Dec 2026, not today',
    });
  });

  it('heads the list with the day it shows', () => {
    const format = (date: string) => `<${date}>`;
    expect(arrivalsHeading('2026-12-02', '2026-12-02', format)).toBe("Today's arrivals");
    expect(arrivalsHeading('2026-12-03', '2026-12-02', format)).toBe('Arrivals on <2026-12-03>');
  });
});

describe('front desk: day passes', () => {
  it('sells day passes for active daily spaces, desks first', () => {
    const spaces = [
      space({ name: 'Boardroom', type: 'meeting-room', billingCycle: 'hourly' }),
      space({ name: 'Event Hall', type: 'event-space', billingCycle: 'daily' }),
      space({ name: 'Dedicated Desk', type: 'dedicated-desk', billingCycle: 'daily' }),
      space({ name: 'Old Desk', type: 'hot-desk', isActive: false }),
      space({ name: 'Private Office', type: 'private-office', billingCycle: 'monthly' }),
      space({ name: 'Hot Desk', type: 'hot-desk', billingCycle: 'daily' }),
    ];
    expect(dayPassSpaces(spaces).map((s) => s.name)).toEqual(['Hot Desk', 'Dedicated Desk', 'Event Hall']);
  });
});
