export { BlogScreen } from './BlogScreen';
