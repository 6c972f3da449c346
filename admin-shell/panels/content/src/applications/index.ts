export { ApplicationsScreen } from './ApplicationsScreen';
