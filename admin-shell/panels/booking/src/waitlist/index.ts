import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import type { PanelResource } from 'admin-kit';
import type { AdminWaitlistEntry } from './waitlist-types';
import { personName } from './waitlist-labels';
import { WaitlistScreen } from './WaitlistScreen';

/** The waitlist: the Waitlist tab is its paged list; someone is taken off it from their row. */
export const waitlist: PanelResource = {
  list: WaitlistScreen,
  icon: HourglassTopIcon,
  recordRepresentation: (entry: AdminWaitlistEntry) => personName(entry),
};
