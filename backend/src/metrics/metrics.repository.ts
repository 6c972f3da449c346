import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** One figure of the scrape: a table's rows counted by one or two of its columns. */
export interface CountRow {
  kind: 'mail' | 'sms' | 'payment' | 'refund';
  first: string;
  second: string | null;
  count: number;
}

/**
 * Every process writes its outcomes to the same tables, so counting them at scrape time gives the worker's numbers
 * (mail and SMS sent, payments reconciled) to whichever API process Prometheus asks. One round trip; the status
 * columns lead an index on each table.
 */
const COUNTS_SQL = `
  select 'mail' as kind, status as first, null as second, count(*)::int as count from mail_outbox group by status
  union all
  select 'sms', status, null, count(*)::int from sms_outbox group by status
  union all
  select 'payment', coalesce(channel, 'none'), status, count(*)::int from payments group by channel, status
  union all
  select 'refund', status, null, count(*)::int from payment_refunds
    where status not in ('processed', 'failed') group by status`;

/** The metrics' read-only look at the database: counts by status across modules, like retention/'s deletes. */
@Injectable()
export class MetricsRepository {
  constructor(private readonly em: EntityManager) {}

  async counts(): Promise<CountRow[]> {
    const rows = await this.em.fork().getConnection().execute<CountRow[]>(COUNTS_SQL);
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }
}
