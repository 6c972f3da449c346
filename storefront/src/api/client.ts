import createClient from 'openapi-fetch';
import { ApiError, messageOf } from './api-error';
import { type components, type paths } from './schema.gen';

export { ApiError, messageOf };

export type Schemas = components['schemas'];

/** The typed client generated from docs/openapi.json; same origin as the page. */
export const api = createClient<paths>({
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
});

interface Outcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Unwraps an openapi-fetch result: the data, or an ApiError with the server's message. */
export async function unwrap<T>(call: Promise<Outcome<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  const body = (error ?? {}) as { message?: unknown; errors?: Record<string, string> };
  const message = typeof body.message === 'string' ? body.message : `Request failed (${response.status})`;
  throw new ApiError(message, response.status, body.errors);
}
