import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { listPage, type ListSql, listStream, SqlConditions } from '../../../common/database/list-sql.js';
import { containsPattern, orderBySql, type Page, type SortRule } from '../../../common/http/list-query.dto.js';
import { type OutboxStatus } from '../entities/mail-outbox.entity.js';
import { type EmailLogQueryDto, type EmailLogSort } from './email-log.dto.js';

/** One e-mail of the log as the staff list reads it (never its values or body). */
export interface EmailLogRow {
  id: string;
  recipient: string;
  template_name: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  next_attempt_at: Date | null;
  created_at: Date;
}

const EMAIL_LOG_SORT: SortRule<EmailLogSort> = {
  columns: {
    createdAt: 'm.created_at',
    recipient: 'm.recipient',
    template: 'm.template_name',
    status: 'm.status',
  },
  default: 'createdAt',
};

function emailLogSql(query: EmailLogQueryDto): ListSql {
  const where = new SqlConditions();
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.add('m.recipient ilike ? or m.template_name ilike ?', pattern, pattern);
  }
  if (query.status) where.add('m.status = ?', query.status);
  if (query.template) where.add('m.template_name = ?', query.template);
  where.addVenueDateRange('m.created_at', query);
  return {
    select: `m.id, m.recipient, m.template_name, m.status, m.attempts, m.last_error, m.sent_at, m.next_attempt_at,
             m.created_at`,
    from: 'mail_outbox m',
    where,
    orderBy: orderBySql(query, EMAIL_LOG_SORT, 'm.id'),
  };
}

/** How much of the outbox has not gone out, as counted by the health signal. */
export interface BacklogCounts {
  undelivered: number;
  failed: number;
  oldestUndeliveredAt: Date | null;
}

/** The e-mail log: the staff list, and what of it has not gone out. */
@Injectable()
export class EmailLogRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Pending or sending mail written before `undeliveredBefore`, mail failed since `failedSince`, and when the oldest
   * unsent message (of any age) was written.
   */
  async backlog(undeliveredBefore: Date, failedSince: Date): Promise<BacklogCounts> {
    const [row] = await this.em
      .fork()
      .execute<{ undelivered: string; failed: string; oldest_undelivered_at: string | null }[]>(
        `select count(*) filter (where status in ('pending', 'sending') and created_at < ?) as undelivered,
              count(*) filter (where status = 'failed' and updated_at > ?) as failed,
              min(created_at) filter (where status in ('pending', 'sending')) as oldest_undelivered_at
       from mail_outbox where status <> 'sent'`,
        [undeliveredBefore, failedSince],
      );
    return {
      undelivered: Number(row?.undelivered ?? 0),
      failed: Number(row?.failed ?? 0),
      oldestUndeliveredAt: row?.oldest_undelivered_at ? new Date(row.oldest_undelivered_at) : null,
    };
  }

  page(query: EmailLogQueryDto, page: Page): Promise<{ rows: EmailLogRow[]; total: number }> {
    return listPage<EmailLogRow>(this.em.fork(), emailLogSql(query), page);
  }

  stream(query: EmailLogQueryDto): AsyncIterable<EmailLogRow> {
    return listStream<EmailLogRow>(this.em.fork(), emailLogSql(query));
  }
}
