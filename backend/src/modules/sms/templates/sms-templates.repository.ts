import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { SmsTemplate } from '../entities/sms-template.entity.js';

/** The SMS wordings staff stored (the built-in ones are in default-sms-templates.ts). */
@Injectable()
export class SmsTemplatesRepository {
  constructor(private readonly em: EntityManager) {}

  all(): Promise<SmsTemplate[]> {
    return this.em.fork().find(SmsTemplate, {}, { orderBy: { name: 'asc' } });
  }

  named(name: string, tx?: Transaction): Promise<SmsTemplate | null> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    return em.findOne(SmsTemplate, { name });
  }

  add(tx: Transaction, template: SmsTemplate): void {
    entityManagerOf(tx).persist(template);
  }
}
