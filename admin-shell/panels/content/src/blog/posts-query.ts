import type { ColumnSort, SortOrder } from 'admin-kit';

/** The Content tab's filter row as typed; '' means "any". */
export interface PostFilters {
  q: string;
  category: string;
  /** draft, scheduled or published. */
  status: string;
}
export const NO_POST_FILTERS: PostFilters = { q: '', category: '', status: '' };

export type PostSortField = 'publishedAt' | 'title' | 'category' | 'author' | 'updatedAt';
/** Last changed first. */
export const DEFAULT_POST_SORT: ColumnSort<PostSortField> = { field: 'updatedAt', order: 'DESC' };
export const POST_FIRST_ORDER: Readonly<Partial<Record<PostSortField, SortOrder>>> = {
  title: 'ASC',
  category: 'ASC',
  author: 'ASC',
};
