import { unwrap, unwrapPage, type AdminClient, type ListPage } from 'admin-kit/client';
import type { WaitlistEntryRecord } from 'admin-kit';
import type { Client } from 'openapi-fetch';

// The waitlist calls of the admin API, described by hand in the generated schema's shape: docs/openapi.json does
// not have them yet. Once `npm run api:types` brings them into schema.ts, these routes join the others in
// admin-routes.ts over the generated paths, and this file goes.

type Json<T> = { content: { 'application/json': T } };
type Answer<T> = { headers: { [name: string]: unknown } } & Json<T>;
type NoContent = { headers: { [name: string]: unknown }; content?: never };
interface NoParameters {
  query?: never;
  header?: never;
  path?: never;
  cookie?: never;
}
interface ById {
  query?: never;
  header?: never;
  path: { id: string };
  cookie?: never;
}

/** The list's query, as the generator spells a list convention's parameters. */
interface WaitlistListQuery {
  /** First row (0-based). */
  _start?: number;
  /** Row after the last one; at most 200 rows a page. */
  _end?: number;
  _order?: 'ASC' | 'DESC';
  _sort?: 'createdAt' | 'date';
  /** The name, e-mail or phone. */
  q?: string;
  status?: 'waiting' | 'offered' | 'booked' | 'expired' | 'cancelled';
  spaceId?: string;
  /** Venue dates of the wanted slot, both included. */
  from?: string;
  to?: string;
}

interface WaitlistPaths {
  '/api/admin/waitlist': {
    parameters: NoParameters;
    /** A page of entries (X-Total-Count holds the total), newest first unless sorted otherwise. */
    get: {
      parameters: { query?: WaitlistListQuery } & Omit<NoParameters, 'query'>;
      requestBody?: never;
      responses: { 200: Answer<WaitlistEntryRecord[]> };
    };
  };
  '/api/admin/waitlist/{id}': {
    parameters: NoParameters;
    /** Takes a waiting or offered person off the list; an open offer's held slot is released. */
    delete: {
      parameters: ById;
      requestBody?: never;
      responses: {
        204: NoContent;
        /** No such entry. */
        404: Answer<{ message: string }>;
        /** The entry is already booked. */
        409: Answer<{ message: string }>;
      };
    };
  };
}

/** List the waitlist and take someone off it, over the admin client (its origin, cookie and errors). */
export function waitlistRoutes(adminClient: AdminClient) {
  // The same client, seen through the hand-written paths above until the generated ones include them.
  const client = adminClient as unknown as Client<WaitlistPaths>;
  return {
    list: (query: { [filter: string]: string | number | undefined }): Promise<ListPage<WaitlistEntryRecord>> =>
      unwrapPage(client.GET('/api/admin/waitlist', { params: { query: query as WaitlistListQuery } }), query),
    remove: async (id: string) => {
      await unwrap(client.DELETE('/api/admin/waitlist/{id}', { params: { path: { id } } }));
    },
  };
}
