import type { PanelScreens } from 'admin-kit';
import { FeaturesScreen } from './comparison-features';
import { MembershipsScreen } from './memberships';
import { PlansScreen } from './plans';

/** The tab screens this panel gives the shell, by tab key. */
export const screens: PanelScreens = {
  membership: PlansScreen,
  memberships: MembershipsScreen,
  features: FeaturesScreen,
};
