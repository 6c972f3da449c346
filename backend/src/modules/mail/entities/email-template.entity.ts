import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Property } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';

/** An editable e-mail, rendered with Handlebars semantics ({{firstName}}, {{#if x}}…{{/if}}). */
@Entity({ tableName: 'email_templates' })
@Check({ name: 'email_templates_name_format_check', expression: "name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'" })
export class EmailTemplate extends TimestampedEntity {
  /** Lowercase with hyphens, unique: the key producers send mail by. */
  @Property({ type: 'text', unique: true })
  name: string;

  @Property({ type: 'text' })
  subject: string;

  @Property({ type: 'text' })
  htmlContent: string;

  @Property({ type: 'text', nullable: true })
  textContent: string | null = null;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'json', defaultRaw: "'[]'" })
  variables: Opt<string[]> = [];

  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  constructor(name: string, subject: string, htmlContent: string) {
    super();
    this.name = name;
    this.subject = subject;
    this.htmlContent = htmlContent;
  }
}
