import type { PanelScreens } from 'admin-kit';
import { OverviewScreen } from './overview';
import { ReportsScreen } from './reports';

/** The tab screens this panel gives the shell, by tab key. */
export const screens: PanelScreens = { overview: OverviewScreen, reports: ReportsScreen };
