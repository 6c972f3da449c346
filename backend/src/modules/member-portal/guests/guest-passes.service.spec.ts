import { venueInstant } from '@coworking/domain';
import { type Clock } from '../../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type CheckInCodesRepository } from '../../booking/check-in/check-in-codes.repository.js';
import { type User } from '../../identity/entities/user.entity.js';
import { VENUE_ADDRESS } from '../../mail/calendar/calendar-invite.js';
import { type MailRequest, type MailService } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { type SmsRequest, type SmsService } from '../../sms/sms.service.js';
import { type PlanBooking, type SubscriptionStatus } from '../../membership/entities/plan-booking.entity.js';
import { type AllowanceRepository } from '../allowance/allowance.repository.js';
import { GuestPass } from '../entities/guest-pass.entity.js';
import { ALLOWANCE_MESSAGES } from '../member-portal.messages.js';
import { type CreateGuestPassDto } from './dto/guest-pass.dto.js';
import { type GuestPassesRepository, type GuestVisit } from './guest-passes.repository.js';

import { GuestPassesService, visitDateText } from './guest-passes.service.js';

/**
 * Guest passes with the database and mail replaced by fakes: a period's passes, giving one back by cancelling, and
 * each refusal with what it says. The real-database suite (test/member-portal/guest-passes.e2e.spec.ts) proves the
 * same end to end, with the membership lock that keeps parallel invitations within the period's passes.
 */

const TODAY = '2026-12-09';
const PERIOD = { start: '2026-12-01', end: '2027-01-01' };
const host = { id: 'member-1', email: 'wambui@example.co.ke', firstName: 'Wambui', lastName: 'Host' } as User;

function membershipWith(
  fields: {
    status?: SubscriptionStatus;
    passes?: number;
    previousPeriodStart?: string | null;
    start?: string;
    end?: string;
  } = {},
): PlanBooking {
  return {
    id: 'membership-1',
    subscriptionStatus: fields.status ?? 'active',
    previousPeriodStart: fields.previousPeriodStart ?? null,
    currentPeriodStart: fields.start ?? PERIOD.start,
    currentPeriodEnd: fields.end ?? PERIOD.end,
    contact: { firstName: 'Wambui', lastName: 'Contact', email: host.email, phone: '+254700000002' },
    plan: { name: 'Flexible', guestPassesPerPeriod: fields.passes ?? 2 },
  } as unknown as PlanBooking;
}

class World {
  membership: PlanBooking | null = membershipWith();
  readonly passes: GuestPass[] = [];
  readonly codes = new Map<string, string>();
  readonly checkedIn = new Set<string>();
  readonly staged: MailRequest[] = [];
  readonly dispatched: MailOutbox[][] = [];
  /** SMS asked for (the real service then checks the number's consent and the daily cap). */
  readonly texts: SmsRequest[] = [];
  readonly sms: Pick<SmsService, 'stage' | 'dispatch'> = {
    stage: async (_tx, request) => {
      this.texts.push(request);
      return null;
    },
    dispatch: async () => undefined,
  };
  locks = 0;
  readonly unitOfWork = new FakeUnitOfWork();

  service(today = TODAY) {
    const allowances: Pick<AllowanceRepository, 'lockMembership'> = {
      lockMembership: async () => {
        this.locks++;
        return this.membership;
      },
    };
    const passes: Pick<GuestPassesRepository, 'forHost' | 'lockForHost' | 'usedInPeriod' | 'add' | 'visits'> = {
      forHost: async (member) =>
        this.passes.filter((pass) => pass.host.id === member.id).sort((a, b) => b.date.localeCompare(a.date)),
      lockForHost: async (_tx, member, id) =>
        this.passes.find((pass) => pass.id === id && pass.host.id === member.id) ?? null,
      // As the SQL counts: passes of the period not cancelled.
      usedInPeriod: async (planBookingId, periodStart) =>
        this.passes.filter(
          (pass) =>
            pass.planBooking.id === planBookingId && pass.periodStart === periodStart && pass.cancelledAt === null,
        ).length,
      add: (_tx, pass) => {
        const made = new GuestPass(
          pass.membership,
          { id: pass.hostId } as User,
          pass.guest,
          pass.date,
          pass.periodStart,
        );
        this.passes.push(made);
        return made;
      },
      visits: async (ids) =>
        new Map<string, GuestVisit>(
          ids
            .filter((id) => this.codes.has(id))
            .map((id) => [id, { code: this.codes.get(id)!, checkedIn: this.checkedIn.has(id) }]),
        ),
    };
    const codes: Pick<CheckInCodesRepository, 'codeFor'> = {
      codeFor: async (_tx, _kind, id) => {
        if (!this.codes.has(id)) this.codes.set(id, `K7PM${String(this.codes.size + 1).padStart(4, '2')}`);
        return this.codes.get(id)!;
      },
    };
    const mail: Pick<MailService, 'stage' | 'dispatch'> = {
      stage: (_tx, request) => {
        this.staged.push(request);
        return request as unknown as MailOutbox;
      },
      dispatch: async (rows) => void this.dispatched.push(rows),
    };
    return new GuestPassesService(
      this.unitOfWork.asUnitOfWork(),
      allowances as AllowanceRepository,
      passes as GuestPassesRepository,
      codes as CheckInCodesRepository,
      mail as MailService,
      { today: () => today, now: () => venueInstant(today, '09:30') } as Clock,
      this.sms as SmsService,
    );
  }

