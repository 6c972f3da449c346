import { Admin } from './entities/admin.entity.js';
import { Role } from './entities/role.entity.js';
import { User } from './entities/user.entity.js';

export const IDENTITY_ENTITIES = [User, Admin, Role];
