import PaymentsIcon from '@mui/icons-material/Payments';
import type { PanelResource } from 'admin-kit';
import { PaymentsScreen } from './PaymentsScreen';

/** The payments ledger: the Payments tab is its paged list; a row opens the payment with its refunds. */
export const payments: PanelResource = { list: PaymentsScreen, icon: PaymentsIcon, recordRepresentation: 'reference' };

/** Refunds: requested from a payment's detail, so they have no route of their own. */
export const refunds: PanelResource = { recordRepresentation: 'id' };
