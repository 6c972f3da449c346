import PeopleIcon from '@mui/icons-material/People';
import type { PanelResource, User } from 'admin-kit';
import { fullName } from './user-form';
import { UsersScreen } from './UsersScreen';

/** The members' accounts: the Users tab is their list; create, edit and delete are dialogs on it. */
export const users: PanelResource = {
  list: UsersScreen,
  icon: PeopleIcon,
  recordRepresentation: (user: User) => fullName(user),
};
