export { RolesDialog } from './RolesDialog';
