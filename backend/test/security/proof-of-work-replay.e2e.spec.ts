import { randomBytes } from 'node:crypto';
import { type INestApplication } from '@nestjs/common';
import pg from 'pg';
import { createHttpApp } from '../../src/bootstrap/http-app.js';
import {
  PROOF_OF_WORK_MESSAGES,
  PROOF_OF_WORK_UNAVAILABLE_MESSAGE,
} from '../../src/common/proof-of-work/proof-of-work.exception.js';
import { freePort } from '../support/processes.js';
import { fetchChallenge, PROOF_OF_WORK_HEADER, solvedPayload } from '../support/proof-of-work.js';
import { DisposableRedis } from '../support/redis-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { POSTGRES_ADMIN_URL, terminateConnections } from '../support/test-database.js';

/**
 * A solved proof of work is accepted once by the whole installation: while Redis is down, across API processes
 * (two apps on one database, each with its own memory) and after Redis returns. When the database cannot record the
 * answer the form is refused with 503, never taken.
 */

let sequence = 0;
const contact = () => ({
  firstName: 'Njeri',
  lastName: 'Wambui',
  email: `replay${(sequence += 1)}@pow.test`,
  subject: 'General Inquiry',
  message: 'Do you have parking?',
});
const tour = () => ({
  type: 'tour',
  date: nextWeekday(),
  time: '11:00',
  firstName: 'Amani',
  lastName: 'Otieno',
  email: `replay-tour${(sequence += 1)}@pow.test`,
  phone: '+254712345678',
});

function nextWeekday(): string {
  const day = new Date(Date.now() + 7 * 24 * 3600_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function post(api: string, path: string, body: unknown, proof: string) {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PROOF_OF_WORK_HEADER]: proof },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const REUSED = { status: 400, body: { message: PROOF_OF_WORK_MESSAGES.reused } };

describe('proof of work replayed while Redis is down, across API processes', () => {
  let redis: DisposableRedis;
  let first: TestApp;
  let second: INestApplication;
  let secondApi: string;

  const spentRows = async () =>
    Number((await first.em().execute<{ count: string }[]>('select count(*) from proof_of_work_spent'))[0].count);

  beforeAll(async () => {
    redis = new DisposableRedis(await freePort());
    await redis.start();
    // One secret, as every API process of an installation shares: a challenge from one is checked by the other.
    first = await createTestApp({ REDIS_URL: redis.url, SESSION_SECRET: randomBytes(32).toString('hex') });
    // A second API on the same database and Redis: nothing of the first's memory is shared with it.
    second = await createHttpApp(first.config, { serveFrontends: false });
    await second.listen(0, '127.0.0.1');
    secondApi = `${await second.getUrl()}/api`;
  });

  afterAll(async () => {
    await redis.start();
    await second?.close();
    await first?.close();
    await redis.stop();
  });

  it('accepts an answer once while Redis is down, refuses it on the other process, and still after Redis returns', async () => {
    await redis.stop();
    const onFirst = await solvedPayload(await fetchChallenge(first.api));
    const onSecond = await solvedPayload(await fetchChallenge(secondApi));

    expect((await post(first.api, '/contacts', contact(), onFirst)).status).toBe(201);
    expect(await post(first.api, '/contacts', contact(), onFirst)).toEqual(REUSED);
    expect(await post(secondApi, '/contacts', contact(), onFirst)).toEqual(REUSED);
    expect(await post(secondApi, '/bookings', tour(), onFirst)).toEqual(REUSED);

    // And the other way round, on the tour form.
    expect((await post(secondApi, '/bookings', tour(), onSecond)).status).toBe(201);
    expect(await post(first.api, '/bookings', tour(), onSecond)).toEqual(REUSED);
    expect(await spentRows()).toBe(2);

    // Redis is back (empty, as after a restart without persistence): the answers spent meanwhile stay spent.
    await redis.start();
    for (const api of [first.api, secondApi])
      for (const proof of [onFirst, onSecond]) expect(await post(api, '/contacts', contact(), proof)).toEqual(REUSED);

    // A fresh answer works once, now that Redis is up, whichever process it reaches first.
    const fresh = await solvedPayload(await fetchChallenge(first.api));
    expect((await post(secondApi, '/contacts', contact(), fresh)).status).toBe(201);
    expect(await post(first.api, '/contacts', contact(), fresh)).toEqual(REUSED);
  });

  it('lets one of ten parallel submissions through, spread over both processes', async () => {
    await redis.stop();
    try {
      const solved = await solvedPayload(await fetchChallenge(first.api));
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          post(index % 2 === 0 ? first.api : secondApi, '/contacts', contact(), solved),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(400)]);
    } finally {
      await redis.start();
    }
  });

  it('answers 503 and takes nothing when the database cannot record the answer', async () => {
    const solved = await solvedPayload(await fetchChallenge(first.api));
    const database = first.config.database.url!.split('/').pop()!.split('?')[0];
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(`alter database "${database}" allow_connections false`);
      await terminateConnections(database);
      expect(await post(first.api, '/contacts', contact(), solved)).toEqual({
        status: 503,
        body: { message: PROOF_OF_WORK_UNAVAILABLE_MESSAGE },
      });
    } finally {
      await admin.query(`alter database "${database}" allow_connections true`);
      await admin.end();
    }
    // Nothing was recorded, so the same answer is taken once the database is back.
    expect((await post(first.api, '/contacts', contact(), solved)).status).toBe(201);
    expect(await post(first.api, '/contacts', contact(), solved)).toEqual(REUSED);
  });
});
