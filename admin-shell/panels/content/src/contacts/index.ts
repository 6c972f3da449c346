export { ContactsScreen } from './ContactsScreen';
