import TextsmsIcon from '@mui/icons-material/TextsmsOutlined';
import type { PanelResource } from 'admin-kit';

export { SmsTemplatesCard } from './SmsTemplatesCard';

/** The product's SMS texts, shown as a card of the Email tab beside the e-mail templates (no route of their own). */
export const smsTemplates: PanelResource = { icon: TextsmsIcon, recordRepresentation: 'name' };
