import {
  teamPlanBookingFields,
  teamPurchaseErrors,
  teamPurchaseFieldErrors,
  teamPurchaseSchema,
  teamTotalKes,
  teamTotalText,
  typedSeats,
} from './team-purchase';

const TEAM = { seats: '3', companyName: 'Acme Ltd', kraPin: '' };
const SEATS_MESSAGE = 'Seats must be a whole number from 1 to 50';

describe("the subscribe dialog's team fields", () => {
  it('takes seats, a company name and no KRA PIN, and leaves the blank PIN out of the plan booking', () => {
    expect(teamPurchaseErrors(TEAM)).toEqual({});
    expect(teamPlanBookingFields(teamPurchaseSchema.parse(TEAM))).toEqual({ seats: 3, companyName: 'Acme Ltd' });
  });

  it('sends the company name trimmed and the KRA PIN in capitals', () => {
    const values = teamPurchaseSchema.parse({ seats: ' 12 ', companyName: ' Acme Ltd ', kraPin: ' p051234567x ' });
    expect(teamPlanBookingFields(values)).toEqual({ seats: 12, companyName: 'Acme Ltd', kraPin: 'P051234567X' });
  });

  it('asks for the company: a team membership is paid by one', () => {
    expect(teamPurchaseErrors({ ...TEAM, companyName: '  ' })).toEqual({
      companyName: 'Company name is required for a team membership',
    });
  });

  it('takes a whole number of seats from 1 to 50, in the words of the API', () => {
    for (const seats of ['1', '2', '50']) expect(teamPurchaseErrors({ ...TEAM, seats })).toEqual({});
    for (const seats of ['0', '51', '2.5', '-1', '', 'three'])
      expect(teamPurchaseErrors({ ...TEAM, seats })).toEqual({ seats: SEATS_MESSAGE });
  });

  it('refuses a KRA PIN of another shape, as the receipt fields do', () => {
    expect(teamPurchaseErrors({ ...TEAM, kraPin: 'P05123456X' })).toEqual({
      kraPin: 'KRA PIN must be a letter, nine digits and a letter, like P051234567X',
    });
  });

  it("puts the server's refusals under the team's fields, and leaves the others to the contact form", () => {
    expect(
      teamPurchaseFieldErrors({ companyName: 'Enter the company', email: 'Bad e-mail', seats: SEATS_MESSAGE }),
    ).toEqual([
      ['seats', SEATS_MESSAGE],
      ['companyName', 'Enter the company'],
    ]);
    expect(teamPurchaseFieldErrors(undefined)).toEqual([]);
  });
});

describe("a team's total before paying", () => {
  it('is the price times the seats, per period, in the storefront money format', () => {
    expect(teamTotalText({ price: '7000.00', period: 'monthly' }, 3)).toBe(
      'KSh 7,000 × 3 seats = KSh 21,000 per month',
    );
    expect(teamTotalText({ price: '10500.00', period: 'yearly' }, 1)).toBe('KSh 10,500 × 1 seat = KSh 10,500 per year');
  });

  it('is counted in cents: no float leaves a fraction behind', () => {
    expect(teamTotalKes('1999.99', 3)).toBe(5999.97);
    expect(teamTotalText({ price: '0.10', period: 'monthly' }, 3)).toBe('KSh 0.10 × 3 seats = KSh 0.30 per month');
  });

  it('is shown only for a valid seat count', () => {
    expect(typedSeats('4')).toBe(4);
    expect(typedSeats(' 4 ')).toBe(4);
    expect(typedSeats('0')).toBeUndefined();
    expect(typedSeats('')).toBeUndefined();
    expect(typedSeats(undefined)).toBeUndefined();
  });
});
