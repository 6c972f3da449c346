import { Check, Entity, ManyToOne, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { SpaceBooking } from './space-booking.entity.js';
import { SpaceInstance } from './space-instance.entity.js';

export const ASSIGNMENT_OVERLAP_CONSTRAINT = 'space_instance_assignments_no_overlap';

/**
 * Which instance a booking occupies, and when. PostgreSQL itself refuses two overlapping
 * assignments of one instance (exclusion constraint), so a double booking cannot be stored
 * whatever the application does; a violation surfaces as SQLSTATE 23P01.
 */
@Entity({ tableName: 'space_instance_assignments' })
@Check({ name: 'space_instance_assignments_interval_check', expression: 'end_at > start_at' })
@Check({
  name: ASSIGNMENT_OVERLAP_CONSTRAINT,
  expression: 'EXCLUDE USING gist (instance_id WITH =, tstzrange(start_at, end_at) WITH &&)',
})
export class SpaceInstanceAssignment extends BaseEntity {
  @OneToOne(() => SpaceBooking, { owner: true, unique: true, deleteRule: 'cascade' })
  booking: SpaceBooking;

  @ManyToOne(() => SpaceInstance, { deleteRule: 'cascade' })
  instance: SpaceInstance;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  startAt: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  endAt: Date;

  constructor(booking: SpaceBooking, instance: SpaceInstance, startAt: Date, endAt: Date) {
    super();
    this.booking = booking;
    this.instance = instance;
    this.startAt = startAt;
    this.endAt = endAt;
  }
}
