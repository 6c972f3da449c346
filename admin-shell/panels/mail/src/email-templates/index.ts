import MailIcon from '@mui/icons-material/MailOutlined';
import type { PanelResource } from 'admin-kit';
import { EmailTemplatesScreen } from './EmailTemplatesScreen';

/** The e-mail templates: the Email tab is their list (with the test card and the delivery log); dialogs edit. */
export const emailTemplates: PanelResource = {
  list: EmailTemplatesScreen,
  icon: MailIcon,
  recordRepresentation: 'name',
};
