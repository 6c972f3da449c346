export { BookingsScreen } from './BookingsScreen';
