export { MembershipsScreen } from './MembershipsScreen';
