import { addVenueDays, venueInstant } from '@coworking/domain';
import { type EntityClass, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { containsPattern, ListQueryDto, pageOf } from '../../../common/http/list-query.dto.js';
import { IsVenueDate } from '../../../common/http/venue-date.validators.js';

/** The date range every staff list of the public forms takes: sent on or after `from`, on or before `to`. */
export class SentBetweenQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'Sent on or after this venue date' })
  @IsOptional()
  @IsVenueDate({ message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Sent on or before this venue date' })
  @IsOptional()
  @IsVenueDate({ message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;
}

/** How one list reads a query: its sort columns, the fields `q` searches, and its named filters. */
export interface StaffListShape<T extends { id: string; createdAt: Date }, S extends string> {
  entity: EntityClass<T>;
  sorts: Record<S, (direction: 'asc' | 'desc') => QueryOrderMap<T>>;
  defaultSort: S;
  search: (pattern: string) => FilterQuery<T>[];
  filters: FilterQuery<T>[];
}

/**
 * A page of one of the staff lists (contacts, applications, subscribers) with its total: filtered, searched,
 * sorted as asked with the id as tie-breaker so rows never repeat or go missing between pages.
 */
export async function staffListPage<T extends { id: string; createdAt: Date }, S extends string>(
  em: EntityManager,
  query: SentBetweenQueryDto & { _sort?: S },
  shape: StaffListShape<T, S>,
  page = pageOf(query),
): Promise<{ rows: T[]; total: number }> {
  const conditions: FilterQuery<T>[] = [...shape.filters];
  if (query.q) conditions.push({ $or: shape.search(containsPattern(query.q)) } as FilterQuery<T>);
  if (query.from) conditions.push({ createdAt: { $gte: venueInstant(query.from) } } as unknown as FilterQuery<T>);
  if (query.to)
    conditions.push({ createdAt: { $lt: venueInstant(addVenueDays(query.to, 1)) } } as unknown as FilterQuery<T>);
  if (page.limit === 0)
    return { rows: [], total: await em.count(shape.entity, { $and: conditions } as FilterQuery<T>) };
  const direction = query._order?.toLowerCase() === 'asc' ? 'asc' : 'desc';
  const [rows, total] = await em.findAndCount(shape.entity, { $and: conditions } as FilterQuery<T>, {
    orderBy: [shape.sorts[query._sort ?? shape.defaultSort](direction), { id: direction } as QueryOrderMap<T>],
    limit: page.limit,
    offset: page.offset,
  });
  return { rows, total };
}
