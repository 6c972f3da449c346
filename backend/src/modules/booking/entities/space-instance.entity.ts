import { type Opt } from '@mikro-orm/core';
import { Entity, Formula, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
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

  /**
   * When it was last used: the start of the latest booking placed on it that has begun. Read from its assignments
   * when the instance is loaded (staff's list of instances), so placing a booking writes nothing to the instance's
   * row: such a write made every placement on the instance wait for the one before it to commit.
   */
  @Formula(
    (columns) =>
      `(select max(a.start_at) from space_instance_assignments a where a.instance_id = ${columns.id} and a.start_at <= now())`,
    { type: 'datetime', nullable: true, persist: false },
  )
  lastUsed: Opt<Date> | null = null;

  constructor(space: Space, instanceNumber: number, label: string) {
    super();
    this.space = space;
    this.instanceNumber = instanceNumber;
    this.label = label;
  }
}
