import { venueInstant } from '@coworking/domain';
import { type Clock } from '../../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type AppConfig } from '../../../config/app-config.js';
import { type User } from '../../identity/entities/user.entity.js';
import { type MemberAccounts } from '../../identity/members/member-accounts.js';
import { type MailRequest, type MailService } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { type PaymentStartedDto } from '../../payment/dto/payment.dto.js';
import { type Payment } from '../../payment/entities/payment.entity.js';
import { type PaymentCheckouts } from '../../payment/payment-checkouts.service.js';
import { type PeriodOrder, type PeriodPayments } from '../../payment/renewals/period-payments.service.js';
import { type Company } from '../entities/company.entity.js';
import { type MembershipPlan } from '../entities/membership-plan.entity.js';
import { PlanBooking } from '../entities/plan-booking.entity.js';
import { MembershipError } from '../membership.errors.js';
import { TeamSeats } from './team-seats.service.js';
import { type TeamsRepository } from './teams.repository.js';

/**
 * A team's seats with the database, mail and Paystack replaced by fakes: who may manage them, the limits on giving,
 * moving and removing seats, what a moved seat leaves behind, and the price of seats added mid-period. The HTTP suite
 * (test/membership/team-memberships.e2e.spec.ts) proves the same on PostgreSQL, with the lock that keeps ten
 * parallel requests from taking one free seat twice and the trigger that keeps seats in step with their team.
 */

const TODAY = '2026-12-11';
const contact: User = {
  id: 'user-billing',
  email: 'billing@savannah.example',
  firstName: 'Njeri',
  lastName: 'Kamau',
} as User;
const stranger: User = { id: 'user-other', email: 'someone@else.example', firstName: 'Some', lastName: 'One' } as User;

function teamWith(fields: Partial<PlanBooking> = {}): PlanBooking {
  const plan = { id: 'plan-1', name: 'Hot Desk', price: '7000.00', period: 'monthly' } as MembershipPlan;
  const team = new PlanBooking(
    plan,
    { firstName: 'Njeri', lastName: 'Kamau', email: contact.email, phone: '+254712345678' },
    '2026-12-01',
  );
  Object.assign(team, {
    id: 'team-1',
    user: contact,
    company: { id: 'company-1', name: 'Savannah Labs', kraPin: 'P051234567X', billingEmail: contact.email } as Company,
    seats: 3,
    subscriptionStatus: 'active',
    periodNumber: 1,
    currentPeriodStart: '2026-12-01',
    currentPeriodEnd: '2027-01-01',
    ...fields,
  });
  return team;
}

class World {
  team: PlanBooking = teamWith();
  seats: PlanBooking[] = [];
  readonly staged: MailRequest[] = [];
  readonly opened: PeriodOrder[] = [];
  readonly unitOfWork = new FakeUnitOfWork({
    save: () => this.seats.map((seat) => ({ seat, released: seat.seatReleasedAt, status: seat.subscriptionStatus })),
    restore: (saved: { seat: PlanBooking; released: Date | null; status: PlanBooking['subscriptionStatus'] }[]) => {
      this.seats = saved.map(({ seat, released, status }) =>
        Object.assign(seat, { seatReleasedAt: released, subscriptionStatus: status }),
      );
    },
  });

