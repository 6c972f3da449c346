import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { PanelResource } from 'admin-kit';
import { PromoCodesScreen } from './PromoCodesScreen';

/** Promo codes: the Promo Codes tab is their paged list; add, edit and delete are dialogs on it. */
export const promoCodes: PanelResource = { list: PromoCodesScreen, icon: LocalOfferIcon, recordRepresentation: 'code' };