  invite(date: string, today = TODAY) {
    return this.service(today).invite(host, guest(date));
  }
}

function guest(date: string): CreateGuestPassDto {
  return { firstName: 'Otieno', lastName: 'Guest', email: 'otieno@guests.example', phone: '+254722333444', date };
}

describe('inviting a guest', () => {
  it('makes a pass of the current period and e-mails the guest the visit, the address, the host and the code', async () => {
    const world = new World();

    const invited = await world.invite('2026-12-12');

    expect(invited).toEqual({
      id: world.passes[0].id,
      firstName: 'Otieno',
      lastName: 'Guest',
      email: 'otieno@guests.example',
      phone: '+254722333444',
      date: '2026-12-12',
      status: 'invited',
      checkInCode: 'K7PM-2221',
      createdAt: world.passes[0].createdAt.toISOString(),
    });
    expect(world.passes[0]).toMatchObject({ periodStart: PERIOD.start, host: { id: host.id }, cancelledAt: null });
    expect(world.staged).toEqual([
      {
        template: 'guest-pass',
        to: 'otieno@guests.example',
        variables: {
          firstName: 'Otieno',
          hostName: 'Wambui Host',
          date: visitDateText('2026-12-12'),
          address: VENUE_ADDRESS,
          checkInCode: 'K7PM-2221',
          checkInQr: 'cid:check-in-code',
        },
        attachments: [expect.objectContaining({ filename: 'check-in-K7PM2221.png', contentId: 'check-in-code' })],
      },
    ]);
    // Sent once the pass is committed, never before.
    expect(world.unitOfWork.commits).toBe(1);
    expect(world.dispatched).toEqual([world.staged]);
    expect(world.locks).toBe(1);
    // And texted to the phone the member gave, if that number consented to SMS.
    expect(world.texts).toEqual([
      {
        to: '+254722333444',
        template: 'guest-pass',
        variables: {
          firstName: 'Otieno',
          hostName: 'Wambui Host',
          date: visitDateText('2026-12-12'),
          checkInCode: 'K7PM-2221',
        },
      },
    ]);
  });

  it('texts nobody when the member gave no phone for the guest', async () => {
    const world = new World();
    await world.service().invite(host, { ...guest('2026-12-12'), phone: undefined });
    expect(world.texts).toEqual([]);
  });

  it("names the membership's contact as host when the member's profile has no name", async () => {
    const world = new World();
    await world.service().invite({ ...host, firstName: null, lastName: ' ' } as unknown as User, guest('2026-12-12'));
    expect(world.staged[0].variables).toMatchObject({ hostName: 'Wambui Contact' });
  });

  it("refuses guests beyond the period's passes, saying until when, and a cancelled visit gives its pass back", async () => {
    const world = new World();
    const first = await world.invite('2026-12-12');
    await world.invite('2026-12-13');

    await expect(world.invite('2026-12-14')).rejects.toMatchObject({
      code: 'guest-passes-used-up',
      kind: 'conflict',
      message: ALLOWANCE_MESSAGES.guestPassesUsedUp(2, '31 December 2026'),
    });
    expect(world.unitOfWork.rollbacks).toBe(1);

    const cancelled = await world.service().cancel(host, first.id);
    expect(cancelled.status).toBe('cancelled');

    expect((await world.invite('2026-12-14')).status).toBe('invited');
    expect(world.passes).toHaveLength(3);
  });

  it('refuses without a usable membership, or a plan without guest passes, with what to do', async () => {
    const world = new World();
    world.membership = null;
    await expect(world.invite('2026-12-12')).rejects.toMatchObject({
      code: 'no-allowance-to-spend',
      kind: 'conflict',
      message: ALLOWANCE_MESSAGES.noAllowance,
    });
    world.membership = membershipWith({ status: 'past_due' });
    await expect(world.invite('2026-12-12')).rejects.toMatchObject({
      code: 'guests-past-due',
      kind: 'conflict',
      message: ALLOWANCE_MESSAGES.pastDueGuests,
    });
    world.membership = membershipWith({ passes: 0 });
    await expect(world.invite('2026-12-12')).rejects.toMatchObject({
      code: 'no-guest-passes-in-plan',
      kind: 'conflict',
      message: ALLOWANCE_MESSAGES.noGuestPassesInPlan('Flexible'),
    });
    expect(world.passes).toEqual([]);
    expect(world.staged).toEqual([]);
  });

  it('takes only dates from today to the last day of the period', async () => {
    const world = new World();
    const outside = {
      code: 'guest-date-outside-period',
      kind: 'invalid',
      message: ALLOWANCE_MESSAGES.guestDateOutsidePeriod('9 December 2026', '31 December 2026'),
    };
    await expect(world.invite('2026-12-08')).rejects.toMatchObject(outside);
    await expect(world.invite(PERIOD.end)).rejects.toMatchObject(outside);
    expect((await world.invite(TODAY)).date).toBe(TODAY);
    expect((await world.invite('2026-12-31')).date).toBe('2026-12-31');
  });

  it('takes passes from the previous period while a period paid early has not begun', async () => {
    const world = new World();
    world.membership = membershipWith({ previousPeriodStart: PERIOD.start, start: PERIOD.end, end: '2027-02-01' });

    await world.invite('2026-12-30', '2026-12-28');
    expect(world.passes[0].periodStart).toBe(PERIOD.start);
    await expect(world.invite('2027-01-04', '2026-12-28')).rejects.toMatchObject({
      code: 'guest-date-outside-period',
      kind: 'invalid',
      message: ALLOWANCE_MESSAGES.guestDateOutsidePeriod('28 December 2026', '31 December 2026'),
    });
  });
});

