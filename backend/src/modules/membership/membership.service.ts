import { bookingDateProblem } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { ChangeNotices } from '../../common/changes/change-notices.js';
import { type Transaction, UnitOfWork } from '../../common/database/transaction.js';
import { BusinessSettingsService } from '../../common/settings/business-settings.js';
import {
  type ComparisonFeatureDto,
  type ComparisonFeaturePlanDto,
  type CreateComparisonFeatureDto,
  type CreateMembershipPlanDto,
  type CreatePlanBookingDto,
  type MembershipPlanDto,
  type UpdateComparisonFeatureDto,
  type UpdateMembershipPlanDto,
  type UpsertComparisonFeaturePlanDto,
} from './dto/membership.dto.js';
import { type ComparisonFeaturePlan } from './entities/comparison-feature-plan.entity.js';
import { ComparisonFeature } from './entities/comparison-feature.entity.js';
import { MembershipPlan } from './entities/membership-plan.entity.js';
import { PlanBooking } from './entities/plan-booking.entity.js';
import { MEMBERSHIP_ERRORS } from './membership.errors.js';
import { MembershipRepository } from './membership.repository.js';
import { PlanBookingsRepository } from './plan-bookings.repository.js';
import { CompaniesService } from './teams/companies.service.js';

const unique = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

export function toPlanDto(plan: MembershipPlan): MembershipPlanDto {
  const {
    id,
    name,
    description,
    price,
    period,
    features,
    number,
    displayOrder,
    isActive,
    isAvailable,
    popular,
    isAdditional,
    promoText,
    deskDaysPerPeriod,
    unlimitedDeskDays,
    meetingRoomHoursPerPeriod,
    guestPassesPerPeriod,
    memberDiscountPercent,
  } = plan;
  return {
    id,
    name,
    description,
    price,
    period,
    features,
    number,
    displayOrder,
    isActive,
    isAvailable,
    popular,
    isAdditional,
    promoText,
    deskDaysPerPeriod,
    unlimitedDeskDays,
    meetingRoomHoursPerPeriod,
    guestPassesPerPeriod,
    memberDiscountPercent,
  };
}

const toFeatureDto = ({ id, name, displayOrder, isActive }: ComparisonFeature): ComparisonFeatureDto => ({
  id,
  name,
  displayOrder,
  isActive,
});
const toCellDto = (cell: ComparisonFeaturePlan): ComparisonFeaturePlanDto => ({
  id: cell.id,
  comparisonFeatureId: cell.comparisonFeature.id,
  membershipPlanId: cell.membershipPlan.id,
  value: cell.value,
});

/** The change notice of every write to plans, comparison features or the matrix's cells, once committed. */
export const MEMBERSHIP_CATALOGUE_CHANGED = 'membership-catalogue';

/** Plans, the comparison matrix and plan bookings (subscriptions). */
@Injectable()
export class MembershipService {
  constructor(
    private readonly plans: MembershipRepository,
    private readonly bookings: PlanBookingsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly settings: BusinessSettingsService,
    private readonly companies: CompaniesService,
    private readonly notices: ChangeNotices,
  ) {}

  /** After a committed change to plans or the matrix, every process drops its prepared public lists of them. */
  private readonly announced = async <T>(result: T): Promise<T> => {
    await this.notices.announce(MEMBERSHIP_CATALOGUE_CHANGED);
    return result;
  };

  async activePlans(): Promise<MembershipPlanDto[]> {
    return (await this.plans.plansInOrder(true)).map(toPlanDto);
  }

  async allPlans(): Promise<MembershipPlanDto[]> {
    return (await this.plans.plansInOrder(false)).map(toPlanDto);
  }

  async features(activeOnly: boolean): Promise<ComparisonFeatureDto[]> {
    return (await this.plans.features(activeOnly)).map(toFeatureDto);
  }

  async featurePlans(): Promise<ComparisonFeaturePlanDto[]> {
    return (await this.plans.cells()).map(toCellDto);
  }

