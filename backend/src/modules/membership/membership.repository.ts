import { type EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { nextNumbers } from '../../common/entities/next-numbers.js';

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
}
