import RolesIcon from '@mui/icons-material/AdminPanelSettings';
import type { PanelResource } from 'admin-kit';

export { RolesDialog } from './RolesDialog';

/** Custom roles: managed in the Role Management dialog of the Admins tab, so they have no list route of their own. */
export const roles: PanelResource = { icon: RolesIcon, recordRepresentation: 'name' };
