import { allowanceBalance } from '@coworking/domain';
import { formatVenueDate } from '../../ui/format';
import {
  allowancePreview,
  allowancePreviewLines,
  type AllowanceView,
  bookedFromAllowanceText,
  slotsFreeOnEveryDate,
  type SpaceView,
} from './allowance-rules';

/** December 2026: 12 desk days of which 7 are used, 4 meeting-room hours of which 1 is used, 10% member discount. */
const FLEXIBLE: AllowanceView = {
  usable: true,
  periodStart: '2026-12-01',
  periodEnd: '2027-01-01',
  deskDays: allowanceBalance(12, 7),
  meetingRoomHours: allowanceBalance(4, 1),
  memberDiscountPercent: 10,
};
const HOT_DESK: SpaceView = { type: 'hot-desk', rate: '1500.00', billingCycle: 'daily' };
const BOARDROOM: SpaceView = { type: 'meeting-room', rate: '2000.00', billingCycle: 'hourly' };

describe('what a portal booking takes from the allowance, shown before confirming', () => {
  it('covers desk days of the period while some are left and says what is left afterwards', () => {
    const preview = allowancePreview(FLEXIBLE, HOT_DESK, { dates: ['2026-12-04', '2026-12-03'], times: [] });
    expect(preview).toMatchObject({
      kind: 'deskDays',
      coveredRows: 2,
      coveredDates: ['2026-12-03', '2026-12-04'],
      coveredUnits: 2,
      chargedRows: 0,
      chargedKes: 0,
      leftAfterText: '3 of 12 desk days left',
    });
  });

  it('charges the days beyond what is left at the member price, the earliest dates being covered first', () => {
    const almostUsed = { ...FLEXIBLE, deskDays: allowanceBalance(12, 11) };
    const preview = allowancePreview(almostUsed, HOT_DESK, { dates: ['2026-12-08', '2026-12-07'], times: [] });
    expect(preview.coveredDates).toEqual(['2026-12-07']);
    // KSh 1,500 less 10%.
    expect(preview).toMatchObject({ chargedRows: 1, chargedKes: 1350, leftAfterText: '0 of 12 desk days left' });
  });

  it('never covers a date after the period (it belongs to the next one), nor the day the period ends', () => {
    const preview = allowancePreview(FLEXIBLE, HOT_DESK, { dates: ['2026-12-31', '2027-01-01'], times: [] });
    expect(preview.coveredDates).toEqual(['2026-12-31']);
    expect(preview).toMatchObject({ chargedRows: 1, chargedKes: 1350 });
  });

  it('takes two meeting-room hours a slot and covers a slot whole or not at all', () => {
    const preview = allowancePreview(FLEXIBLE, BOARDROOM, { dates: ['2026-12-04'], times: ['14:00', '10:00'] });
    // 3 hours left: the 10:00 slot takes 2, the 14:00 slot would need 2 more of the 1 left.
    expect(preview).toMatchObject({
      kind: 'meetingRoomHours',
      coveredRows: 1,
      coveredUnits: 2,
      chargedRows: 1,
      // KSh 2,000 an hour × 2 hours, less 10%.
      chargedKes: 3600,
      leftAfterText: '1 of 4 meeting-room hours left',
    });
  });

  it('covers every day with unlimited desk days', () => {
    const unlimited = { ...FLEXIBLE, deskDays: allowanceBalance(0, 20, true) };
    const preview = allowancePreview(unlimited, HOT_DESK, { dates: ['2026-12-02', '2026-12-03'], times: [] });
    expect(preview).toMatchObject({ coveredRows: 2, chargedRows: 0, leftAfterText: 'Unlimited desk days' });
  });

  it('covers nothing while the membership is past due', () => {
    const pastDue = { ...FLEXIBLE, usable: false };
    const preview = allowancePreview(pastDue, HOT_DESK, { dates: ['2026-12-02'], times: [] });
    expect(preview).toMatchObject({ coveredRows: 0, chargedRows: 1, chargedKes: 1350 });
  });

  it('never covers monthly access or spaces outside the allowance, and asks nothing for a space without a rate', () => {
    const office: SpaceView = { type: 'private-office', rate: '30000.00', billingCycle: 'monthly' };
    expect(allowancePreview(FLEXIBLE, office, { dates: ['2026-12-02'], times: [] })).toMatchObject({
      kind: null,
      coveredRows: 0,
      chargedKes: 27000,
      leftAfterText: null,
    });
    const monthlyDesk: SpaceView = { type: 'dedicated-desk', rate: '20000.00', billingCycle: 'monthly' };
    expect(allowancePreview(FLEXIBLE, monthlyDesk, { dates: ['2026-12-02'], times: [] }).coveredRows).toBe(0);
    const unpriced: SpaceView = { type: 'event-space', rate: null, billingCycle: 'daily' };
    expect(allowancePreview(FLEXIBLE, unpriced, { dates: ['2026-12-02'], times: [] }).chargedKes).toBe(0);
  });
});

describe('the words of the preview and of the confirmation', () => {
  it('names what is covered, what is to pay at which price, and what is left', () => {
    const almostUsed = { ...FLEXIBLE, deskDays: allowanceBalance(12, 11) };
    const preview = allowancePreview(almostUsed, HOT_DESK, { dates: ['2026-12-03', '2026-12-04'], times: [] });
    expect(allowancePreviewLines(preview, 10, formatVenueDate)).toEqual({
      covered: 'Covered by your allowance: 1 desk day (Thu, 3 Dec 2026)',
      charged: 'To pay: KSh 1,350 for 1 booking at the member price, 10% off',
      left: 'Left afterwards: 0 of 12 desk days left',
    });
  });

  it('speaks of the usual price when the plan gives no discount', () => {
    const preview = allowancePreview(null, HOT_DESK, { dates: ['2026-12-03', '2026-12-04'], times: [] });
    expect(allowancePreviewLines(preview, 0, formatVenueDate)).toEqual({
      covered: null,
      charged: 'To pay: KSh 3,000 for 2 bookings at the usual price',
      left: null,
    });
  });

  it('says which dates the allowance covered once booked', () => {
    expect(bookedFromAllowanceText(['2026-12-03'], formatVenueDate)).toBe(
      'Covered by your allowance: Thu, 3 Dec 2026. Your confirmation and check-in code are on their way by e-mail.',
    );
  });
});

describe('the slots offered for several dates at once', () => {
  const now = new Date('2026-12-03T07:30:00Z'); // 10:30 in Nairobi
  const slots = (free: Record<string, number>) =>
    Object.entries(free).map(([time, count]) => ({
      time,
      available: count > 0,
      availableInstances: count,
      totalInstances: 2,
    }));

  it('offers a slot only when it is free on every date and has not started on any', () => {
    const result = slotsFreeOnEveryDate(
      ['2026-12-03', '2026-12-04'],
      [slots({ '10:00': 2, '12:00': 2, '14:00': 1 }), slots({ '10:00': 2, '12:00': 0, '14:00': 2 })],
      now,
    );
    expect(result).toEqual([
      { time: '10:00', available: false, availableInstances: 2, totalInstances: 2 },
      { time: '12:00', available: false, availableInstances: 0, totalInstances: 2 },
      { time: '14:00', available: true, availableInstances: 1, totalInstances: 2 },
    ]);
  });

  it('offers nothing until every date is known', () => {
    expect(slotsFreeOnEveryDate(['2026-12-04', '2026-12-05'], [slots({ '10:00': 1 }), undefined], now)).toEqual([]);
    expect(slotsFreeOnEveryDate([], [], now)).toEqual([]);
  });
});
