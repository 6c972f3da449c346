import createClient from 'openapi-fetch';
import { type components, type paths } from './schema.gen';

export type Schemas = components['schemas'];

/** The typed client generated from docs/openapi.json; same origin as the page. */
export const api = createClient<paths>({
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
});

/** A refusal from the API, carrying its `{ message, errors? }` body for the spec's toasts. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

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

/** The server's message when there is one, otherwise the caller's fallback (the spec's toast rule). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
