import { type QuotedSpace, quoteSelection, type Selection } from './booking-quote.js';
import { BookingError } from './booking.errors.js';

/** Tuesday 1 December 2026, 09:00 in Nairobi. */
const NOW = new Date('2026-12-01T06:00:00Z');
const FRIDAY = '2026-12-04';
const NEXT_FRIDAY = '2026-12-11';
const SATURDAY = '2026-12-05';

const space = (
  billingCycle: QuotedSpace['billingCycle'],
  rate: string | null = '1500.00',
  isAvailable = true,
): QuotedSpace => ({ billingCycle, rate, isAvailable });

/** The booking rule a quote is refused by (failing the test when it is not refused). */
function refusalOf(quoted: QuotedSpace, selection: Selection): BookingError {
  try {
    quoteSelection(quoted, selection, NOW);
  } catch (error) {
    if (error instanceof BookingError) return error;
    throw error;
  }
  throw new Error('Expected the quote to be refused');
}

describe('what a selection costs (the server quote a checkout charges)', () => {
  it('charges an hourly space its rate for each two-hour slot on each date', () => {
    const quote = quoteSelection(space('hourly'), { dates: [FRIDAY, NEXT_FRIDAY], slots: ['10:00', '14:00'] }, NOW);
    expect(quote.amountCents).toBe(1500_00 * 2 * 2 * 2);
    expect(quote.intervals.map((interval) => `${interval.date} ${interval.time}`)).toEqual([
      `${FRIDAY} 10:00`,
      `${FRIDAY} 14:00`,
      `${NEXT_FRIDAY} 10:00`,
      `${NEXT_FRIDAY} 14:00`,
    ]);
  });

  it('charges a daily space its rate per date, whatever slots were sent', () => {
    const quote = quoteSelection(
      space('daily', '1500.50'),
      { dates: [FRIDAY, SATURDAY, NEXT_FRIDAY], slots: ['10:00'] },
      NOW,
    );
    expect(quote.amountCents).toBe(1500_50 * 3);
    expect(quote.intervals.map((interval) => interval.time)).toEqual([
      'All Day Access',
      'All Day Access',
      'All Day Access',
    ]);
  });

  it('charges a monthly space its rate once, for a month from the start date', () => {
    const quote = quoteSelection(space('monthly', '35000.00'), { dates: [FRIDAY], slots: [] }, NOW);
    expect(quote.amountCents).toBe(35000_00);
    expect(quote.intervals).toEqual([
      expect.objectContaining({
        date: FRIDAY,
        time: 'Monthly Access',
        startAt: new Date('2026-12-03T21:00:00Z'),
        endAt: new Date('2027-01-03T21:00:00Z'),
      }),
    ]);
  });

  it('charges a slot named twice once', () => {
    expect(quoteSelection(space('hourly'), { dates: [FRIDAY], slots: ['10:00', '10:00'] }, NOW).amountCents).toBe(
      1500_00 * 2,
    );
  });

  it('prices a free space at 0, so the checkout confirms it without payment', () => {
    expect(quoteSelection(space('daily', '0.00'), { dates: [FRIDAY], slots: [] }, NOW).amountCents).toBe(0);
  });

  it('refuses a space that is switched off or has no price ("contact us")', () => {
    expect(refusalOf(space('daily', '1500.00', false), { dates: [FRIDAY], slots: [] })).toMatchObject({
      code: 'space-unavailable',
      kind: 'conflict',
      message: 'This space is not available for booking right now.',
    });
    expect(refusalOf(space('daily', null), { dates: [FRIDAY], slots: [] })).toMatchObject({
      code: 'space-unavailable',
      kind: 'conflict',
    });
  });

  it('asks for one start date for monthly access', () => {
    expect(refusalOf(space('monthly'), { dates: [FRIDAY, NEXT_FRIDAY], slots: [] })).toMatchObject({
      code: 'one-date-for-monthly',
      kind: 'invalid',
      message: 'Monthly access starts on one date. Please choose a single start date.',
    });
  });

  it('asks for a time slot for an hourly space, and only one the venue offers that day', () => {
    expect(refusalOf(space('hourly'), { dates: [FRIDAY], slots: [] })).toMatchObject({
      code: 'no-slots',
      kind: 'invalid',
      message: 'Please choose at least one time slot.',
    });
    expect(refusalOf(space('hourly'), { dates: [FRIDAY, SATURDAY], slots: ['06:00'] })).toMatchObject({
      code: 'unknown-slot',
      kind: 'invalid',
      message: '06:00 is not a bookable slot for this space.',
    });
    expect(refusalOf(space('hourly'), { dates: [FRIDAY], slots: ['10:30'] })).toMatchObject({
      code: 'unknown-slot',
      kind: 'invalid',
    });
  });

  it('refuses a slot that has started and a day that is over', () => {
    expect(refusalOf(space('hourly'), { dates: ['2026-12-01'], slots: ['08:00'] })).toMatchObject({
      code: 'start-not-bookable',
      kind: 'invalid',
      message: 'That time has already passed. Please choose a later time.',
    });
    expect(quoteSelection(space('hourly'), { dates: ['2026-12-01'], slots: ['10:00'] }, NOW).amountCents).toBe(
      1500_00 * 2,
    );
    expect(refusalOf(space('daily'), { dates: ['2026-11-30'], slots: [] })).toMatchObject({
      code: 'start-not-bookable',
      kind: 'invalid',
      message: 'Please choose today or a later date.',
    });
    expect(quoteSelection(space('daily'), { dates: ['2026-12-01'], slots: [] }, NOW).amountCents).toBe(1500_00);
  });
});
