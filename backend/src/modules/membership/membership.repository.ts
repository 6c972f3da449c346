import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { nextNumbers } from '../../common/database/next-numbers.js';
import { entityManagerOf, type Transaction } from '../../common/database/transaction.js';
import { ComparisonFeaturePlan } from './entities/comparison-feature-plan.entity.js';
import { ComparisonFeature } from './entities/comparison-feature.entity.js';
import { MembershipPlan } from './entities/membership-plan.entity.js';

/**
 * The plan bookings that stop a plan from being deleted: every membership that has not ended, and a checkout not
 * yet paid whose payment is under way (it may still be paid; the money would then buy a plan that is gone).
 */
const HOLDS_PLAN = `pb.subscription_status not in ('pending', 'expired', 'cancelled')
  or (pb.subscription_status = 'pending' and exists (
    select 1 from payments p where p.purpose = 'plan' and p.target_id = pb.id and p.status in ('pending', 'success')))`;

/** The order the public page and the staff list show plans in. */
const PLAN_ORDER = { displayOrder: 'asc nulls last', name: 'asc' } as const;

/**
 * Plans and the comparison matrix. Methods taking `tx` run in the caller's transaction; the others read or write on
 * their own.
 */
@Injectable()
export class MembershipRepository {
  constructor(private readonly em: EntityManager) {}

  /** Plans not deleted (only the active ones when asked), in display order. */
  plansInOrder(activeOnly: boolean): Promise<MembershipPlan[]> {
    return this.em.fork().find(MembershipPlan, activeOnly ? { isActive: true, deletedAt: null } : { deletedAt: null }, {
      orderBy: PLAN_ORDER,
    });
  }

  /** The plan, unless it was deleted (null then, or when there is none). */
  livePlan(tx: Transaction, id: string): Promise<MembershipPlan | null> {
    return entityManagerOf(tx).findOne(MembershipPlan, { id, deletedAt: null });
  }

  /** Whether a plan that was not deleted has this id. */
  async livePlanExists(id: string): Promise<boolean> {
    return (await this.em.fork().count(MembershipPlan, { id, deletedAt: null })) > 0;
  }

  /** A new plan, written when the transaction commits. */
  addPlan(tx: Transaction, plan: MembershipPlan): void {
    entityManagerOf(tx).persist(plan);
  }

  /** The number and display order a new plan gets when staff leave them empty: one past the highest. */
  nextPlanNumbers(tx: Transaction): Promise<{ number: number; displayOrder: number }> {
    return nextNumbers(entityManagerOf(tx), 'membership_plans');
  }

  /**
   * The plan, read afresh and locked until the transaction ends: 'update' while it is being deleted, 'share' while a
   * plan booking or its payment is being written for it, so the two never interleave (null when there is none).
   */
  lockPlan(tx: Transaction, id: string, mode: 'update' | 'share'): Promise<MembershipPlan | null> {
    return entityManagerOf(tx).findOne(
      MembershipPlan,
      { id },
      { lockMode: mode === 'update' ? LockMode.PESSIMISTIC_WRITE : LockMode.PESSIMISTIC_READ, refresh: true },
    );
  }

  /** How many plan bookings on the plan keep it from being deleted (HOLDS_PLAN). */
  async bookingsHoldingPlan(tx: Transaction, planId: string): Promise<number> {
    const [{ count }] = await entityManagerOf(tx).execute<{ count: number }[]>(
      `select count(*)::int as count from plan_bookings pb where pb.plan_id = ? and (${HOLDS_PLAN})`,
      [planId],
    );
    return count;
  }

  /**
   * Deletes the plan's checkouts that never reached payment (pending, with no payment row at all): a form filled in
   * and left, with no money and no history to keep. Answers how many plan bookings the plan still has.
   */
  async dropUnpaidCheckouts(tx: Transaction, planId: string): Promise<number> {
    const em = entityManagerOf(tx);
    await em.execute(
      `delete from plan_bookings pb where pb.plan_id = ? and pb.subscription_status = 'pending'
         and not exists (select 1 from payments p where p.purpose = 'plan' and p.target_id = pb.id)`,
      [planId],
    );
    const [{ count }] = await em.execute<{ count: number }[]>(
      'select count(*)::int as count from plan_bookings where plan_id = ?',
      [planId],
    );
    return count;
  }

  /** Deletes a plan nothing names any more (its matrix cells go with it). */
  async deletePlan(tx: Transaction, planId: string): Promise<void> {
    await entityManagerOf(tx).execute('delete from membership_plans where id = ?', [planId]);
  }

  /** Takes a plan out of the comparison matrix. */
  async deleteMatrixCells(tx: Transaction, planId: string): Promise<void> {
    await entityManagerOf(tx).execute('delete from comparison_feature_plans where membership_plan_id = ?', [planId]);
  }

  /** The matrix's rows (only the active ones when asked), in display order. */
  features(activeOnly: boolean): Promise<ComparisonFeature[]> {
    return this.em
      .fork()
      .find(ComparisonFeature, activeOnly ? { isActive: true } : {}, { orderBy: { displayOrder: 'asc', name: 'asc' } });
  }

  /** Every cell of the matrix. */
  cells(): Promise<ComparisonFeaturePlan[]> {
    return this.em.fork().find(ComparisonFeaturePlan, {});
  }

  featureById(tx: Transaction, id: string): Promise<ComparisonFeature | null> {
    return entityManagerOf(tx).findOne(ComparisonFeature, { id });
  }

  async featureExists(id: string): Promise<boolean> {
    return (await this.em.fork().count(ComparisonFeature, { id })) > 0;
  }

  /** A new matrix row, written when the transaction commits. */
  addFeature(tx: Transaction, feature: ComparisonFeature): void {
    entityManagerOf(tx).persist(feature);
  }

  /** Deletes a matrix row (its cells go with it); answers how many rows went (0 when there was none). */
  deleteFeature(id: string): Promise<number> {
    return this.em.fork().nativeDelete(ComparisonFeature, { id });
  }

  /** The display order a new comparison feature gets when staff leave it empty: one past the highest. */
  async nextFeatureOrder(tx: Transaction): Promise<number> {
    const [{ next }] = await entityManagerOf(tx).execute<{ next: number }[]>(
      'select coalesce(max(display_order), 0) + 1 as next from comparison_features',
    );
    return Number(next);
  }

  /** Writes, or rewrites, the matrix cell of one feature and plan in one statement; returns the cell's id. */
  async upsertCell(comparisonFeatureId: string, membershipPlanId: string, value: string): Promise<string> {
    const [row] = await this.em.fork().execute<{ id: string }[]>(
      `insert into comparison_feature_plans (comparison_feature_id, membership_plan_id, value) values (?, ?, ?)
       on conflict (comparison_feature_id, membership_plan_id) do update set value = excluded.value returning id`,
      [comparisonFeatureId, membershipPlanId, value],
    );
    return row.id;
  }
}
