import { readFile, writeFile } from 'node:fs/promises';
import {
  API_TYPE_FILES,
  API_TYPES_COMMAND,
  API_TYPES_OPTIONS,
  buildOfflineOpenApiDocument,
  renderApiTypes,
  serializeOpenApiDocument,
} from '../../src/bootstrap/api-types.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// The front ends' typed API clients come from docs/openapi.json through types committed beside each client
// (admin-shell/kit/src/api/schema.ts, storefront/src/api/schema.gen.ts), so every committed file must match what the
// running API serves. `npm run api:types` rewrites them after an API change (so does `UPDATE_OPENAPI=1 npm test -- test/api`).

/** Fails like toBe, with the command that brings the committed file up to date at the top of the message. */
function expectCommitted(committed: string, generated: string, file: string): void {
  try {
    expect(committed).toBe(generated);
  } catch (error) {
    if (error instanceof Error)
      error.message = `${file} is stale: run \`${API_TYPES_COMMAND}\` and commit the result.\n\n${error.message}`;
    throw error;
  }
}

describe("the committed OpenAPI document and the front ends' API types", () => {
  let app: TestApp;
  let served: unknown;
  beforeAll(async () => {
    app = await createTestApp();
    served = await (await fetch(`${app.api}/docs-json`)).json();
  });
  afterAll(() => app.close());

  it('the document matches what the running API serves', async () => {
    const document = serializeOpenApiDocument(served);
    if (process.env.UPDATE_OPENAPI === '1') await writeFile(API_TYPE_FILES.openApiDocument, document);
    expectCommitted(
      await readFile(API_TYPE_FILES.openApiDocument, 'utf8').catch(() => ''),
      document,
      'docs/openapi.json',
    );
  });

  it.each([
    ['admin kit', 'adminSchema', 'admin-shell/kit/src/api/schema.ts'],
    ['storefront', 'storefrontSchema', 'storefront/src/api/schema.gen.ts'],
  ] as const)("the %s's types are generated from it", async (_frontEnd, file, path) => {
    const types = await renderApiTypes(served, API_TYPES_OPTIONS[file]);
    if (process.env.UPDATE_OPENAPI === '1') await writeFile(API_TYPE_FILES[file], types);
    expectCommitted(await readFile(API_TYPE_FILES[file], 'utf8').catch(() => ''), types, path);
  });

  it('`npm run api:types` writes what the running API serves, without a database or Redis', async () => {
    expect(serializeOpenApiDocument(await buildOfflineOpenApiDocument())).toBe(serializeOpenApiDocument(served));
  });
});
