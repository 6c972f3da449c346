import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { listPage, SqlConditions } from '../../../common/database/list-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { containsPattern, orderBySql, pageOf, type SortRule } from '../../../common/http/list-query.dto.js';
import { type DataSubject } from '../data-subject.js';
import { changedRows, placeholders } from '../../../common/database/personal-data-sql.js';
import {
  type AdminErasureRequestDto,
  type ErasureRequestListQueryDto,
  type ErasureRequestSort,
} from '../dto/privacy.dto.js';
import { ErasureRequest } from '../entities/erasure-request.entity.js';

const ERASURE_REQUEST_SORT: SortRule<ErasureRequestSort> = {
  columns: { requestedAt: 'r.created_at', dueBy: 'r.due_by', number: 'r.number', status: 'r.status' },
  default: 'requestedAt',
};

/** The columns of a back-office row. */
export const ADMIN_ROW_SQL = `r.id, r.number,
  case when r.status = 'requested' then coalesce(r.email, r.phone, r.number) else r.number end as subject,
  r.source, r.status, r.reason, r.created_at as "requestedAt", r.due_by as "dueBy",
  (r.status = 'requested' and r.due_by < now()) as overdue, r.completed_at as "completedAt",
  r.completed_by as "completedBy"`;

/** Erasure requests, in queries. */
@Injectable()
export class ErasureRequestsRepository {
  constructor(private readonly em: EntityManager) {}

  /** New requests take turns: numbers stay gapless per year and one person never gets two open requests. */
  async lock(tx: Transaction): Promise<void> {
    await entityManagerOf(tx).execute(`select pg_advisory_xact_lock(hashtext('privacy:erasure-requests'))`);
  }

  async nextSequence(tx: Transaction, year: number): Promise<number> {
    const [row] = await entityManagerOf(tx).execute<{ next: number }[]>(
      'select coalesce(max(sequence), 0)::int + 1 as next from erasure_requests where year = ?',
      [year],
    );
    return row.next;
  }

  /** The person's open request, if any (by account, e-mail or phone). */
  openFor(tx: Transaction, subject: DataSubject): Promise<ErasureRequest | null> {
    const or: object[] = [];
    if (subject.userId) or.push({ userId: subject.userId });
    if (subject.emails.length) or.push({ email: { $in: subject.emails } });
    if (subject.phones.length) or.push({ phone: { $in: subject.phones } });
    if (or.length === 0) return Promise.resolve(null);
    return entityManagerOf(tx).findOne(
      ErasureRequest,
      { status: 'requested', $or: or },
      { orderBy: { createdAt: 'desc' } },
    );
  }

  add(tx: Transaction, request: ErasureRequest): void {
    entityManagerOf(tx).persist(request);
  }

  /** One request, locked for the transaction (two staff completing it at once: the second sees it completed). */
  forUpdate(tx: Transaction, id: string): Promise<ErasureRequest | null> {
    return entityManagerOf(tx).findOne(ErasureRequest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  async row(id: string, tx?: Transaction): Promise<AdminErasureRequestDto | null> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    const [row] = await em.execute<AdminErasureRequestDto[]>(
      `select ${ADMIN_ROW_SQL} from erasure_requests r where r.id = ?`,
      [id],
    );
    return row ?? null;
  }

  page(query: ErasureRequestListQueryDto): Promise<{ rows: AdminErasureRequestDto[]; total: number }> {
    const where = new SqlConditions();
    if (query.q) {
      const pattern = containsPattern(query.q);
      where.add('r.number ilike ? or r.email ilike ? or r.phone ilike ?', pattern, pattern, pattern);
    }
    if (query.status) where.add('r.status = ?', query.status);
    return listPage<AdminErasureRequestDto>(
      this.em.fork(),
      {
        select: ADMIN_ROW_SQL,
        from: 'erasure_requests r',
        where,
        orderBy: orderBySql(query, ERASURE_REQUEST_SORT, 'r.id'),
      },
      pageOf(query),
    );
  }

  /** Privacy's own rows about the person: signed links to their address. */
  async erasePersonalData(tx: Transaction, subject: Pick<DataSubject, 'emails'>): Promise<Record<string, number>> {
    if (subject.emails.length === 0) return {};
    const links = await changedRows(
      entityManagerOf(tx),
      `delete from privacy_links where email in (${placeholders(subject.emails)})`,
      subject.emails,
    );
    return { privacy_links: links };
  }
}
