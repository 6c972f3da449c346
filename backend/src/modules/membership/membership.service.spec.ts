import { addVenueDays, BOOKING_HORIZON_MESSAGES, venueToday } from '@coworking/domain';
import { type ChangeNotices } from '../../common/changes/change-notices.js';
import { FakeUnitOfWork } from '../../common/database/fake-unit-of-work.js';
import { type Transaction } from '../../common/database/transaction.js';
import { type BusinessSettingsService, DEFAULT_BUSINESS_SETTINGS } from '../../common/settings/business-settings.js';
import { type CreateMembershipPlanDto, type CreatePlanBookingDto } from './dto/membership.dto.js';
import { MembershipPlan } from './entities/membership-plan.entity.js';
import { PlanBooking } from './entities/plan-booking.entity.js';
import { MembershipError } from './membership.errors.js';
import { MEMBERSHIP_MESSAGES } from './membership.messages.js';
import { type MembershipRepository } from './membership.repository.js';
import { type CompaniesService } from './teams/companies.service.js';
import { MembershipService } from './membership.service.js';
import { type PlanBookingsRepository } from './plan-bookings.repository.js';

type PlansPart = Pick<
  MembershipRepository,
  | 'livePlan'
  | 'livePlanExists'
  | 'addPlan'
  | 'nextPlanNumbers'
  | 'lockPlan'
  | 'bookingsHoldingPlan'
  | 'dropUnpaidCheckouts'
  | 'deletePlan'
  | 'deleteMatrixCells'
  | 'featureExists'
  | 'deleteFeature'
  | 'upsertCell'
>;

/** Plans by id, with what each transaction locked and wrote; `holding` and `history` answer the deletion checks. */
class FakePlans implements PlansPart {
  readonly rows = new Map<string, MembershipPlan>();
  readonly added: MembershipPlan[] = [];
  readonly locks: { tx: Transaction; id: string; mode: 'update' | 'share' }[] = [];
  readonly deleted: string[] = [];
  readonly cellsDropped: string[] = [];
  readonly features = new Set<string>(['feature-1']);
  readonly cells: string[] = [];
  holding = 0;
  history = 0;

  async livePlan(_tx: Transaction, id: string) {
    const plan = this.rows.get(id);
    return plan && !plan.deletedAt ? plan : null;
  }
  async livePlanExists(id: string) {
    return Boolean(await this.livePlan({} as Transaction, id));
  }
  addPlan(_tx: Transaction, plan: MembershipPlan) {
    this.added.push(plan);
  }
  async nextPlanNumbers() {
    return { number: 7, displayOrder: 4 };
  }
  async lockPlan(tx: Transaction, id: string, mode: 'update' | 'share') {
    this.locks.push({ tx, id, mode });
    return this.rows.get(id) ?? null;
  }
  async bookingsHoldingPlan() {
    return this.holding;
  }
  async dropUnpaidCheckouts() {
    return this.history;
  }
  async deletePlan(_tx: Transaction, id: string) {
    this.deleted.push(id);
  }
  async deleteMatrixCells(_tx: Transaction, id: string) {
    this.cellsDropped.push(id);
  }
  async featureExists(id: string) {
    return this.features.has(id);
  }
  async deleteFeature(id: string) {
    return this.features.delete(id) ? 1 : 0;
  }
  async upsertCell(featureId: string, planId: string, value: string) {
    this.cells.push(`${featureId}/${planId}=${value}`);
    return 'cell-1';
  }
}

class FakePlanBookings implements Pick<PlanBookingsRepository, 'add' | 'byId'> {
  readonly rows = new Map<string, PlanBooking>();
  readonly added: { tx: Transaction; booking: PlanBooking }[] = [];

  add(tx: Transaction, booking: PlanBooking) {
    this.added.push({ tx, booking });
  }
  async byId(_tx: Transaction, id: string) {
    return this.rows.get(id) ?? null;
  }
}

function plan(fields: Partial<MembershipPlan> = {}): MembershipPlan {
  return Object.assign(new MembershipPlan('Flexible', '10000.00'), { id: 'plan-1', ...fields });
}

