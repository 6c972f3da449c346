import {
  freeSeats,
  moveSeatText,
  nextPeriodSeatsText,
  noFreeSeatText,
  pricePerSeatText,
  seatGivenText,
  seatMovedText,
  seatPurchaseText,
  seatsAssignedText,
  seatsKeptText,
  seatsToAddAtMost,
  seatTakenBackText,
  takeBackText,
  type Team,
  teamIsUsable,
  teamNextChargeText,
  teamPeriodText,
} from './team-text';

const holder = (firstName: string) => ({
  id: `seat-${firstName}`,
  firstName,
  lastName: 'Otieno',
  email: `${firstName.toLowerCase()}@acme.example`,
  assignedAt: '2026-12-03T07:00:00.000Z',
});

/** Acme Ltd's team: 3 seats of a KSh 7,000 monthly plan for December, 2 of them held. */
const TEAM: Team = {
  id: '0d3f7a52-1b6e-4c1a-9a43-5d2b8c1e7f00',
  companyId: '6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  companyName: 'Acme Ltd',
  kraPin: 'P051234567X',
  planName: 'Hot Desk',
  period: 'monthly',
  pricePerSeatKes: '7000.00',
  status: 'active',
  statusLabel: 'Active',
  currentPeriodStart: '2026-12-01',
  currentPeriodEnd: '2027-01-01',
  seats: 3,
  seatsNextPeriod: null,
  holders: [holder('Achieng'), holder('Baraka')],
  nextChargeAmountKes: '21000.00',
  billingContactEmail: 'njeri@acme.example',
};

describe("a team's summary", () => {
  it('counts the seats held of those paid for', () => {
    expect(seatsAssignedText(TEAM)).toBe('2 of 3 seats assigned');
    expect(seatsAssignedText({ seats: 3, holders: [] })).toBe('0 of 3 seats assigned');
    expect(seatsAssignedText({ seats: 1, holders: [holder('Achieng')] })).toBe('1 of 1 seat assigned');
  });

  it('names the first and the last day of the period (its end is the first day not covered)', () => {
    expect(teamPeriodText(TEAM)).toBe('1 December 2026 to 31 December 2026');
    expect(teamPeriodText({ currentPeriodStart: null, currentPeriodEnd: null })).toBeNull();
  });

  it('prices a seat and the next charge for all the seats kept', () => {
    expect(pricePerSeatText(TEAM)).toBe('KSh 7,000 a month per seat');
    expect(teamNextChargeText(TEAM)).toBe('KSh 21,000 on 1 January 2027');
    expect(teamNextChargeText({ ...TEAM, nextChargeAmountKes: null })).toBeNull();
  });

  it('says how many seats the next period keeps and what they cost, once some are removed', () => {
    expect(nextPeriodSeatsText(TEAM)).toBeNull();
    expect(nextPeriodSeatsText({ ...TEAM, seatsNextPeriod: 2 })).toBe(
      'From 1 January 2027: 2 seats (KSh 14,000 a month)',
    );
    expect(seatsKeptText({ ...TEAM, seatsNextPeriod: 1 })).toBe('From 1 January 2027: 1 seat (KSh 7,000 a month).');
    expect(seatsKeptText(TEAM)).toBe('All 3 seats renew with the team.');
  });

  it('lets seats be changed while the team gives access, and not once it is pending or over', () => {
    for (const status of ['active', 'non_renewing', 'past_due']) expect(teamIsUsable({ status })).toBe(true);
    for (const status of ['pending', 'cancelled', 'expired']) expect(teamIsUsable({ status })).toBe(false);
  });
});

describe('giving seats', () => {
  it('offers the seats paid for and not held, no more than the next period keeps', () => {
    expect(freeSeats(TEAM)).toBe(1);
    expect(freeSeats({ ...TEAM, seatsNextPeriod: 2 })).toBe(0);
    expect(freeSeats({ ...TEAM, holders: [] })).toBe(3);
  });

  it('says why no seat is free, and what to do', () => {
    const full = { ...TEAM, holders: [holder('Achieng'), holder('Baraka'), holder('Chebet')] };
    expect(noFreeSeatText(full)).toBe('All 3 seats are assigned: add seats below, or move one from its holder.');
    expect(noFreeSeatText({ ...TEAM, seatsNextPeriod: 2 })).toBe(
      'The next period keeps 2 seats, and all of them are assigned: keep more seats below to give one.',
    );
  });

  it('announces a seat given, moved and taken back, and says what moving and taking back do first', () => {
    const achieng = holder('Achieng');
    const baraka = holder('Baraka');
    expect(seatGivenText(achieng)).toBe("Seat given to Achieng Otieno. We've e-mailed them a sign-in link.");
    expect(moveSeatText(achieng)).toBe(
      "Achieng Otieno loses access at once. The seat becomes the new holder's, and we e-mail them a sign-in link.",
    );
    expect(seatMovedText(achieng, baraka)).toBe(
      "The seat moved from Achieng Otieno to Baraka Otieno. We've e-mailed Baraka a sign-in link.",
    );
    expect(takeBackText(achieng)).toBe(
      'Achieng Otieno loses access at once. The seat stays paid for, free to give to someone else.',
    );
    expect(seatTakenBackText(achieng)).toBe("Achieng Otieno's seat is free again.");
  });
});

describe('buying seats', () => {
  it('offers up to 50 seats in all', () => {
    expect(seatsToAddAtMost(TEAM)).toBe(47);
    expect(seatsToAddAtMost({ seats: 50 })).toBe(0);
  });

  it("shows the server's price for the rest of the period", () => {
    expect(seatPurchaseText(4516.13)).toBe('KSh 4,516.13 for the rest of this period');
    expect(seatPurchaseText(7000)).toBe('KSh 7,000 for the rest of this period');
  });
});
