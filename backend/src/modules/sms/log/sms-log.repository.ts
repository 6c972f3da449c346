import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { listPage, type ListSql, SqlConditions } from '../../../common/database/list-sql.js';
import { containsPattern, orderBySql, type Page, type SortRule } from '../../../common/http/list-query.dto.js';
import { type SmsStatus } from '../entities/sms-outbox.entity.js';
import { type SmsLogQueryDto, type SmsLogSort } from './sms-log.dto.js';

/** One SMS of the log as the staff list reads it (never its values). */
export interface SmsLogRow {
  id: string;
  phone: string;
  template_name: string;
  text: string;
  parts: number;
  status: SmsStatus;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
  provider_status: string | null;
  cost: string | null;
  delivery_status: string | null;
  delivery_failure_reason: string | null;
  delivery_reported_at: Date | null;
  sent_at: Date | null;
  next_attempt_at: Date | null;
  created_at: Date;
}

const SMS_LOG_SORT: SortRule<SmsLogSort> = {
  columns: { createdAt: 's.created_at', phone: 's.phone', template: 's.template_name', status: 's.status' },
  default: 'createdAt',
};

function smsLogSql(query: SmsLogQueryDto): ListSql {
  const where = new SqlConditions();
  if (query.q) {
    const pattern = containsPattern(query.q);
    // A number is searched as typed or in its stored form (0712… → 254712…).
    const digits = query.q.replace(/\D/g, '');
    const stored = digits.startsWith('0') ? `254${digits.slice(1)}` : digits;
    where.add(
      "s.phone ilike ? or s.template_name ilike ? or s.provider_message_id ilike ? or (? <> '' and s.phone like ?)",
      pattern,
      pattern,
      pattern,
      stored,
      `%${stored}%`,
    );
  }
  if (query.status) where.add('s.status = ?', query.status);
  if (query.template) where.add('s.template_name = ?', query.template);
  where.addVenueDateRange('s.created_at', query);
  return {
    select: `s.id, s.phone, s.template_name, s.text, s.parts, s.status, s.attempts, s.last_error, s.provider_message_id,
             s.provider_status, s.cost, s.delivery_status, s.delivery_failure_reason, s.delivery_reported_at, s.sent_at,
             s.next_attempt_at, s.created_at`,
    from: 'sms_outbox s',
    where,
    orderBy: orderBySql(query, SMS_LOG_SORT, 's.id'),
  };
}

/** The SMS log: the staff list. */
@Injectable()
export class SmsLogRepository {
  constructor(private readonly em: EntityManager) {}

  page(query: SmsLogQueryDto, page: Page): Promise<{ rows: SmsLogRow[]; total: number }> {
    return listPage<SmsLogRow>(this.em.fork(), smsLogSql(query), page);
  }
}
