import AdminIcon from '@mui/icons-material/ManageAccounts';
import type { PanelResource } from 'admin-kit';
import { AdminsScreen } from './AdminsScreen';

/** The back-office accounts: the Admins tab is their list; create, edit and delete are dialogs on it. */
export const admins: PanelResource = { list: AdminsScreen, icon: AdminIcon, recordRepresentation: 'displayName' };
