import { unwrap, unwrapPage, type AdminClient, type ListPage } from 'admin-kit/client';
import type { PromoCodeRecordBody, PromoCodeRecord } from 'admin-kit';
import type { Client } from 'openapi-fetch';

// The promo-code calls of the admin API, described by hand in the generated schema's shape: docs/openapi.json does
// not have them yet. Once `npm run api:types` brings them into schema.ts, these routes join the others in
// admin-routes.ts over the generated paths, and this file goes.

type Json<T> = { content: { 'application/json': T } };
type Answer<T> = { headers: { [name: string]: unknown } } & Json<T>;
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

interface PromoCodePaths {
  '/api/admin/promo-codes': {
    parameters: NoParameters;
    /** A page of codes (X-Total-Count holds the total): `q` searches the code and description, `active` filters. */
    get: {
      parameters: { query?: { [filter: string]: string | number | undefined } } & Omit<NoParameters, 'query'>;
      requestBody?: never;
      responses: { 200: Answer<PromoCodeRecord[]> };
    };
    post: {
      parameters: NoParameters;
      requestBody: Json<PromoCodeRecordBody>;
      responses: { 201: Answer<PromoCodeRecord> };
    };
  };
  '/api/admin/promo-codes/{id}': {
    parameters: NoParameters;
    get: { parameters: ById; requestBody?: never; responses: { 200: Answer<PromoCodeRecord> } };
    /** Only the fields sent change. */
    put: { parameters: ById; requestBody: Json<PromoCodeRecordBody>; responses: { 200: Answer<PromoCodeRecord> } };
    /** 409 once the code has been redeemed. */
    delete: { parameters: ById; requestBody?: never; responses: { 204: { headers: { [name: string]: unknown } } } };
  };
}

const byId = (id: string) => ({ params: { path: { id } } });

/** List, read, create, change and delete promo codes, over the admin client (its origin, cookie and errors). */
export function promoCodeRoutes(adminClient: AdminClient) {
  // The same client, seen through the hand-written paths above until the generated ones include them.
  const client = adminClient as unknown as Client<PromoCodePaths>;
  return {
    list: (query: { [filter: string]: string | number | undefined }): Promise<ListPage<PromoCodeRecord>> =>
      unwrapPage(client.GET('/api/admin/promo-codes', { params: { query } }), query),
    getOne: (id: string) => unwrap(client.GET('/api/admin/promo-codes/{id}', byId(id))),
    create: (body: PromoCodeRecordBody) => unwrap(client.POST('/api/admin/promo-codes', { body })),
    update: (id: string, body: PromoCodeRecordBody) =>
      unwrap(client.PUT('/api/admin/promo-codes/{id}', { ...byId(id), body })),
    remove: async (id: string) => {
      await unwrap(client.DELETE('/api/admin/promo-codes/{id}', byId(id)));
    },
  };
}
