export { ReportsScreen } from './ReportsScreen';
