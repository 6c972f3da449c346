import { BOOKING_PAGE_TIMES, bookingPageErrors } from './booking-page-schema';

const VALID = {
  type: 'tour',
  dates: ['2026-12-03'],
  time: '10:00',
  duration: 1,
  firstName: 'Juma',
  lastName: 'Mwangi',
  email: 'juma@example.co.ke',
  phone: '0712345678',
};

describe('the booking page form', () => {
  it('accepts a complete tour request', () => {
    expect(bookingPageErrors(VALID)).toEqual({});
    expect(bookingPageErrors({ ...VALID, time: 'All Day Access' })).toEqual({});
    expect(bookingPageErrors({ ...VALID, time: 'Monthly Access', duration: undefined })).toEqual({});
  });

  it('speaks the spec messages for every rule', () => {
    expect(bookingPageErrors({ ...VALID, type: 'sauna' }).type).toBe('Invalid booking type');
    expect(bookingPageErrors({ ...VALID, dates: [] }).dates).toBe('At least one date is required');
    expect(
      bookingPageErrors({
        ...VALID,
        dates: Array.from({ length: 11 }, (_, day) => `2026-12-${String(day + 1).padStart(2, '0')}`),
      }).dates,
    ).toBe('Maximum 10 dates allowed');
    expect(bookingPageErrors({ ...VALID, dates: ['03/12/2026'] }).dates).toBe('Date must be in YYYY-MM-DD format');
    expect(bookingPageErrors({ ...VALID, dates: ['2026-12-03', '2026-12-03'] }).dates).toBe(
      'Duplicate dates are not allowed',
    );
    expect(bookingPageErrors({ ...VALID, time: '9am' }).time).toBe(
      "Time must be in HH:MM format, 'All Day Access', or 'Monthly Access'",
    );
    expect(bookingPageErrors({ ...VALID, duration: 0 }).duration).toBe('Duration must be between 1 and 24');
    expect(bookingPageErrors({ ...VALID, duration: 25 }).duration).toBe('Duration must be between 1 and 24');
    expect(bookingPageErrors({ ...VALID, firstName: ' ' }).firstName).toBe('First name is required');
    expect(bookingPageErrors({ ...VALID, lastName: '' }).lastName).toBe('Last name is required');
    expect(bookingPageErrors({ ...VALID, email: 'juma' }).email).toBe('Valid email is required');
    expect(bookingPageErrors({ ...VALID, phone: '' }).phone).toBe('Phone number is required');
  });

  it('offers hourly times from 09:00 to 17:00', () => {
    expect(BOOKING_PAGE_TIMES).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
  });
});
