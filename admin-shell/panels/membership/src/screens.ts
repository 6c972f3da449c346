import type { PanelResources, PanelScreens } from 'admin-kit';
import { comparisonFeaturePlans, comparisonFeatures } from './comparison-features';
import { MembershipsScreen } from './memberships';
import { membershipPlans } from './plans';

/** The react-admin resources this panel gives the shell, by resource name. */
export const resources: PanelResources = {
  'membership-plans': membershipPlans,
  'comparison-features': comparisonFeatures,
  'comparison-feature-plans': comparisonFeaturePlans,
};

/** The tab screens this panel gives the shell, by tab key: a resource's list, or a screen of its own. */
export const screens: PanelScreens = {
  membership: 'membership-plans',
  memberships: MembershipsScreen,
  features: 'comparison-features',
};
