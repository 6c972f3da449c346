export { UsersScreen } from './UsersScreen';
