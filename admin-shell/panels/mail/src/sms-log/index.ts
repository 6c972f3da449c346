import SmsIcon from '@mui/icons-material/SmsOutlined';
import type { PanelResource } from 'admin-kit';

export { SmsLogCard } from './SmsLogCard';

/** The SMS log: read only, shown as a card of the Email tab beside the e-mail log, so it has no route of its own. */
export const smsLog: PanelResource = { icon: SmsIcon, recordRepresentation: 'phone' };
