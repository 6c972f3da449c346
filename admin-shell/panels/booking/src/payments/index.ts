export { PaymentsScreen } from './PaymentsScreen';
