import { postWithProofOfWork } from '../support/proof-of-work.js';
import { terminateConnections } from '../support/test-database.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { CONTACT, futureWeekday, makeSpace } from '../booking/support.js';

describe('PostgreSQL connections killed in the middle of traffic', () => {
  let app: TestApp;
  let spaceId: string;

  beforeAll(async () => {
    app = await createTestApp();
    spaceId = (await makeSpace(app.em(), { billingCycle: 'hourly', rate: '500.00', instances: 3 })).space.id;
  });
  afterAll(() => app.close());

  const availability = () => fetch(`${app.api}/spaces/${spaceId}/availability?date=${futureWeekday()}`);

  it('keeps answering: after the kill, reads and a transactional write succeed without restarting the API', async () => {
    // Warm the pool so there are live connections to kill.
    expect(
      (await Promise.all(Array.from({ length: 8 }, availability))).every((response) => response.status === 200),
    ).toBe(true);

    // Traffic keeps flowing while every connection of the pool is terminated.
    const during = Array.from({ length: 40 }, (_, index) =>
      index % 4 === 0 ? fetch(`${app.api}/spaces`) : availability(),
    );
    expect(await terminateConnections(app.config.database.url!.split('/').pop()!)).toBeGreaterThan(0);
    const duringStatuses = (await Promise.all(during)).map((response) => response.status);
    // A request caught on a dying connection may fail once; it must fail as a clean 5xx, never hang.
    expect(duringStatuses.every((status) => status === 200 || status >= 500)).toBe(true);

    // After the kill, the pool replaces its connections: reads and a transactional write work again. An idle connection
    // leaves the pool when the server's notice that it was terminated reaches its socket, which can trail the kill by a
    // few milliseconds on a busy machine; the product is judged once that notice has had a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await Promise.all(Array.from({ length: 20 }, availability));
    expect(after.map((response) => response.status)).toEqual(Array(20).fill(200));
    const tour = await postWithProofOfWork(app.api, '/bookings', {
      type: 'tour',
      date: futureWeekday(),
      time: '10:00',
      ...CONTACT,
    });
    expect(tour.status).toBe(201);
    expect((await fetch(`${app.api}/health`)).status).toBe(200);
  });
});
