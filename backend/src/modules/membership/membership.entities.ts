import { Company } from './entities/company.entity.js';
import { ComparisonFeaturePlan } from './entities/comparison-feature-plan.entity.js';
import { ComparisonFeature } from './entities/comparison-feature.entity.js';
import { MembershipNotice } from './entities/membership-notice.entity.js';
import { MembershipPlan } from './entities/membership-plan.entity.js';
import { PlanBooking } from './entities/plan-booking.entity.js';

export const MEMBERSHIP_ENTITIES = [
  MembershipPlan,
  PlanBooking,
  ComparisonFeature,
  ComparisonFeaturePlan,
  MembershipNotice,
  Company,
];
