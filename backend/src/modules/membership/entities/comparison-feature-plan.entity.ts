import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { ComparisonFeature } from './comparison-feature.entity.js';
import { MembershipPlan } from './membership-plan.entity.js';

/** One cell of the comparison matrix: a feature's value for a plan ("Unlimited", "No"). */
@Entity({ tableName: 'comparison_feature_plans' })
@Unique({ name: 'comparison_feature_plans_feature_plan_unique', properties: ['comparisonFeature', 'membershipPlan'] })
export class ComparisonFeaturePlan extends BaseEntity {
  @ManyToOne(() => ComparisonFeature, { deleteRule: 'cascade' })
  comparisonFeature: ComparisonFeature;

  @ManyToOne(() => MembershipPlan, { deleteRule: 'cascade' })
  membershipPlan: MembershipPlan;

  @Property({ type: 'text' })
  value: string;

  constructor(comparisonFeature: ComparisonFeature, membershipPlan: MembershipPlan, value: string) {
    super();
    this.comparisonFeature = comparisonFeature;
    this.membershipPlan = membershipPlan;
    this.value = value;
  }
}
