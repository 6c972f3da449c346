import type { PanelResources, PanelScreens } from 'admin-kit';
import { bookings } from './bookings';
import { checkIns } from './front-desk';
import { payments, refunds } from './payments';
import { spaces } from './spaces';

/** The react-admin resources this panel gives the shell, by resource name. */
export const resources: PanelResources = { bookings, spaces, payments, refunds, 'check-ins': checkIns };

/** The tab screens this panel gives the shell, by tab key: each tab is one resource's list. */
export const screens: PanelScreens = {
  bookings: 'bookings',
  'front-desk': 'check-ins',
  payments: 'payments',
  spaces: 'spaces',
};
