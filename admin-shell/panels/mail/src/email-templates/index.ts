export { EmailTemplatesScreen } from './EmailTemplatesScreen';
