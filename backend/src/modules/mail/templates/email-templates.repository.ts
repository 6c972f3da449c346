import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { EmailTemplate } from '../entities/email-template.entity.js';

/** The e-mail templates staff stored (the built-in ones are in default-templates.ts). */
@Injectable()
export class EmailTemplatesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every stored template, by name. */
  all(): Promise<EmailTemplate[]> {
    return this.em.fork().find(EmailTemplate, {}, { orderBy: { name: 'asc' } });
  }

  byId(id: string, tx?: Transaction): Promise<EmailTemplate | null> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    return em.findOne(EmailTemplate, { id });
  }

  /** The active template of that name, which a message of that name is sent with. */
  activeNamed(name: string): Promise<EmailTemplate | null> {
    return this.em.fork().findOne(EmailTemplate, { name, isActive: true });
  }

  /** How many templates have exactly this name. */
  countNamed(tx: Transaction, name: string): Promise<number> {
    return entityManagerOf(tx).count(EmailTemplate, { name });
  }

  add(tx: Transaction, template: EmailTemplate): void {
    entityManagerOf(tx).persist(template);
  }

  remove(tx: Transaction, template: EmailTemplate): void {
    entityManagerOf(tx).remove(template);
  }
}
