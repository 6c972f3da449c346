export { PlansScreen } from './PlansScreen';