  service(): TeamSeats {
    const held = () => this.seats.filter((seat) => seat.seatReleasedAt === null);
    const teams: Pick<TeamsRepository, 'lockTeam' | 'heldSeats' | 'heldSeatsOf' | 'add' | 'billedTo'> = {
      lockTeam: async (_tx, id) => (id === this.team.id ? this.team : null),
      heldSeats: async () => held(),
      heldSeatsOf: async (ids) => new Map(ids.map((id) => [id, id === this.team.id ? held() : []])),
      add: (_tx, seat) => void this.seats.push(seat),
      billedTo: async (member) => (member.id === contact.id ? [this.team] : []),
    };
    const members: Pick<MemberAccounts, 'ensure'> = {
      ensure: async (_tx, person) => ({ id: `user-${person.email}`, email: person.email }) as User,
    };
    const mail: Pick<MailService, 'stage' | 'dispatch'> = {
      stage: (_tx, request) => {
        this.staged.push(request as MailRequest);
        return request as unknown as MailOutbox;
      },
      dispatch: async () => undefined,
    };
    const periods: Pick<PeriodPayments, 'open'> = {
      open: (_tx, order) => {
        this.opened.push(order);
        return { ...order, targetId: order.planBookingId } as unknown as Payment;
      },
    };
    const checkouts: Pick<PaymentCheckouts, 'startPlanCheckout'> = {
      startPlanCheckout: async (payment, returnUrl) =>
        ({ amountCents: payment.amountCents, data: { authorization_url: returnUrl } }) as unknown as PaymentStartedDto,
    };
    return new TeamSeats(
      this.unitOfWork.asUnitOfWork(),
      teams as TeamsRepository,
      members as MemberAccounts,
      mail as MailService,
      periods as PeriodPayments,
      checkouts as PaymentCheckouts,
      { today: () => TODAY, now: () => venueInstant(TODAY, '09:00') } as Clock,
      { http: { publicUrl: 'https://coworking.example' } } as AppConfig,
    );
  }
}

const person = (first: string) => ({
  firstName: first,
  lastName: 'Mwangi',
  email: `${first.toLowerCase()}@team.example`,
});
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(MembershipError);
  return error as MembershipError;
};

describe('giving seats', () => {
  it('gives a seat that follows the team: same plan, status and period, the holder’s own account, and an e-mail', async () => {
    const world = new World();
    const answer = await world.service().assign(contact, 'team-1', person('Achieng'));
    expect(answer.holders.map((seat) => seat.email)).toEqual(['achieng@team.example']);
    const [seat] = world.seats;
    expect(seat).toMatchObject({
      team: world.team,
      plan: world.team.plan,
      user: { email: 'achieng@team.example' },
      subscriptionStatus: 'active',
      periodNumber: 1,
      currentPeriodStart: '2026-12-01',
      currentPeriodEnd: '2027-01-01',
    });
    expect(world.staged).toEqual([
      expect.objectContaining({
        template: 'team-seat-assigned',
        to: 'achieng@team.example',
        variables: expect.objectContaining({ companyName: 'Savannah Labs', assignedBy: 'Njeri Kamau' }),
      }),
    ]);
  });

  it('refuses a person who holds a seat already, and any seat past those paid for', async () => {
    const world = new World();
    world.team.seats = 2;
    const service = world.service();
    await service.assign(contact, 'team-1', person('Achieng'));
    expect(
      (await refusal(service.assign(contact, 'team-1', { ...person('Achieng'), email: 'ACHIENG@team.example' }))).code,
    ).toBe('seat-holder-taken');
    await service.assign(contact, 'team-1', person('Barasa'));
    const full = await refusal(service.assign(contact, 'team-1', person('Chege')));
    expect(full.message).toBe('All 2 seats are assigned: add a seat, or move one from its holder.');
    expect(world.seats).toHaveLength(2);
  });

  it('answers 404 to anyone but the billing contact, and refuses a team that gives no access', async () => {
    const world = new World();
    expect((await refusal(world.service().assign(stranger, 'team-1', person('Achieng')))).code).toBe('team-not-found');
    world.team.subscriptionStatus = 'expired';
    expect((await refusal(world.service().assign(contact, 'team-1', person('Achieng')))).code).toBe('team-not-active');
    expect(world.seats).toEqual([]);
  });
});

