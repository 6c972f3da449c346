import { Check, Entity, Property } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';

/** Staff's wording of one of the product's SMS (by name); a name without a row sends the built-in text. */
@Entity({ tableName: 'sms_templates' })
@Check({ name: 'sms_templates_name_format_check', expression: "name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'" })
export class SmsTemplate extends TimestampedEntity {
  @Property({ type: 'text', unique: true })
  name: string;

  /** Handlebars text ({{firstName}}), as the e-mail templates are written. */
  @Property({ type: 'text' })
  text: string;

  constructor(name: string, text: string) {
    super();
    this.name = name;
    this.text = text;
  }
}
