export { NewsletterScreen } from './NewsletterScreen';
