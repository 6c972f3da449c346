/**
 * `npm run api:types` (at the repository root, after building the backend): writes the API's OpenAPI document
 * (docs/openapi.json) and the front ends' types of it (admin-shell/kit/src/api/schema.ts and
 * storefront/src/api/schema.gen.ts). The application is booted without listening and connects to nothing, so no
 * database or Redis is needed.
 */
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import {
  API_TYPE_FILES,
  API_TYPES_OPTIONS,
  buildOfflineOpenApiDocument,
  renderApiTypes,
  serializeOpenApiDocument,
} from '../bootstrap/api-types.js';

try {
  const document = await buildOfflineOpenApiDocument();
  await writeFile(API_TYPE_FILES.openApiDocument, serializeOpenApiDocument(document));
  for (const file of ['adminSchema', 'storefrontSchema'] as const)
    await writeFile(API_TYPE_FILES[file], await renderApiTypes(document, API_TYPES_OPTIONS[file]));
  for (const file of Object.values(API_TYPE_FILES)) console.log(`Wrote ${relative(process.cwd(), file)}`);
  // The HTTP app leaves queue connections retrying in the background; nothing else is left to do.
  process.exit(0);
} catch (error) {
  console.error('Could not generate the API types:', error);
  process.exit(1);
}
