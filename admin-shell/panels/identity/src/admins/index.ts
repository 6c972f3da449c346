export { AdminsScreen } from './AdminsScreen';
