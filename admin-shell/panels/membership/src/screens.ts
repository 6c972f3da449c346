import type { PanelResources, PanelScreens } from 'admin-kit';
import { companies } from './companies';
import { comparisonFeaturePlans, comparisonFeatures } from './comparison-features';
import { memberships } from './memberships';
import { membershipPlans } from './plans';

/** The react-admin resources this panel gives the shell, by resource name. */
export const resources: PanelResources = {
  'membership-plans': membershipPlans,
  'comparison-features': comparisonFeatures,
  'comparison-feature-plans': comparisonFeaturePlans,
  memberships,
  companies,
};

/** The tab screens this panel gives the shell, by tab key: each tab is one resource's list. */
export const screens: PanelScreens = {
  membership: 'membership-plans',
  memberships: 'memberships',
  companies: 'companies',
  features: 'comparison-features',
};
