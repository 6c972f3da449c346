import type { PanelScreens } from 'admin-kit';
import { ApplicationsScreen } from './applications';
import { BlogScreen } from './blog';
import { ContactsScreen } from './contacts';
import { EventsScreen } from './events';
import { NewsletterScreen } from './newsletter';

/** The tab screens this panel gives the shell, by tab key. */
export const screens: PanelScreens = {
  contacts: ContactsScreen,
  applications: ApplicationsScreen,
  newsletter: NewsletterScreen,
  events: EventsScreen,
  content: BlogScreen,
};
