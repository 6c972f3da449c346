import { addVenueDays, venueInstant } from '@coworking/domain';
import { type EntityClass, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { type EntityManager, type SelectQueryBuilder } from '@mikro-orm/postgresql';
import { containsPattern, pageOf } from '../../../common/http/list-query.dto.js';
import { type SentBetweenQueryDto } from './staff-work.dto.js';

/** How one list reads a query: its sort columns, the fields `q` searches, and its named filters. */
export interface StaffListShape<T extends { id: string; createdAt: Date }, S extends string> {
  entity: EntityClass<T>;
  sorts: Record<S, (direction: 'asc' | 'desc') => QueryOrderMap<T>>;
  defaultSort: S;
  search: (pattern: string) => FilterQuery<T>[];
  filters: FilterQuery<T>[];
}

type StaffListQuery<S extends string> = SentBetweenQueryDto & { _sort?: S };

/** The list's filters, search and date range as one condition, and its order with the id as tie-breaker. */
function criteria<T extends { id: string; createdAt: Date }, S extends string>(
  query: StaffListQuery<S>,
  shape: StaffListShape<T, S>,
): { where: FilterQuery<T>; orderBy: QueryOrderMap<T>[] } {
  const conditions: FilterQuery<T>[] = [...shape.filters];
  if (query.q) conditions.push({ $or: shape.search(containsPattern(query.q)) } as FilterQuery<T>);
  if (query.from) conditions.push({ createdAt: { $gte: venueInstant(query.from) } } as unknown as FilterQuery<T>);
  if (query.to)
    conditions.push({ createdAt: { $lt: venueInstant(addVenueDays(query.to, 1)) } } as unknown as FilterQuery<T>);
  const direction = query._order?.toLowerCase() === 'asc' ? 'asc' : 'desc';
  return {
    where: { $and: conditions } as FilterQuery<T>,
    orderBy: [shape.sorts[query._sort ?? shape.defaultSort](direction), { id: direction } as QueryOrderMap<T>],
  };
}

/**
 * A page of one of the staff lists (contacts, applications, subscribers) with its total: filtered, searched,
 * sorted as asked with the id as tie-breaker so rows never repeat or go missing between pages.
 */
export async function staffListPage<T extends { id: string; createdAt: Date }, S extends string>(
  em: EntityManager,
  query: StaffListQuery<S>,
  shape: StaffListShape<T, S>,
  page = pageOf(query),
): Promise<{ rows: T[]; total: number }> {
  const { where, orderBy } = criteria(query, shape);
  if (page.limit === 0) return { rows: [], total: await em.count(shape.entity, where) };
  const [rows, total] = await em.findAndCount(shape.entity, where, { orderBy, limit: page.limit, offset: page.offset });
  return { rows, total };
}

/**
 * Every row of a staff list with its filters and order (paging ignored), from a database cursor in chunks, for the
 * CSV export: an export of any length holds one chunk at a time, and a download stopped early closes the cursor.
 * Rows come as plain objects keyed by property (an embeddable's fields as `contact_email`), not entities: with 50,000
 * contacts, hydrating entities took about 9 s against 0.6 s for the plain rows.
 */
export function staffListStream<T extends { id: string; createdAt: Date }, S extends string, Row>(
  em: EntityManager,
  query: StaffListQuery<S>,
  shape: StaffListShape<T, S>,
): AsyncIterable<Row> {
  const { where, orderBy } = criteria(query, shape);
  return (
    em
      .createQueryBuilder(shape.entity)
      .select('*')
      // The same criteria the page uses; the query builder's filter type is narrower than find()'s for generic T.
      .where(where as Parameters<SelectQueryBuilder<T>['where']>[0])
      .orderBy(orderBy)
      .stream({ mapResults: false, mergeResults: false, chunkSize: 500 }) as AsyncIterable<Row>
  );
}
