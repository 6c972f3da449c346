import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';

/**
 * A company that pays for a team membership: who receipts are made out to (name and KRA PIN) and who they go to
 * (the billing e-mail). Staff keep these in the back-office; a team checkout on the site creates one. A company
 * with memberships is never deleted (the database refuses), so its receipts keep their name.
 */
@Entity({ tableName: 'companies' })
@Index({ name: 'companies_name_index', expression: 'create index companies_name_index on companies (lower(name))' })
@Index({ name: 'companies_created_at_id_index', properties: ['createdAt', 'id'] })
export class Company extends TimestampedEntity {
  @Property({ type: 'text' })
  name: string;

  /** Kenya Revenue Authority PIN (upper case), printed on the company's receipts. */
  @Property({ type: 'text', nullable: true })
  kraPin: string | null = null;

  /** Where the company's receipts and renewal reminders go (lower case). */
  @Property({ type: 'text' })
  billingEmail: string;

  @Property({ type: 'text', nullable: true })
  address: string | null = null;

  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  constructor(name: string, billingEmail: string) {
    super();
    this.name = name;
    this.billingEmail = billingEmail;
  }
}
