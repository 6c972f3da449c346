import { type BillingCycle, type SpaceType } from '@coworking/domain';
import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Property } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';

@Entity({ tableName: 'spaces' })
@Check({ name: 'spaces_billing_cycle_check', expression: "billing_cycle in ('hourly', 'daily', 'monthly')" })
@Check({ name: 'spaces_capacity_check', expression: 'capacity >= 1 and availability_capacity >= 1' })
@Check({ name: 'spaces_rate_check', expression: 'rate is null or rate >= 0' })
@Check({ name: 'spaces_available_requires_active_check', expression: 'is_active or not is_available' })
export class Space extends TimestampedEntity {
  @Property({ type: 'text' })
  name: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'text' })
  type: SpaceType;

  /** People the space seats. */
  @Property({ type: 'integer', default: 1 })
  capacity: Opt<number> = 1;

  /** How many physical instances (Desk 1..N) can be booked at once. */
  @Property({ type: 'integer', default: 1 })
  availabilityCapacity: Opt<number> = 1;

  @Property({ type: 'integer', nullable: true })
  number: number | null = null;

  @Property({ type: 'integer', nullable: true })
  displayOrder: number | null = null;

  /** KES per billing cycle, exact decimal (read as a string, never a float). Null = "Contact for pricing". */
  @Property({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  rate: string | null = null;

  @Property({ type: 'text', default: 'monthly' })
  billingCycle: Opt<BillingCycle> = 'monthly';

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  amenities: Opt<string[]> = [];

  @Property({ type: 'text', nullable: true })
  imageUrl: string | null = null;

  @Property({ type: 'boolean', default: true })
  isAvailable: Opt<boolean> = true;

  @Property({ type: 'boolean', default: false })
  featured: Opt<boolean> = false;

  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  constructor(name: string, type: SpaceType) {
    super();
    this.name = name;
    this.type = type;
  }
}
