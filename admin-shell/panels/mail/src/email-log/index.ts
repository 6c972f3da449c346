export { EmailLogCard } from './EmailLogCard';
