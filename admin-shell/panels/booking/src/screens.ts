import type { PanelScreens } from 'admin-kit';
import { BookingsScreen } from './bookings';
import { PaymentsScreen } from './payments';
import { SpacesScreen } from './spaces';

/** The tab screens this panel gives the shell, by tab key. */
export const screens: PanelScreens = { bookings: BookingsScreen, payments: PaymentsScreen, spaces: SpacesScreen };
