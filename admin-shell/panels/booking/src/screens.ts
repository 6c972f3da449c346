import type { PanelResources, PanelScreens } from 'admin-kit';
import { bookings } from './bookings';
import { payments, refunds } from './payments';
import { spaces } from './spaces';

/** The react-admin resources this panel gives the shell, by resource name. */
export const resources: PanelResources = { bookings, spaces, payments, refunds };

/** The tab screens this panel gives the shell, by tab key: each tab is one resource's list. */
export const screens: PanelScreens = { bookings: 'bookings', payments: 'payments', spaces: 'spaces' };
