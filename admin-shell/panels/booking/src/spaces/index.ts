import WorkspacesIcon from '@mui/icons-material/Workspaces';
import type { PanelResource } from 'admin-kit';
import { SpacesScreen } from './SpacesScreen';

/** The spaces: the Spaces tab is their cards, with dialogs for the form, instances and calendar. */
export const spaces: PanelResource = { list: SpacesScreen, icon: WorkspacesIcon, recordRepresentation: 'name' };
