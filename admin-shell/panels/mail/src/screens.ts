import type { PanelScreens } from 'admin-kit';
import { EmailTemplatesScreen } from './email-templates';

/** The tab screens this panel gives the shell, by tab key. */
export const screens: PanelScreens = { email: EmailTemplatesScreen };
