export { HardcodedTestCard } from './HardcodedTestCard';
