import type { PanelScreens } from 'admin-kit';
import { AdminsScreen } from './admins';
import { UsersScreen } from './users';

/** The tab screens this panel gives the shell, by tab key. */
export const screens: PanelScreens = { admins: AdminsScreen, users: UsersScreen };
