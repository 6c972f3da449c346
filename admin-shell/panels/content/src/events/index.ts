import EventIcon from '@mui/icons-material/Event';
import type { PanelResource } from 'admin-kit';
import { EventsScreen } from './EventsScreen';

/** The events the site lists: the Events tab is their paged list; add, edit and delete are dialogs on it. */
export const events: PanelResource = { list: EventsScreen, icon: EventIcon, recordRepresentation: 'title' };
export { EventsScreen };
