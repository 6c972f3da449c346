import AuditIcon from '@mui/icons-material/FactCheck';
import type { PanelResource } from 'admin-kit';

export { AuditLogCard } from './AuditLogCard';

/** The audit log: read only, shown as a card of the Admins tab, so it has no route of its own. */
export const auditLog: PanelResource = { icon: AuditIcon, recordRepresentation: 'resource' };
