import type { PanelScreens } from 'admin-kit';
import { BlogScreen } from './blog';
import { ContactsScreen } from './contacts';
import { EventsScreen } from './events';

/** The tab screens this panel gives the shell, by tab key. */
export const screens: PanelScreens = { contacts: ContactsScreen, events: EventsScreen, content: BlogScreen };
