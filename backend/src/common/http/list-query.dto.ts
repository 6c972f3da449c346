import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { type Response } from 'express';
import { Trim } from './transforms.js';

/** Rows a list page holds when the client does not say, and at most. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 200;

/**
 * The paging, sorting and search of an admin list, as react-admin's json-server data provider sends them:
 * `_start` (inclusive) and `_end` (exclusive) row offsets, `_sort` a field, `_order` ASC or DESC, `q` free text.
 * Each list adds its own filters and says which fields sort.
 */
export class ListQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0, description: 'First row (0-based)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '_start must be a whole number' })
  @Min(0, { message: '_start must be 0 or more' })
  _start?: number;

  @ApiPropertyOptional({ minimum: 1, description: `Row after the last one; at most ${MAX_PAGE_SIZE} rows a page` })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '_end must be a whole number' })
  @Min(1, { message: '_end must be 1 or more' })
  _end?: number;

  @ApiPropertyOptional({ enum: ['ASC', 'DESC'], default: 'DESC' })
  @IsOptional()
  @IsIn(['ASC', 'DESC', 'asc', 'desc'], { message: '_order must be ASC or DESC' })
  _order?: 'ASC' | 'DESC' | 'asc' | 'desc';

  @ApiPropertyOptional({ description: 'Search text' })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Search text must be at most 200 characters' })
  q?: string;
}

/** The page a list query asks for: offset and row count, bounded. */
export function pageOf(query: ListQueryDto): { offset: number; limit: number } {
  const offset = query._start ?? 0;
  const end = query._end ?? offset + DEFAULT_PAGE_SIZE;
  if (end <= offset) return { offset, limit: 0 };
  return { offset, limit: Math.min(end - offset, MAX_PAGE_SIZE) };
}

/** `ilike` text for a search: `%` and `_` typed by a person match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Sets the total row count header the admin's data provider pages with (and lets a browser read it). */
export function setTotalCount(response: Response, total: number): void {
  response.setHeader('X-Total-Count', String(total));
  response.setHeader('Access-Control-Expose-Headers', 'X-Total-Count');
}
