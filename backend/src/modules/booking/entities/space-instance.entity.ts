import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { Space } from './space.entity.js';

/** One physical, bookable unit of a space: "Desk 3", "Booth 1". */
@Entity({ tableName: 'space_instances' })
@Unique({ name: 'space_instances_space_id_instance_number_unique', properties: ['space', 'instanceNumber'] })
export class SpaceInstance extends BaseEntity {
  @ManyToOne(() => Space, { deleteRule: 'cascade' })
  space: Space;

  @Property({ type: 'integer' })
  instanceNumber: number;

  @Property({ type: 'text' })
  label: string;

  /** Inactive instances are never assigned to new bookings. */
  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsed: Date | null = null;

  constructor(space: Space, instanceNumber: number, label: string) {
    super();
    this.space = space;
    this.instanceNumber = instanceNumber;
    this.label = label;
  }
}
