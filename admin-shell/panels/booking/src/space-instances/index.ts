export { SpaceInstancesDialog } from './SpaceInstancesDialog';