  createPlan(body: CreateMembershipPlanDto): Promise<MembershipPlanDto> {
    return this.unitOfWork
      .run(async (tx) => {
        const isActive = body.isActive ?? true;
        const isAvailable = body.isAvailable ?? true;
        if (!isActive && isAvailable) throw MEMBERSHIP_ERRORS.inactivePlanAvailable();
        const next = await this.plans.nextPlanNumbers(tx);
        const plan = Object.assign(new MembershipPlan(body.name, Number(body.price).toFixed(2)), {
          description: body.description?.trim() || null,
          period: body.period,
          features: unique(body.features),
          number: body.number ?? next.number,
          displayOrder: body.displayOrder ?? next.displayOrder,
          isActive,
          isAvailable,
          popular: body.popular ?? false,
          isAdditional: body.isAdditional ?? false,
          promoText: body.promoText?.trim() || null,
          // A plan made without allowance fields includes nothing: its members book and pay like anyone else.
          deskDaysPerPeriod: body.deskDaysPerPeriod ?? 0,
          unlimitedDeskDays: body.unlimitedDeskDays ?? false,
          meetingRoomHoursPerPeriod: body.meetingRoomHoursPerPeriod ?? 0,
          guestPassesPerPeriod: body.guestPassesPerPeriod ?? 0,
          memberDiscountPercent: body.memberDiscountPercent ?? 0,
        });
        this.plans.addPlan(tx, plan);
        return toPlanDto(plan);
      })
      .then(this.announced);
  }

  updatePlan(id: string, body: UpdateMembershipPlanDto): Promise<MembershipPlanDto> {
    return this.unitOfWork
      .run(async (tx) => {
        const plan = await this.plans.livePlan(tx, id);
        if (!plan) throw MEMBERSHIP_ERRORS.planNotFound();
        const isActive = body.isActive ?? plan.isActive;
        if (!isActive && body.isAvailable === true) throw MEMBERSHIP_ERRORS.inactivePlanAvailable();
        if (body.name !== undefined) plan.name = body.name;
        if (body.price !== undefined) plan.price = Number(body.price).toFixed(2);
        if (body.description !== undefined) plan.description = body.description?.trim() || null;
        if (body.period !== undefined) plan.period = body.period;
        if (body.features !== undefined) plan.features = unique(body.features);
        if (body.number !== undefined) plan.number = body.number;
        if (body.displayOrder !== undefined) plan.displayOrder = body.displayOrder;
        if (body.popular !== undefined) plan.popular = body.popular;
        if (body.isAdditional !== undefined) plan.isAdditional = body.isAdditional;
        if (body.promoText !== undefined) plan.promoText = body.promoText?.trim() || null;
        // An allowance edited mid-period applies to the current period at once (balances never go below 0 left).
        if (body.deskDaysPerPeriod !== undefined) plan.deskDaysPerPeriod = body.deskDaysPerPeriod;
        if (body.unlimitedDeskDays !== undefined) plan.unlimitedDeskDays = body.unlimitedDeskDays;
        if (body.meetingRoomHoursPerPeriod !== undefined)
          plan.meetingRoomHoursPerPeriod = body.meetingRoomHoursPerPeriod;
        if (body.guestPassesPerPeriod !== undefined) plan.guestPassesPerPeriod = body.guestPassesPerPeriod;
        if (body.memberDiscountPercent !== undefined) plan.memberDiscountPercent = body.memberDiscountPercent;
        plan.isActive = isActive;
        plan.isAvailable = isActive ? (body.isAvailable ?? plan.isAvailable) : false;
        return toPlanDto(plan);
      })
      .then(this.announced);
  }

  /**
   * Deletes a plan nobody holds. Refused (409) while any membership on it has not ended or a payment for it is under
   * way: deleting used to take paid memberships with it. Checkouts that never reached payment go with the plan; a
   * plan with ended memberships is hidden instead of deleted (deletedAt), so those memberships, their payments and
   * receipts still name it. Its matrix cells go either way.
   */
  removePlan(id: string): Promise<void> {
    return this.unitOfWork
      .run(async (tx) => {
        const plan = await this.plans.lockPlan(tx, id, 'update');
        if (!plan || plan.deletedAt) throw MEMBERSHIP_ERRORS.planNotFound();
        const holding = await this.plans.bookingsHoldingPlan(tx, id);
        if (holding > 0) throw MEMBERSHIP_ERRORS.planHasMembers(plan.name, holding);
        const history = await this.plans.dropUnpaidCheckouts(tx, id);
        if (history === 0) return this.plans.deletePlan(tx, id);
        await this.plans.deleteMatrixCells(tx, id);
        plan.deletedAt = new Date();
        plan.isActive = false;
        plan.isAvailable = false;
      })
      .then(this.announced);
  }

  createFeature(body: CreateComparisonFeatureDto): Promise<ComparisonFeatureDto> {
    return this.unitOfWork
      .run(async (tx) => {
        const feature = new ComparisonFeature(body.name, body.displayOrder ?? (await this.plans.nextFeatureOrder(tx)));
        feature.isActive = body.isActive ?? true;
        this.plans.addFeature(tx, feature);
        return toFeatureDto(feature);
      })
      .then(this.announced);
  }

