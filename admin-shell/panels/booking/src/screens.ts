import type { PanelResources, PanelScreens } from 'admin-kit';
import { bookings } from './bookings';
import { checkIns } from './front-desk';
import { payments, refunds } from './payments';
// Promo codes sit with Payments rather than with the plans: a code takes money off spaces and plans alike, and the
// revenue it reports is the ledger's.
import { promoCodes } from './promo-codes';
import { spaces } from './spaces';
import { waitlist } from './waitlist';

/** The react-admin resources this panel gives the shell, by resource name. */
export const resources: PanelResources = {
  bookings,
  spaces,
  payments,
  refunds,
  'check-ins': checkIns,
  'promo-codes': promoCodes,
  waitlist,
};

/** The tab screens this panel gives the shell, by tab key: each tab is one resource's list. */
export const screens: PanelScreens = {
  bookings: 'bookings',
  waitlist: 'waitlist',
  'front-desk': 'check-ins',
  payments: 'payments',
  'promo-codes': 'promo-codes',
  spaces: 'spaces',
};