function setUp() {
  const plans = new FakePlans();
  const bookings = new FakePlanBookings();
  const unitOfWork = new FakeUnitOfWork();
  const settings = { get: async () => ({ ...DEFAULT_BUSINESS_SETTINGS, bookAheadDays: 30 }) };
  const service = new MembershipService(
    plans as unknown as MembershipRepository,
    bookings as unknown as PlanBookingsRepository,
    unitOfWork.asUnitOfWork(),
    settings as unknown as BusinessSettingsService,
    {} as CompaniesService,
    { announce: async () => undefined } as unknown as ChangeNotices,
  );
  return { plans, bookings, unitOfWork, service };
}

const tomorrow = () => addVenueDays(venueToday(), 1);
const checkout = (fields: Partial<CreatePlanBookingDto> = {}) =>
  ({
    planId: 'plan-1',
    firstName: 'Amina',
    lastName: 'Otieno',
    email: 'Amina@Example.COM',
    phone: '+254700000001',
    startDate: tomorrow(),
    ...fields,
  }) as CreatePlanBookingDto;

describe('MembershipService', () => {
  describe('a visitor starting a membership', () => {
    it('writes a pending plan booking on the locked plan, with the e-mail in lower case', async () => {
      const { plans, bookings, unitOfWork, service } = setUp();
      plans.rows.set('plan-1', plan());
      const booking = await service.createPlanBooking(checkout());
      expect(booking).toMatchObject({ subscriptionStatus: 'pending', startDate: tomorrow(), periodNumber: 0 });
      expect(booking.contact.email).toBe('amina@example.com');
      expect(booking.plan.id).toBe('plan-1');
      expect(plans.locks).toEqual([{ tx: unitOfWork.tx, id: 'plan-1', mode: 'share' }]);
      expect(bookings.added).toEqual([{ tx: unitOfWork.tx, booking }]);
      expect(unitOfWork.commits).toBe(1);
    });

    it.each([
      ['in the past', () => addVenueDays(venueToday(), -1), BOOKING_HORIZON_MESSAGES.pastDate],
      ['beyond the book-ahead days', () => addVenueDays(venueToday(), 31), 'Bookings open up to 30 days ahead'],
    ])('refuses a start date %s (400) before touching the plan', async (_case, startDate, message) => {
      const { plans, bookings, unitOfWork, service } = setUp();
      plans.rows.set('plan-1', plan());
      const refusal = service.createPlanBooking(checkout({ startDate: startDate() }));
      await expect(refusal).rejects.toThrow(MembershipError);
      await expect(refusal).rejects.toMatchObject({ code: 'start-date-not-bookable', kind: 'invalid' });
      await expect(refusal).rejects.toThrow(message);
      expect(plans.locks).toEqual([]);
      expect(bookings.added).toEqual([]);
      expect(unitOfWork.commits + unitOfWork.rollbacks).toBe(0);
    });

    it.each([
      ['there is no such plan', undefined],
      ['the plan was deleted', plan({ deletedAt: new Date() })],
    ])('answers 404 when %s', async (_case, row) => {
      const { plans, bookings, unitOfWork, service } = setUp();
      if (row) plans.rows.set('plan-1', row);
      await expect(service.createPlanBooking(checkout())).rejects.toMatchObject({
        code: 'plan-not-found',
        kind: 'not-found',
        message: MEMBERSHIP_MESSAGES.planNotFound,
      });
      expect(bookings.added).toEqual([]);
      expect(unitOfWork.rollbacks).toBe(1);
    });

    it.each([
      ['inactive', { isActive: false, isAvailable: false }],
      ['not available for booking', { isAvailable: false }],
    ])('refuses (409) a plan that is %s', async (_case, fields) => {
      const { plans, bookings, service } = setUp();
      plans.rows.set('plan-1', plan(fields));
      await expect(service.createPlanBooking(checkout())).rejects.toMatchObject({
        code: 'plan-not-available',
        kind: 'conflict',
        message: MEMBERSHIP_MESSAGES.planNotAvailable,
      });
      expect(bookings.added).toEqual([]);
    });
  });

  describe('the plan booking a first payment prices', () => {
    function withBooking(status: PlanBooking['subscriptionStatus'], planFields: Partial<MembershipPlan> = {}) {
      const context = setUp();
      const onPlan = plan(planFields);
      context.plans.rows.set('plan-1', onPlan);
      const booking = new PlanBooking(
        onPlan,
        { firstName: 'A', lastName: 'O', email: 'a@o.ke', phone: '1' },
        '2026-12-01',
      );
      booking.subscriptionStatus = status;
      context.bookings.rows.set(booking.id, booking);
      return { ...context, booking };
    }

    it('hands out a pending booking and keeps its plan locked in the caller’s transaction', async () => {
      const { plans, service, booking } = withBooking('pending');
      const tx = { caller: 'transaction' } as unknown as Transaction;
      await expect(service.planBookingForPayment(tx, booking.id)).resolves.toBe(booking);
      expect(plans.locks).toEqual([{ tx, id: 'plan-1', mode: 'share' }]);
    });

    it('answers 404 for an unknown booking', async () => {
      const { service } = setUp();
      await expect(service.planBookingForPayment({} as Transaction, 'missing')).rejects.toMatchObject({
        code: 'subscription-not-found',
        kind: 'not-found',
        message: MEMBERSHIP_MESSAGES.planBookingNotFound,
      });
    });

    it.each([
      ['a cancelled membership', 'cancelled', {}, 'membership-ended', MEMBERSHIP_MESSAGES.ended],
      ['an expired membership', 'expired', {}, 'membership-ended', MEMBERSHIP_MESSAGES.ended],
      ['an active membership', 'active', {}, 'membership-already-paid', MEMBERSHIP_MESSAGES.alreadyPaid],
      ['a non-renewing membership', 'non_renewing', {}, 'membership-already-paid', MEMBERSHIP_MESSAGES.alreadyPaid],
      [
        'a checkout on an inactive plan',
        'pending',
        { isActive: false, isAvailable: false },
        'plan-not-available',
        MEMBERSHIP_MESSAGES.planNotAvailable,
      ],
      [
        'a checkout on an unavailable plan',
        'pending',
        { isAvailable: false },
        'plan-not-available',
        MEMBERSHIP_MESSAGES.planNotAvailable,
      ],
      [
        'a checkout on a deleted plan',
        'pending',
        { deletedAt: new Date() },
        'plan-not-available',
        MEMBERSHIP_MESSAGES.planNotAvailable,
      ],
    ] as const)('refuses (409) %s', async (_case, status, planFields, code, message) => {
      const { service, booking } = withBooking(status, planFields);
      await expect(service.planBookingForPayment({} as Transaction, booking.id)).rejects.toMatchObject({
        code,
        kind: 'conflict',
        message,
      });
    });

    it('refuses (409) when the plan is gone by the time it is locked', async () => {
      const { plans, service, booking } = withBooking('pending');
      plans.rows.delete('plan-1');
      await expect(service.planBookingForPayment({} as Transaction, booking.id)).rejects.toMatchObject({
        code: 'plan-not-available',
        kind: 'conflict',
        message: MEMBERSHIP_MESSAGES.planNotAvailable,
      });
    });
  });

  describe('staff writing plans', () => {
    const newPlan = (fields: Partial<CreateMembershipPlanDto> = {}) =>
      ({
        name: 'Dedicated',
        price: '25000',
        period: 'monthly',
        features: [' WiFi ', 'WiFi', '', 'Locker'],
        ...fields,
      }) as CreateMembershipPlanDto;

    it('prices a new plan to the cent, numbers it after the last, and includes no allowance unless given', async () => {
      const { plans, unitOfWork, service } = setUp();
      const created = await service.createPlan(newPlan({ description: '  ', promoText: ' New ' }));
      expect(created).toMatchObject({
        name: 'Dedicated',
        price: '25000.00',
        features: ['WiFi', 'Locker'],
        number: 7,
        displayOrder: 4,
        isActive: true,
        isAvailable: true,
        description: null,
        promoText: 'New',
        deskDaysPerPeriod: 0,
        unlimitedDeskDays: false,
        meetingRoomHoursPerPeriod: 0,
        guestPassesPerPeriod: 0,
        memberDiscountPercent: 0,
      });
      expect(plans.added.map((added) => added.id)).toEqual([created.id]);
      expect(unitOfWork.commits).toBe(1);
    });

    it('keeps the number and order staff chose', async () => {
      const { service } = setUp();
      await expect(service.createPlan(newPlan({ number: 2, displayOrder: 1 }))).resolves.toMatchObject({
        number: 2,
        displayOrder: 1,
      });
    });

    it('refuses (400) an inactive plan that would be available, writing nothing', async () => {
      const { plans, service } = setUp();
      const refusal = service.createPlan(newPlan({ isActive: false }));
      await expect(refusal).rejects.toThrow(MembershipError);
      await expect(refusal).rejects.toMatchObject({
        code: 'inactive-plan-available',
        kind: 'invalid',
        message: MEMBERSHIP_MESSAGES.inactiveCannotBeAvailable,
        errors: { isAvailable: MEMBERSHIP_MESSAGES.inactiveCannotBeAvailable },
      });
      expect(plans.added).toEqual([]);
    });

    it('makes a deactivated plan unavailable, and refuses one made available while inactive', async () => {
      const { plans, service } = setUp();
      const row = plan({ price: '10000.00' });
      plans.rows.set('plan-1', row);
      await expect(service.updatePlan('plan-1', { isActive: false, price: '12000.5' })).resolves.toMatchObject({
        isActive: false,
        isAvailable: false,
        price: '12000.50',
      });
      await expect(service.updatePlan('plan-1', { isAvailable: true, name: 'Renamed' })).rejects.toMatchObject({
        code: 'inactive-plan-available',
        kind: 'invalid',
      });
      expect(row.name).toBe('Flexible');
    });

    it('answers 404 for editing a deleted plan', async () => {
      const { plans, service } = setUp();
      plans.rows.set('plan-1', plan({ deletedAt: new Date() }));
      await expect(service.updatePlan('plan-1', { name: 'x' })).rejects.toMatchObject({
        code: 'plan-not-found',
        kind: 'not-found',
      });
    });
  });

  describe('staff deleting a plan', () => {
    it('refuses (409) while memberships on it have not ended, deleting nothing', async () => {
      const { plans, unitOfWork, service } = setUp();
      plans.rows.set('plan-1', plan());
      plans.holding = 2;
      await expect(service.removePlan('plan-1')).rejects.toMatchObject({
        code: 'plan-has-members',
        kind: 'conflict',
        message: MEMBERSHIP_MESSAGES.planHasMembers('Flexible', 2),
      });
      expect(plans.locks.map((lock) => lock.mode)).toEqual(['update']);
      expect(plans.deleted).toEqual([]);
      expect(plans.cellsDropped).toEqual([]);
      expect(unitOfWork.rollbacks).toBe(1);
    });

    it('deletes a plan no membership ever named', async () => {
      const { plans, service } = setUp();
      plans.rows.set('plan-1', plan());
      await service.removePlan('plan-1');
      expect(plans.deleted).toEqual(['plan-1']);
    });

    it('hides a plan with ended memberships instead, out of the matrix', async () => {
      const { plans, service } = setUp();
      const row = plan();
      plans.rows.set('plan-1', row);
      plans.history = 3;
      await service.removePlan('plan-1');
      expect(plans.deleted).toEqual([]);
      expect(plans.cellsDropped).toEqual(['plan-1']);
      expect(row).toMatchObject({ isActive: false, isAvailable: false, deletedAt: expect.any(Date) });
    });

    it('answers 404 for a plan already deleted', async () => {
      const { plans, service } = setUp();
      plans.rows.set('plan-1', plan({ deletedAt: new Date() }));
      await expect(service.removePlan('plan-1')).rejects.toMatchObject({ code: 'plan-not-found', kind: 'not-found' });
    });
  });

  describe('the comparison matrix', () => {
    it('writes a cell only for a known feature and a plan not deleted', async () => {
      const { plans, service } = setUp();
      const cell = { comparisonFeatureId: 'feature-1', membershipPlanId: 'plan-1', value: 'Unlimited' };
      await expect(service.upsertCell(cell)).rejects.toMatchObject({
        code: 'plan-not-found',
        kind: 'not-found',
        message: MEMBERSHIP_MESSAGES.planNotFound,
      });
      await expect(service.upsertCell({ ...cell, comparisonFeatureId: 'nope' })).rejects.toMatchObject({
        code: 'feature-not-found',
        kind: 'not-found',
        message: MEMBERSHIP_MESSAGES.featureNotFound,
      });
      plans.rows.set('plan-1', plan());
      await expect(service.upsertCell(cell)).resolves.toEqual({ id: 'cell-1', ...cell });
      expect(plans.cells).toEqual(['feature-1/plan-1=Unlimited']);
    });

    it('answers 404 for deleting an unknown feature', async () => {
      const { service } = setUp();
      await service.removeFeature('feature-1');
      await expect(service.removeFeature('feature-1')).rejects.toMatchObject({
        code: 'feature-not-found',
        kind: 'not-found',
        message: MEMBERSHIP_MESSAGES.featureNotFound,
      });
    });
  });
});
