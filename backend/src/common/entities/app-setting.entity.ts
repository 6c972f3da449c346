import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Small facts about the installation itself, such as "the demo content was seeded". */
@Entity({ tableName: 'app_settings' })
export class AppSetting {
  @PrimaryKey({ type: 'text' })
  key: string;

  @Property({ type: 'json' })
  value: unknown;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();

  constructor(key: string, value: unknown) {
    this.key = key;
    this.value = value;
  }
}
