import type { paths } from './schema.gen';

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

/** The server's message when there is one, otherwise the caller's fallback (the spec's toast rule). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The API's refusal as an ApiError: its own message when it has one. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; errors?: Record<string, string> };
  const message = typeof body.message === 'string' ? body.message : `Request failed (${response.status})`;
  return new ApiError(message, response.status, body.errors);
}

/**
 * A public read (`/api/events`, `/api/blog/…`) without the typed client: the pages that only show the API's data load
 * this instead of openapi-fetch. Same origin as the page; an ApiError with the server's message when refused.
 */
export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as T;
}

/** What a public read of `path` answers (200, JSON), from the generated schema. */
export type ReadOf<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer T } } } };
}
  ? T
  : never;
