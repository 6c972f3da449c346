import CardMembershipIcon from '@mui/icons-material/CardMembership';
import type { PanelResource } from 'admin-kit';
import { PlansScreen } from './PlansScreen';

/** The membership plans: the Membership tab is their cards; create, edit and delete are dialogs on it. */
export const membershipPlans: PanelResource = {
  list: PlansScreen,
  icon: CardMembershipIcon,
  recordRepresentation: 'name',
};
