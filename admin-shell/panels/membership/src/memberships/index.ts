import LoyaltyIcon from '@mui/icons-material/Loyalty';
import type { PanelResource } from 'admin-kit';
import { MembershipsScreen } from './MembershipsScreen';

/** The members' plan bookings: the Memberships tab is their paged list; a row opens its detail and staff actions. */
export const memberships: PanelResource = {
  list: MembershipsScreen,
  icon: LoyaltyIcon,
  recordRepresentation: 'memberName',
};
