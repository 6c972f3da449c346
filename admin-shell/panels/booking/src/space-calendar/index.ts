export { SpaceCalendarDialog } from './SpaceCalendarDialog';
