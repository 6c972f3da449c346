import HistoryIcon from '@mui/icons-material/History';
import type { PanelResource } from 'admin-kit';

export { EmailLogCard } from './EmailLogCard';

/** The delivery log: read only, shown as a card of the Email tab, so it has no route of its own. */
export const emailLog: PanelResource = { icon: HistoryIcon, recordRepresentation: 'recipient' };
