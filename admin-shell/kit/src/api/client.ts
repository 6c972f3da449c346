import createClient from 'openapi-fetch';
import { totalFromHeader } from '../data/paging';
import { errorFromResponse } from './http-error';
import type { paths } from './schema';

export type AdminClient = ReturnType<typeof createAdminClient>;

/**
 * The typed client of the admin API (paths and shapes generated from docs/openapi.json). Cookies go
 * with every request (the session), and the back-office lives on the API's origin.
 */
export function createAdminClient(baseUrl = '') {
  return createClient<paths>({ baseUrl, credentials: 'include' });
}

interface ClientResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The body of a successful call, or an AdminHttpError carrying the server's message. */
export async function unwrap<T>(call: Promise<ClientResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw errorFromResponse(response.status, response.statusText, error);
  return data as T;
}

/** One page of a server-paged list, and how many rows match in all. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

/**
 * The rows of a list call for the rows [_start, _end), with the total from its X-Total-Count header (a header the
 * shell's data provider does not read, which is why these lists use the typed client).
 */
export async function unwrapPage<Row>(
  call: Promise<ClientResult<Row[]>>,
  query: { _start?: number; _end?: number },
): Promise<ListPage<Row>> {
  const rows = await unwrap(call);
  const { response } = await call;
  const start = query._start ?? 0;
  const pageSize = (query._end ?? start + rows.length) - start;
  return { rows, total: totalFromHeader(response.headers.get('X-Total-Count'), start, rows.length, pageSize) };
}
