import { guestBody, guestErrors, guestFieldErrors, guestSchema } from './guest-schema';

const DECEMBER = { first: '2026-12-03', last: '2026-12-31' };
const GUEST = { firstName: 'Otieno', lastName: 'Ouma', email: 'otieno@example.com', phone: '', date: '2026-12-04' };

describe('the invite-a-guest form', () => {
  it('takes a guest with names, e-mail and a day of the period, the phone left blank', () => {
    expect(guestErrors(DECEMBER, GUEST)).toEqual({});
    expect(guestBody(guestSchema(DECEMBER).parse(GUEST))).toEqual({
      firstName: 'Otieno',
      lastName: 'Ouma',
      email: 'otieno@example.com',
      date: '2026-12-04',
    });
  });

  it('sends a phone without the spaces people type', () => {
    expect(guestBody(guestSchema(DECEMBER).parse({ ...GUEST, phone: '0712 345 678' })).phone).toBe('0712345678');
  });

  it('asks for what is missing in the checkout words', () => {
    expect(guestErrors(DECEMBER, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      date: 'Please choose the day of the visit.',
    });
    expect(guestErrors(DECEMBER, { ...GUEST, email: 'otieno@', phone: '12' })).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    });
  });

  it('refuses a day before today or after the period, naming the days it takes', () => {
    const message =
      'Please choose a day from 3 December 2026 to 31 December 2026: guest passes are for the current period.';
    expect(guestErrors(DECEMBER, { ...GUEST, date: '2026-12-02' })).toEqual({ date: message });
    expect(guestErrors(DECEMBER, { ...GUEST, date: '2027-01-01' })).toEqual({ date: message });
    expect(guestErrors(DECEMBER, { ...GUEST, date: '2026-12-31' })).toEqual({});
  });

  it("puts the server's refusals under the fields they name", () => {
    expect(guestFieldErrors({ email: 'Bad e-mail', spaceId: 'other' })).toEqual([['email', 'Bad e-mail']]);
    expect(guestFieldErrors(undefined)).toEqual([]);
  });
});
