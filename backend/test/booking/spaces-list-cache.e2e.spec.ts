import { get } from 'node:http';
import { type INestApplication } from '@nestjs/common';
import { createHttpApp } from '../../src/bootstrap/http-app.js';
import { SPACES_LIST_TTL_MS, SpacesService } from '../../src/modules/booking/spaces.service.js';
import { createTestApp, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';
import { futureWeekday, makeSpace } from './support.js';

interface ListedSpace {
  id: string;
  name: string;
  rate: string;
  availabilityCapacity: number;
}

/** The public spaces list is kept in memory by each API process; every admin change must still show at once. */
describe('the cached public list of spaces', () => {
  let testApp: TestApp;
  let root: Session;
  let otherProcess: INestApplication;
  let otherApi: string;
  const listAt = async (api: string) => (await (await fetch(`${api}/spaces`)).json()) as ListedSpace[];
  const list = () => listAt(testApp.api);
  const named = async (name: string, api = testApp.api) => (await listAt(api)).find((space) => space.name === name);
  const admin = async <T>(method: string, path: string, body?: unknown) => {
    const response = await root.request(method, path, body);
    expect(response.status).toBeLessThan(300);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    // A second API process of the same installation: same database, same Redis prefix.
    otherProcess = await createHttpApp(testApp.config, { serveFrontends: false });
    await otherProcess.listen(0, '127.0.0.1');
    otherApi = `${await otherProcess.getUrl()}/api`;
  });
  afterAll(async () => {
    await otherProcess.close();
    await testApp.close();
  });

  it('answers repeated reads from memory, and reads the database again after the time limit', async () => {
    const space = await admin<ListedSpace>('POST', '/admin/spaces', { name: 'Cached desk', rate: '1500' });
    expect(await named('Cached desk')).toBeDefined();
    // An edit that bypasses the product (no change notice) is not seen until the copy expires.
    await testApp.em().execute(`update spaces set name = 'Renamed in SQL' where id = ?`, [space.id]);
    expect(await named('Cached desk')).toBeDefined();
    const expired = await testApp.app.get(SpacesService).listActive(Date.now() + SPACES_LIST_TTL_MS + 1);
    expect(expired.map((listed) => listed.name)).toContain('Renamed in SQL');
  });

  it('shows every admin change at once: create, edit, capacity, deactivate, delete', async () => {
    await list();
    const space = await admin<ListedSpace>('POST', '/admin/spaces', {
      name: 'Fresh room',
      rate: '2000',
      availabilityCapacity: 1,
    });
    expect(await named('Fresh room')).toMatchObject({ rate: '2000.00', availabilityCapacity: 1 });

    await admin('PUT', `/admin/spaces/${space.id}`, { rate: '2500' });
    expect(await named('Fresh room')).toMatchObject({ rate: '2500.00' });

    await admin('POST', '/admin/space-instances', { spaceId: space.id, label: 'Room 2' });
    expect(await named('Fresh room')).toMatchObject({ availabilityCapacity: 2 });

    await admin('PUT', `/admin/spaces/${space.id}`, { isActive: false });
    expect(await named('Fresh room')).toBeUndefined();

    await admin('PUT', `/admin/spaces/${space.id}`, { isActive: true, name: 'Fresh room again' });
    expect(await named('Fresh room again')).toBeDefined();

    await admin('DELETE', `/admin/spaces/${space.id}`);
    expect((await list()).some((listed) => listed.id === space.id)).toBe(false);
  });

  it('answers JSON with an ETag that changes with the list, and 304 to a browser that has the current one', async () => {
    const first = await fetch(`${testApp.api}/spaces`);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(await first.json()).toEqual(await list());
    expect(await conditionalStatus(`${testApp.api}/spaces`, etag)).toBe(304);

    await admin('POST', '/admin/spaces', { name: 'New ETag room', rate: '900' });
    expect(await conditionalStatus(`${testApp.api}/spaces`, etag)).toBe(200);
  });

  it('gives availability from the same copy: a space staff close or deactivate stops offering slots at once', async () => {
    const space = await admin<ListedSpace>('POST', '/admin/spaces', {
      name: 'Bookable room',
      type: 'meeting-room',
      billingCycle: 'hourly',
      rate: '1000',
    });
    const availability = async () => {
      const response = await fetch(`${testApp.api}/spaces/${space.id}/availability?date=${futureWeekday()}`);
      return {
        status: response.status,
        slots: response.ok ? ((await response.json()) as { timeSlots: { available: boolean }[] }).timeSlots : [],
      };
    };
    expect((await availability()).slots.some((slot) => slot.available)).toBe(true);

    await admin('PUT', `/admin/spaces/${space.id}`, { isAvailable: false });
    expect((await availability()).slots.some((slot) => slot.available)).toBe(false);

    await admin('PUT', `/admin/spaces/${space.id}`, { isActive: false });
    expect((await availability()).status).toBe(404);
  });

  it('offers a space added straight in the database at once', async () => {
    await list();
    const { space } = await makeSpace(testApp.em(), { name: 'Seeded room' });
    expect((await fetch(`${testApp.api}/spaces/${space.id}/availability?date=${futureWeekday()}`)).status).toBe(200);
  });

  it('tells the other API processes, which drop their copy too', async () => {
    const space = await admin<ListedSpace>('POST', '/admin/spaces', { name: 'Shared desk', rate: '1000' });
    await waitFor(async () => (await named('Shared desk', otherApi)) !== undefined);
    await admin('PUT', `/admin/spaces/${space.id}`, { name: 'Shared desk, renamed' });
    await waitFor(async () => (await named('Shared desk, renamed', otherApi)) !== undefined);
    expect(await named('Shared desk', otherApi)).toBeUndefined();
  });
});

/**
 * A revalidation as a browser sends it. fetch() cannot: with If-None-Match it also sends
 * Cache-Control: no-cache, which tells the server not to answer 304.
 */
function conditionalStatus(url: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'if-none-match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).once('error', reject);
  });
}

/** The notice crosses Redis, so the other process sees it within milliseconds, not at once. */
async function waitFor(condition: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
