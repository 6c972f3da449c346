import { createTestApp, type TestApp } from '../support/test-app.js';

/** Requests refused before any route sees them (NestJS's Fastify adapter) still get the product's error body. */
describe('requests the API cannot read', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const post = (body: string, contentType: string) =>
    fetch(`${testApp.api}/contacts`, { method: 'POST', headers: { 'content-type': contentType }, body });
  const answer = async (response: Response) => ({ status: response.status, body: await response.json() });

  it('answers a body over 100 KB with 413', async () => {
    const huge = JSON.stringify({ message: 'x'.repeat(120 * 1024) });
    expect(await answer(await post(huge, 'application/json'))).toEqual({
      status: 413,
      body: { message: 'Request body is too large' },
    });
  });

  it('answers a content type no parser takes with 415', async () => {
    expect(await answer(await post('<contact/>', 'application/xml'))).toEqual({
      status: 415,
      body: { message: 'Unsupported Media Type' },
    });
  });

  it('answers broken JSON with 400', async () => {
    expect(await answer(await post('{"name": ', 'application/json'))).toEqual({
      status: 400,
      body: { message: "Body is not valid JSON but content-type is set to 'application/json'" },
    });
  });

  it('answers an API path no route serves with a JSON 404', async () => {
    expect(await answer(await fetch(`${testApp.api}/nowhere`))).toEqual({
      status: 404,
      body: { message: 'Cannot GET /api/nowhere' },
    });
  });
});