describe('moving and taking back seats', () => {
  it('ends the old holder’s seat now and gives a new one; the seats held stay within those paid for', async () => {
    const world = new World();
    const service = world.service();
    const given = await service.assign(contact, 'team-1', person('Achieng'));
    const moved = await service.move(contact, 'team-1', given.holders[0].id, person('Barasa'));
    expect(moved.holders.map((seat) => seat.email)).toEqual(['barasa@team.example']);
    const old = world.seats.find((seat) => seat.contact.email === 'achieng@team.example')!;
    expect(old).toMatchObject({
      subscriptionStatus: 'cancelled',
      endedAt: expect.any(Date),
      seatReleasedAt: expect.any(Date),
    });
  });

  it('moves nothing when the seat goes to the person who holds it, and rolls back a move onto someone holding another seat', async () => {
    const world = new World();
    const service = world.service();
    const first = await service.assign(contact, 'team-1', person('Achieng'));
    await service.assign(contact, 'team-1', person('Barasa'));
    await service.move(contact, 'team-1', first.holders[0].id, person('Achieng'));
    expect(world.seats.filter((seat) => seat.seatReleasedAt === null)).toHaveLength(2);
    await refusal(service.move(contact, 'team-1', first.holders[0].id, person('Barasa')));
    // The refused move left Achieng's seat as it was.
    expect(world.seats.find((seat) => seat.contact.email === 'achieng@team.example')).toMatchObject({
      seatReleasedAt: null,
      subscriptionStatus: 'active',
    });
    expect(world.unitOfWork.rollbacks).toBe(1);
  });

  it('takes a seat back, leaving it paid for and free to give', async () => {
    const world = new World();
    const service = world.service();
    const given = await service.assign(contact, 'team-1', person('Achieng'));
    const after = await service.unassign(contact, 'team-1', given.holders[0].id);
    expect(after).toMatchObject({ seats: 3, holders: [] });
    expect((await refusal(service.unassign(contact, 'team-1', 'seat-unknown'))).code).toBe('seat-not-found');
  });
});

describe('seats from the next period', () => {
  it('keeps fewer seats from the next period, never fewer than are held, and the current number undoes it', async () => {
    const world = new World();
    const service = world.service();
    await service.assign(contact, 'team-1', person('Achieng'));
    await service.assign(contact, 'team-1', person('Barasa'));
    const tooFew = await refusal(service.keepSeats(contact, 'team-1', 1));
    expect(tooFew.message).toBe('2 seats are assigned: free a seat before removing it.');
    expect(await service.keepSeats(contact, 'team-1', 2)).toMatchObject({
      seats: 3,
      seatsNextPeriod: 2,
      nextChargeAmountKes: '14000.00',
    });
    // Only two may be held while the next period keeps two.
    expect((await refusal(service.assign(contact, 'team-1', person('Chege')))).code).toBe('seats-full');
    expect(await service.keepSeats(contact, 'team-1', 3)).toMatchObject({
      seatsNextPeriod: null,
      nextChargeAmountKes: '21000.00',
    });
    expect((await refusal(service.keepSeats(contact, 'team-1', 4))).code).toBe('seats-full');
  });
});

describe('buying seats for the rest of the period', () => {
  it('prices each seat at the share of the period left, invoiced to the company, and returns to the portal', async () => {
    const world = new World();
    const started = await world.service().buySeats(contact, 'team-1', 2);
    // 11 December to 1 January: 21 whole days of 31, for two seats (rounded down once, on the whole).
    const amountCents = Math.floor((2 * 700_000 * 21) / 31);
    expect(world.opened).toEqual([
      expect.objectContaining({
        planBookingId: 'team-1',
        periodNumber: 1,
        seatsAdded: 2,
        amountCents,
        companyName: 'Savannah Labs',
        kraPin: 'P051234567X',
      }),
    ]);
    expect(started.data.authorization_url).toBe('https://coworking.example/member-portal?seats-paid=team-1');
  });

  it('refuses more seats than a team holds, and a period with no whole day left', async () => {
    const world = new World();
    expect((await refusal(world.service().buySeats(contact, 'team-1', 48))).code).toBe('seats-full');
    world.team.currentPeriodEnd = TODAY;
    expect((await refusal(world.service().buySeats(contact, 'team-1', 1))).code).toBe('team-not-active');
    expect(world.opened).toEqual([]);
  });
});