describe("cancelling a guest's visit", () => {
  it("refuses another member's pass, a cancelled one, and a visit that is today or over", async () => {
    const world = new World();
    const pass = await world.invite('2026-12-12');
    const other = { ...host, id: 'member-2' } as User;

    await expect(world.service().cancel(other, pass.id)).rejects.toMatchObject({
      code: 'guest-pass-not-found',
      kind: 'not-found',
      message: ALLOWANCE_MESSAGES.guestNotFound,
    });
    await expect(world.service('2026-12-12').cancel(host, pass.id)).rejects.toMatchObject({
      code: 'guest-visit-started',
      kind: 'conflict',
      message: ALLOWANCE_MESSAGES.guestVisitStarted('12 December 2026'),
    });
    await world.service('2026-12-11').cancel(host, pass.id);
    await expect(world.service().cancel(host, pass.id)).rejects.toMatchObject({
      code: 'guest-visit-already-cancelled',
      kind: 'conflict',
      message: ALLOWANCE_MESSAGES.guestAlreadyCancelled,
    });
    expect(world.passes[0].cancelledAt).toEqual(venueInstant('2026-12-11', '09:30'));
  });
});

describe("the member's guests", () => {
  it('says which guests came, and makes a code for a pass that lacks one rather than show it blank', async () => {
    const world = new World();
    const came = await world.invite('2026-12-12');
    const expected = await world.invite('2026-12-13');
    world.checkedIn.add(came.id);
    world.codes.delete(expected.id);

    const listed = await world.service().list(host);

    expect(listed.map((pass) => [pass.id, pass.status])).toEqual([
      [expected.id, 'invited'],
      [came.id, 'checked-in'],
    ]);
    expect(listed[0].checkInCode).toBe(
      `${world.codes.get(expected.id)!.slice(0, 4)}-${world.codes.get(expected.id)!.slice(4)}`,
    );
  });
});
