import { type PermissionMap } from '@coworking/domain';
import { type Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';

@Entity({ tableName: 'roles' })
export class Role extends TimestampedEntity {
  @Property({ type: 'text', unique: true })
  name: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'json' })
  permissions: PermissionMap;

  @Property({ type: 'boolean', default: false })
  isSystem: Opt<boolean> = false;

  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  constructor(name: string, permissions: PermissionMap) {
    super();
    this.name = name;
    this.permissions = permissions;
  }
}
