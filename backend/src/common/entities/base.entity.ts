import { randomUUID } from 'node:crypto';
import { type Opt } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Every stored record has a uuid primary key and a creation instant. The id is made in the
 * application so a new entity can be referenced before it is flushed; the database default
 * covers rows written by raw SQL.
 */
export abstract class BaseEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}

/** Records that staff edit also keep when they last changed. */
export abstract class TimestampedEntity extends BaseEntity {
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
