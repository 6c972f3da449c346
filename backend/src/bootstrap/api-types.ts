import { fileURLToPath } from 'node:url';
import { type OpenAPIObject } from '@nestjs/swagger';
import { loadConfig } from '../config/app-config.js';
import { buildOpenApiDocument, createHttpApp } from './http-app.js';

const ROOT = new URL('../../../', import.meta.url);

/**
 * The committed files generated from the API (`npm run api:types` writes them; a backend test fails when they are
 * stale): the OpenAPI document the front ends' clients are typed from, and each front end's types of it. Both front
 * ends type-check and build against their committed types, with no generation step of their own.
 */
export const API_TYPE_FILES = {
  openApiDocument: fileURLToPath(new URL('docs/openapi.json', ROOT)),
  adminSchema: fileURLToPath(new URL('admin-shell/kit/src/api/schema.ts', ROOT)),
  storefrontSchema: fileURLToPath(new URL('storefront/src/api/schema.gen.ts', ROOT)),
};

/**
 * openapi-typescript's options per types file. The storefront's client also uses the root type aliases
 * (`--root-types` on the command line), which the admin kit does without.
 */
export const API_TYPES_OPTIONS = {
  adminSchema: {},
  storefrontSchema: { rootTypes: true },
} as const satisfies Record<string, { rootTypes?: boolean }>;

export const API_TYPES_COMMAND = 'npm run api:types';

/** The document as committed: two-space JSON with a final newline. */
export function serializeOpenApiDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * TypeScript types of the document, exactly as the openapi-typescript command line writes them with the same
 * options (none for the admin kit, `--root-types` for the storefront).
 */
export async function renderApiTypes(document: unknown, options: { rootTypes?: boolean } = {}): Promise<string> {
  // Loaded on demand: only this generator and its test need openapi-typescript (and TypeScript with it).
  const { default: openapiTS, astToString, COMMENT_HEADER } = await import('openapi-typescript');
  const plain = JSON.parse(JSON.stringify(document)) as Parameters<typeof openapiTS>[0];
  return `${COMMENT_HEADER}${astToString(await openapiTS(plain, { ...options, silent: true }))}`;
}

/**
 * The API's OpenAPI document, from the application booted without listening. Nothing connects: the ORM and the
 * queues connect on first use, and no request is served.
 */
export async function buildOfflineOpenApiDocument(): Promise<OpenAPIObject> {
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'postgres://api-types@127.0.0.1:1/unused',
    REDIS_URL: 'redis://127.0.0.1:1',
  });
  const app = await createHttpApp(config, { serveFrontends: false });
  try {
    await app.init();
    return buildOpenApiDocument(app);
  } finally {
    await app.close();
  }
}
