import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import type { PanelResource } from 'admin-kit';

export { StaffNotificationsCard } from './StaffNotificationsCard';

/** One record (who gets each staff e-mail), shown as a card of the Email tab, so it has no route of its own. */
export const staffNotifications: PanelResource = { icon: NotificationsIcon };
