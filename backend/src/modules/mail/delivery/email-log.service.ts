import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../entities/mail-outbox.entity.js';
import { type EmailLogEntryDto } from './email-log.dto.js';

@Injectable()
export class EmailLogService {
  constructor(private readonly em: EntityManager) {}

  async recent(limit: number): Promise<EmailLogEntryDto[]> {
    const rows = await this.em.fork().find(MailOutbox, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
    return rows.map((row) => ({
      id: row.id,
      recipient: row.recipient,
      template: row.templateName,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      sentAt: row.sentAt,
      createdAt: row.createdAt,
    }));
  }
}
