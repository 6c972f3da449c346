import createClient from 'openapi-fetch';
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
