import type { PanelResources, PanelScreens } from 'admin-kit';
import { emailLog } from './email-log';
import { emailTemplates } from './email-templates';
import { smsLog } from './sms-log';
import { smsTemplates } from './sms-templates';
import { staffNotifications } from './staff-notifications';

/** The react-admin resources this panel gives the shell, by resource name. */
export const resources: PanelResources = {
  'email-templates': emailTemplates,
  'email-log': emailLog,
  'sms-log': smsLog,
  'sms-templates': smsTemplates,
  'staff-notifications': staffNotifications,
};

/** The tab screens this panel gives the shell, by tab key: the Email tab is the templates' list. */
export const screens: PanelScreens = { email: 'email-templates' };
