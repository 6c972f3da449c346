import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestApp } from '../support/test-app.js';

// The front ends generate their typed API clients from docs/openapi.json, so the committed document must be the
// one the running API serves. `UPDATE_OPENAPI=1 npm test -- test/api` rewrites it after an API change.
const DOCUMENT = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));

describe('the committed OpenAPI document', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('matches what the running API serves', async () => {
    const served = `${JSON.stringify(await (await fetch(`${app.api}/docs-json`)).json(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') await writeFile(DOCUMENT, served);
    const committed = await readFile(DOCUMENT, 'utf8').catch(() => '');
    expect(committed).toBe(served);
  });
});