  updateFeature(id: string, body: UpdateComparisonFeatureDto): Promise<ComparisonFeatureDto> {
    return this.unitOfWork
      .run(async (tx) => {
        const feature = await this.plans.featureById(tx, id);
        if (!feature) throw MEMBERSHIP_ERRORS.featureNotFound();
        if (body.name !== undefined) feature.name = body.name;
        if (body.displayOrder !== undefined) feature.displayOrder = body.displayOrder;
        if (body.isActive !== undefined) feature.isActive = body.isActive;
        return toFeatureDto(feature);
      })
      .then(this.announced);
  }

  async removeFeature(id: string): Promise<void> {
    if ((await this.plans.deleteFeature(id)) === 0) throw MEMBERSHIP_ERRORS.featureNotFound();
    await this.announced(undefined);
  }

  /** One cell of the matrix per feature and plan: written, or rewritten, in one statement. */
  async upsertCell(body: UpsertComparisonFeaturePlanDto): Promise<ComparisonFeaturePlanDto> {
    if (!(await this.plans.featureExists(body.comparisonFeatureId))) throw MEMBERSHIP_ERRORS.featureNotFound();
    if (!(await this.plans.livePlanExists(body.membershipPlanId))) throw MEMBERSHIP_ERRORS.planNotFound();
    const id = await this.plans.upsertCell(body.comparisonFeatureId, body.membershipPlanId, body.value);
    await this.announced(undefined);
    return {
      id,
      comparisonFeatureId: body.comparisonFeatureId,
      membershipPlanId: body.membershipPlanId,
      value: body.value,
    };
  }

  /** A visitor starts subscribing: pending until paid (the DTO has checked the start date is a venue date). */
  async createPlanBooking(body: CreatePlanBookingDto): Promise<PlanBooking> {
    const { bookAheadDays } = await this.settings.get();
    const problem = bookingDateProblem('membership', body.startDate, bookAheadDays);
    if (problem) throw MEMBERSHIP_ERRORS.startDateNotBookable(problem);
    return this.unitOfWork.run(async (tx) => {
      // Locked against a deletion running at the same moment (removePlan).
      const plan = await this.plans.lockPlan(tx, body.planId, 'share');
      if (!plan || plan.deletedAt) throw MEMBERSHIP_ERRORS.planNotFound();
      if (!plan.isActive || !plan.isAvailable) throw MEMBERSHIP_ERRORS.planNotAvailable();
      const email = body.email.toLowerCase();
      const booking = new PlanBooking(
        plan,
        { firstName: body.firstName, lastName: body.lastName, email, phone: body.phone },
        body.startDate,
      );
      const seats = body.seats ?? 1;
      const companyName = body.companyName?.trim();
      if (seats > 1 || companyName) {
        // A team membership: the buyer is its billing contact, the company named is who pays.

        if (!companyName) throw MEMBERSHIP_ERRORS.companyNeeded();
        booking.company = await this.companies.forCheckout(tx, { name: companyName, kraPin: body.kraPin, email });
        booking.seats = seats;
      }
      this.bookings.add(tx, booking);
      return booking;
    });
  }

  /** The plan booking and its plan, for pricing its first payment (later periods are renewals). */
  async planBookingForPayment(tx: Transaction, planBookingId: string): Promise<PlanBooking> {
    const booking = await this.bookings.byId(tx, planBookingId);
    if (!booking) throw MEMBERSHIP_ERRORS.subscriptionNotFound();
    // Locked until the payment row is committed, so a deletion of the plan either comes first (and this refuses) or
    // waits and sees the payment under way (and refuses itself).
    if (!(await this.plans.lockPlan(tx, booking.plan.id, 'share'))) throw MEMBERSHIP_ERRORS.planNotAvailable();
    if (booking.subscriptionStatus === 'cancelled' || booking.subscriptionStatus === 'expired')
      throw MEMBERSHIP_ERRORS.membershipEnded();
    if (booking.subscriptionStatus !== 'pending') throw MEMBERSHIP_ERRORS.alreadyPaid();
    if (!booking.plan.isActive || !booking.plan.isAvailable || booking.plan.deletedAt)
      throw MEMBERSHIP_ERRORS.planNotAvailable();
    return booking;
  }

  planBookingName(planBookingId: string): Promise<string | undefined> {
    return this.bookings.planNameOf(planBookingId);
  }
}
