import { formatBookingDuration } from './duration';

describe('booking duration wording', () => {
  it.each([
    ['hot-desk', 1, '1 day'],
    ['dedicated-desk', 3, '3 days'],
    ['private-office', 2, '2 days'],
    ['day-pass', 1, '1 day'],
  ])('counts %s bookings in days (%i → %s)', (type, duration, text) => {
    expect(formatBookingDuration(type, duration)).toBe(text);
  });

  it.each([
    ['meeting-room', 2, '2 hours'],
    ['phone-booth', 1, '1 hour'],
    ['event-space', 10, '10 hours'],
    ['tour', 1, '1 hour'],
  ])('counts %s bookings in hours, however long (%i → %s)', (type, duration, text) => {
    expect(formatBookingDuration(type, duration)).toBe(text);
  });

  it('reads other types that name a day product in days', () => {
    expect(formatBookingDuration('Hot Desk Weekly', 5)).toBe('5 days');
    expect(formatBookingDuration('daily access', 1)).toBe('1 day');
    expect(formatBookingDuration('Dedicated Corner', 2)).toBe('2 days');
    expect(formatBookingDuration('Private Office Suite', 1)).toBe('1 day');
    expect(formatBookingDuration('day pass', 2)).toBe('2 days');
  });

  it('turns 8 or more hours of an unknown type into days, rounding up', () => {
    expect(formatBookingDuration('space', 8)).toBe('1 day');
    expect(formatBookingDuration('space', 9)).toBe('2 days');
    expect(formatBookingDuration('space', 16)).toBe('2 days');
  });

  it('keeps fewer than 8 hours of an unknown type in hours', () => {
    expect(formatBookingDuration('space', 7)).toBe('7 hours');
    expect(formatBookingDuration('space', 1)).toBe('1 hour');
  });

  it('treats a missing duration as 1', () => {
    expect(formatBookingDuration('meeting-room', undefined)).toBe('1 hour');
    expect(formatBookingDuration('hot-desk', null)).toBe('1 day');
  });
});
