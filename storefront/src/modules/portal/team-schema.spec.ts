import {
  seatCountError,
  seatHolderBody,
  seatHolderErrors,
  seatHolderFieldErrors,
  seatHolderSchema,
} from './team-schema';

const COLLEAGUE = { firstName: 'Achieng', lastName: 'Otieno', email: 'achieng@acme.example', phone: '' };
const SEATS_MESSAGE = 'Seats must be a whole number from 1 to 50';

describe('the form that gives or moves a seat', () => {
  it('takes a person with names and e-mail, the phone left blank and left out', () => {
    expect(seatHolderErrors(COLLEAGUE)).toEqual({});
    expect(seatHolderBody(seatHolderSchema.parse(COLLEAGUE))).toEqual({
      firstName: 'Achieng',
      lastName: 'Otieno',
      email: 'achieng@acme.example',
    });
  });

  it('sends a phone without the spaces people type', () => {
    expect(seatHolderBody(seatHolderSchema.parse({ ...COLLEAGUE, phone: '0712 345 678' })).phone).toBe('0712345678');
  });

  it('asks for what is missing in the checkout words', () => {
    expect(seatHolderErrors({})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
    });
    expect(seatHolderErrors({ ...COLLEAGUE, email: 'achieng@', phone: '12' })).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    });
  });

  it("puts the server's refusals under the fields they name", () => {
    const taken = 'achieng@acme.example already holds a seat in this team.';
    expect(seatHolderFieldErrors({ email: taken, seats: 'other' })).toEqual([['email', taken]]);
    expect(seatHolderFieldErrors(undefined)).toEqual([]);
  });
});

describe('a number of seats', () => {
  const tooMany = 'You pay for 3 seats now.';

  it('is a whole number from 1 up to the most allowed', () => {
    expect(seatCountError(3, tooMany, '1')).toBeUndefined();
    expect(seatCountError(3, tooMany, ' 3 ')).toBeUndefined();
    expect(seatCountError(3, tooMany, '4')).toBe(tooMany);
  });

  it('is refused in the words of the API when it is not a count from 1 to 50', () => {
    for (const seats of ['0', '', '1.5', 'two', '51']) expect(seatCountError(50, tooMany, seats)).toBe(SEATS_MESSAGE);
  });
});
