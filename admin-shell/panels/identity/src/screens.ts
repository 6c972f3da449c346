import type { PanelResources, PanelScreens } from 'admin-kit';
import { admins } from './admins';
import { auditLog } from './audit-log';
import { erasureRequests } from './erasure-requests';
import { roles } from './roles';
import { users } from './users';

/** The react-admin resources this panel gives the shell, by resource name. */
export const resources: PanelResources = {
  admins,
  users,
  roles,
  'audit-log': auditLog,
  'erasure-requests': erasureRequests,
};

/** The tab screens this panel gives the shell, by tab key: each tab is one resource's list. */
export const screens: PanelScreens = { admins: 'admins', users: 'users', 'erasure-requests': 'erasure-requests' };
