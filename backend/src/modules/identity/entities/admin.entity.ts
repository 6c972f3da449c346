import { type SystemRoleName } from '@coworking/domain';
import { type Opt } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';
import { Role } from './role.entity.js';

@Entity({ tableName: 'admins' })
@Check({ name: 'admins_role_check', expression: "role in ('super_admin', 'admin', 'moderator')" })
export class Admin extends TimestampedEntity {
  @Property({ type: 'text', unique: true })
  username: string;

  @Property({ type: 'text', unique: true })
  email: string;

  /** argon2id hash, never the password itself. */
  @Property({ type: 'text', hidden: true, lazy: true })
  password: string;

  @Property({ type: 'text', default: 'admin' })
  role: Opt<SystemRoleName> = 'admin';

  @ManyToOne(() => Role, { nullable: true, deleteRule: 'set null', fieldName: 'custom_role_id' })
  customRole: Role | null = null;

  @Property({ type: 'text', nullable: true })
  firstName: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastName: string | null = null;

  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastLogin: Date | null = null;

  constructor(username: string, email: string, passwordHash: string) {
    super();
    this.username = username;
    this.email = email;
    this.password = passwordHash;
  }
}
