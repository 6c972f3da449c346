import HowToRegIcon from '@mui/icons-material/HowToReg';
import type { PanelResource } from 'admin-kit';
import { FrontDeskScreen } from './FrontDeskScreen';

/** The day's expected visits by check-in code: the Front Desk tab is their list, with checking in on it. */
export const checkIns: PanelResource = {
  list: FrontDeskScreen,
  icon: HowToRegIcon,
  recordRepresentation: 'name',
};
