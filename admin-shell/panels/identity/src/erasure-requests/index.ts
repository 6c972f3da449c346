import PersonOffIcon from '@mui/icons-material/PersonOff';
import type { PanelResource } from 'admin-kit';
import type { AdminErasureRequest } from './erasure-request-types';
import { ErasureRequestsScreen } from './ErasureRequestsScreen';

/** Erasure requests: the Erasure Requests tab is their paged list; one opens in a dialog, where it is completed. */
export const erasureRequests: PanelResource = {
  list: ErasureRequestsScreen,
  icon: PersonOffIcon,
  recordRepresentation: (request: AdminErasureRequest) => request.number,
};
