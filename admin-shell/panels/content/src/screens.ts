import type { PanelResources, PanelScreens } from 'admin-kit';
import { ApplicationsScreen } from './applications';
import { posts } from './blog';
import { ContactsScreen } from './contacts';
import { events } from './events';
import { NewsletterScreen } from './newsletter';

/** The react-admin resources this panel gives the shell, by resource name. */
export const resources: PanelResources = { events, posts };

/** The tab screens this panel gives the shell, by tab key. */
export const screens: PanelScreens = {
  contacts: ContactsScreen,
  applications: ApplicationsScreen,
  newsletter: NewsletterScreen,
  events: 'events',
  content: 'posts',
};
