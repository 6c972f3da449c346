import BusinessIcon from '@mui/icons-material/Business';
import type { PanelResource } from 'admin-kit';
import { CompaniesScreen } from './CompaniesScreen';

/**
 * The companies paying for team memberships: the Companies tab is their paged list; a row opens the company with its
 * teams, seat holders and payments; add, edit and delete are dialogs.
 */
export const companies: PanelResource = { list: CompaniesScreen, icon: BusinessIcon, recordRepresentation: 'name' };
