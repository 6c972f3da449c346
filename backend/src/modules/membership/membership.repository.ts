import { LockMode } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { nextNumbers } from '../../common/database/next-numbers.js';
import { MembershipPlan } from './entities/membership-plan.entity.js';

/**
 * The plan bookings that stop a plan from being deleted: every membership that has not ended, and a checkout not
 * yet paid whose payment is under way (it may still be paid; the money would then buy a plan that is gone).
 */
const HOLDS_PLAN = `pb.subscription_status not in ('pending', 'expired', 'cancelled')
  or (pb.subscription_status = 'pending' and exists (
    select 1 from payments p where p.purpose = 'plan' and p.target_id = pb.id and p.status in ('pending', 'success')))`;

/** Hand-written SQL over plans and the comparison matrix; each method runs in the caller's `em` (its transaction, if any). */
@Injectable()
export class MembershipRepository {
  /** The number and display order a new plan gets when staff leave them empty: one past the highest. */
  nextPlanNumbers(em: EntityManager): Promise<{ number: number; displayOrder: number }> {
    return nextNumbers(em, 'membership_plans');
  }

  /** The display order a new comparison feature gets when staff leave it empty: one past the highest. */
  async nextFeatureOrder(em: EntityManager): Promise<number> {
    const [{ next }] = await em.execute<{ next: number }[]>(
      'select coalesce(max(display_order), 0) + 1 as next from comparison_features',
    );
    return Number(next);
  }

  /** Writes, or rewrites, the matrix cell of one feature and plan in one statement; returns the cell's id. */
  async upsertCell(
    em: EntityManager,
    comparisonFeatureId: string,
    membershipPlanId: string,
    value: string,
  ): Promise<string> {
    const [row] = await em.execute<{ id: string }[]>(
      `insert into comparison_feature_plans (comparison_feature_id, membership_plan_id, value) values (?, ?, ?)
       on conflict (comparison_feature_id, membership_plan_id) do update set value = excluded.value returning id`,
      [comparisonFeatureId, membershipPlanId, value],
    );
    return row.id;
  }

  /**
   * The plan, read afresh and locked until the transaction ends: 'update' while it is being deleted, 'share' while a
   * plan booking or its payment is being written for it, so the two never interleave (null when there is none).
   */
  lockPlan(em: EntityManager, id: string, mode: 'update' | 'share'): Promise<MembershipPlan | null> {
    return em.findOne(
      MembershipPlan,
      { id },
      { lockMode: mode === 'update' ? LockMode.PESSIMISTIC_WRITE : LockMode.PESSIMISTIC_READ, refresh: true },
    );
  }

  /** How many plan bookings on the plan keep it from being deleted (HOLDS_PLAN). */
  async bookingsHoldingPlan(em: EntityManager, planId: string): Promise<number> {
    const [{ count }] = await em.execute<{ count: number }[]>(
      `select count(*)::int as count from plan_bookings pb where pb.plan_id = ? and (${HOLDS_PLAN})`,
      [planId],
    );
    return count;
  }

  /**
   * Deletes the plan's checkouts that never reached payment (pending, with no payment row at all): a form filled in
   * and left, with no money and no history to keep. Answers how many plan bookings the plan still has.
   */
  async dropUnpaidCheckouts(em: EntityManager, planId: string): Promise<number> {
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
  async deletePlan(em: EntityManager, planId: string): Promise<void> {
    await em.execute('delete from membership_plans where id = ?', [planId]);
  }

  /** Takes a plan out of the comparison matrix. */
  async deleteMatrixCells(em: EntityManager, planId: string): Promise<void> {
    await em.execute('delete from comparison_feature_plans where membership_plan_id = ?', [planId]);
  }
}
