export { SpacesScreen } from './SpacesScreen';
