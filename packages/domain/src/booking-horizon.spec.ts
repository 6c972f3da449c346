import {
  BOOKING_HORIZON_MESSAGES,
  bookingDateProblem,
  bookingStartProblem,
  lastBookableDate,
  slotHasStarted,
} from './booking-horizon.js';
import { containsWebAddress } from './contact-fields.js';

// Thursday 3 December 2026, 10:30 in Nairobi.
const NOW = new Date('2026-12-03T07:30:00Z');
const AHEAD = 180;

describe('when a booking may start', () => {
  it('refuses a start before today for every billing mode, monthly included', () => {
    for (const kind of ['hourly', 'daily', 'monthly', 'tour', 'membership'] as const)
      expect(bookingDateProblem(kind, '2026-11-13', AHEAD, NOW)).toBe(BOOKING_HORIZON_MESSAGES.pastDate);
  });

  it('counts today until its slots are over', () => {
    expect(bookingDateProblem('daily', '2026-12-03', AHEAD, NOW)).toBeNull();
    expect(bookingDateProblem('monthly', '2026-12-03', AHEAD, NOW)).toBeNull();
    const evening = new Date('2026-12-03T14:30:00Z'); // 17:30 in Nairobi
    expect(bookingDateProblem('daily', '2026-12-03', AHEAD, evening)).toBe(BOOKING_HORIZON_MESSAGES.todayOver);
    expect(bookingDateProblem('monthly', '2026-12-03', AHEAD, evening)).toBe(BOOKING_HORIZON_MESSAGES.todayOver);
    expect(bookingDateProblem('tour', '2026-12-03', AHEAD, evening)).toBe(BOOKING_HORIZON_MESSAGES.pastTime);
    // Weekday hourly slots start until 20:00, and a membership counts today all day.
    expect(bookingDateProblem('hourly', '2026-12-03', AHEAD, evening)).toBeNull();
    expect(bookingDateProblem('membership', '2026-12-03', AHEAD, new Date('2026-12-03T20:00:00Z'))).toBeNull();
  });

  it('refuses a slot that has started, today only', () => {
    expect(slotHasStarted('2026-12-03', '10:00', NOW)).toBe(true);
    expect(slotHasStarted('2026-12-03', '11:00', NOW)).toBe(false);
    expect(bookingStartProblem('hourly', { dates: ['2026-12-04', '2026-12-03'], times: ['10:00'] }, AHEAD, NOW)).toBe(
      BOOKING_HORIZON_MESSAGES.pastTime,
    );
    expect(bookingStartProblem('hourly', { dates: ['2026-12-03'], times: ['11:00'] }, AHEAD, NOW)).toBeNull();
  });

  it('refuses a start past the book-ahead limit, naming the last date', () => {
    expect(lastBookableDate(AHEAD, NOW)).toBe('2027-06-01');
    expect(bookingDateProblem('daily', '2027-06-01', AHEAD, NOW)).toBeNull();
    expect(bookingDateProblem('daily', '2027-06-02', AHEAD, NOW)).toBe(
      'Bookings open up to 180 days ahead. Please choose a date up to 1 June 2027.',
    );
    expect(bookingStartProblem('daily', { dates: ['2026-12-04', '2099-12-31'] }, AHEAD, NOW)).toBe(
      BOOKING_HORIZON_MESSAGES.tooFarAhead(AHEAD, '2027-06-01'),
    );
  });
});

describe('names that carry a link', () => {
  it.each(['Claim prize at https://x.example', 'www.win', 'claim-prize.com', 'me@spam.example', 'Go HTTP://X'])(
    '%s is a web address',
    (name) => expect(containsWebAddress(name)).toBe(true),
  );
  it.each(['Wanjiku', 'J.R.', 'St. John', "O'Neil", 'Anne-Marie', 'Dr. Kamau'])('%s is a name', (name) =>
    expect(containsWebAddress(name)).toBe(false),
  );
});
