import { jest } from '@jest/globals';
import { type Challenge, createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import fc from 'fast-check';
import { Clock } from '../../src/common/clock/clock.js';
import { PROOF_OF_WORK_MESSAGES } from '../../src/common/proof-of-work/proof-of-work.exception.js';
import { futureWeekday } from '../booking/support.js';
import { startApiProcess } from '../support/api-process.js';
import { freePort } from '../support/processes.js';
import { fetchChallenge, PROOF_OF_WORK_HEADER, postWithProofOfWork, solvedPayload } from '../support/proof-of-work.js';
import { DisposableRedis } from '../support/redis-server.js';
import { createTestApp, rowCounts, type TestApp } from '../support/test-app.js';

/**
 * The tour, contact, careers and newsletter forms cost their sender a small proof of work (an ALTCHA challenge the
 * browser solves unseen): a request without a fresh, correct answer used once is refused with 400 and a message a
 * person can act on, before anything is stored or mailed.
 */

const TOUR_DATE = futureWeekday(6);
let sequence = 0;
const nextEmail = (form: string) => `${form}${(sequence += 1)}@pow.test`;

const FORMS = [
  {
    path: '/bookings',
    body: () => ({
      type: 'tour',
      date: TOUR_DATE,
      time: '11:00',
      firstName: 'Amani',
      lastName: 'Otieno',
      email: nextEmail('tour'),
      phone: '+254712345678',
    }),
  },
  {
    path: '/contacts',
    body: () => ({
      firstName: 'Njeri',
      lastName: 'Wambui',
      email: nextEmail('contact'),
      subject: 'General Inquiry',
      message: 'Do you have parking?',
    }),
  },
  {
    path: '/job-applications',
    body: () => ({
      position: 'Community Manager',
      firstName: 'Otieno',
      lastName: 'Odhiambo',
      email: nextEmail('applicant'),
      resumeUrl: 'https://example.com/cv.pdf',
    }),
  },
  { path: '/newsletter', body: () => ({ email: nextEmail('reader') }) },
];
const PATHS = FORMS.map((form) => form.path);

/** Every row a form could leave behind, mail included. */
const TABLES = ['space_bookings', 'contacts', 'job_applications', 'newsletters', 'mail_outbox'];

interface Answer {
  status: number;
  body: { message?: string; success?: boolean };
}

async function post(api: string, path: string, body: unknown, proof?: string): Promise<Answer> {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(proof === undefined ? {} : { [PROOF_OF_WORK_HEADER]: proof }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('proof of work on the public forms', () => {
  let testApp: TestApp;
  const formOf = (path: string) => FORMS.find((form) => form.path === path)!;

  const counts = () => rowCounts(testApp.em(), TABLES);

  /** Posts the form with this header and expects 400 with `message`, and not a row or an e-mail more. */
  const expectRefused = async (path: string, proof: string | undefined, message: string) => {
    const before = await counts();
    expect(await post(testApp.api, path, formOf(path).body(), proof)).toEqual({ status: 400, body: { message } });
    expect(await counts()).toEqual(before);
  };

  beforeAll(async () => {
    testApp = await createTestApp({ STAFF_EMAIL: 'staff@pow.test' });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => testApp.close());

  it('issues a signed challenge that expires in ten minutes, never cached', async () => {
    const response = await fetch(`${testApp.api}/proof-of-work/challenge`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = (await response.json()) as Challenge;
    expect(challenge).toEqual({
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        cost: 1000,
        keyLength: 32,
        keyPrefix: expect.stringMatching(/^[0-9a-f]{32}$/),
        keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
        nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
        salt: expect.stringMatching(/^[0-9a-f]{32}$/),
        expiresAt: expect.any(Number),
      },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(challenge.parameters.expiresAt! - Date.now() / 1000).toBeGreaterThan(595);
    expect(challenge.parameters.expiresAt! - Date.now() / 1000).toBeLessThanOrEqual(600);
  });

  it.each(PATHS)('%s accepts a correctly solved challenge', async (path) => {
    const response = await postWithProofOfWork(testApp.api, path, formOf(path).body());
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ success: true });
  });

  it.each(PATHS)('%s refuses a request without a solution, keeping and mailing nothing', async (path) => {
    await expectRefused(path, undefined, PROOF_OF_WORK_MESSAGES.missing);
    await expectRefused(path, ' ', PROOF_OF_WORK_MESSAGES.missing);
  });

  it.each(PATHS)('%s refuses a forged or unreadable solution', async (path) => {
    const challenge = await fetchChallenge(testApp.api);
    const other = await fetchChallenge(testApp.api);
    // Another challenge's answer, and a made-up key.
    const othersSolution = (await solveChallenge({ challenge: other, deriveKey }))!;
    await expectRefused(path, encode({ challenge, solution: othersSolution }), PROOF_OF_WORK_MESSAGES.invalid);
    await expectRefused(
      path,
      encode({ challenge, solution: { counter: 1, derivedKey: 'ab'.repeat(32) } }),
      PROOF_OF_WORK_MESSAGES.invalid,
    );
    // An easier challenge of one's own making: the signature no longer matches the parameters.
    const easier = {
      ...challenge,
      parameters: { ...challenge.parameters, cost: 1, keyPrefix: '0', keySignature: undefined },
    };
    await expectRefused(path, await solvedPayload(easier), PROOF_OF_WORK_MESSAGES.invalid);
    // A challenge signed with another key.
    const foreign = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 1,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 600,
      hmacSignatureSecret: 'not-the-installations-key',
    });
    await expectRefused(path, await solvedPayload(foreign), PROOF_OF_WORK_MESSAGES.invalid);
    // Not base64, not JSON, not the payload's shape.
    await expectRefused(path, 'not a solution!', PROOF_OF_WORK_MESSAGES.unreadable);
    await expectRefused(path, Buffer.from('{"challenge":').toString('base64'), PROOF_OF_WORK_MESSAGES.unreadable);
    await expectRefused(path, encode({ challenge, solution: 42 }), PROOF_OF_WORK_MESSAGES.unreadable);
    await expectRefused(path, 'A'.repeat(5000), PROOF_OF_WORK_MESSAGES.unreadable);
  });

  it.each(PATHS)('%s refuses an expired solution', async (path) => {
    const clock = testApp.app.get(Clock);
    // Issued eleven minutes ago: past its expiry by the system time too.
    jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() - 11 * 60_000));
    const stale = await solvedPayload(await fetchChallenge(testApp.api));
    jest.restoreAllMocks();
    await expectRefused(path, stale, PROOF_OF_WORK_MESSAGES.expired);

    // Solved now, sent eleven minutes later.
    const solved = await solvedPayload(await fetchChallenge(testApp.api));
    jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 11 * 60_000));
    await expectRefused(path, solved, PROOF_OF_WORK_MESSAGES.expired);
  });

  it.each(PATHS)('%s accepts a solution once: a replay is refused', async (path) => {
    const solved = await solvedPayload(await fetchChallenge(testApp.api));
    expect((await post(testApp.api, path, formOf(path).body(), solved)).status).toBe(201);
    await expectRefused(path, solved, PROOF_OF_WORK_MESSAGES.reused);
    // Nor on another of the forms.
    const other = PATHS.find((candidate) => candidate !== path)!;
    await expectRefused(other, solved, PROOF_OF_WORK_MESSAGES.reused);
  });

  it('lets only one of ten parallel submissions of one solution through', async () => {
    const solved = await solvedPayload(await fetchChallenge(testApp.api));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(testApp.api, '/newsletter', formOf('/newsletter').body(), solved)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(400)]);
  });

  it('never answers 5xx to a header of any shape', async () => {
    const challenge = await fetchChallenge(testApp.api);
    const header = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.jsonValue({ maxDepth: 3 }).map(encode),
      fc
        .record({
          challenge: fc.oneof(
            fc.constant<unknown>(challenge),
            fc.record({
              parameters: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })),
              signature: fc.string(),
            }),
          ),
          solution: fc.record({ counter: fc.oneof(fc.integer(), fc.double()), derivedKey: fc.string() }),
        })
        .map(encode),
    );
    await fc.assert(
      fc.asyncProperty(header, async (value) => {
        // Header values cannot carry control characters; the rest is fair game.
        const proof = value.replace(/[^\x20-\x7e]/g, '');
        const answer = await post(testApp.api, '/newsletter', formOf('/newsletter').body(), proof);
        expect(answer.status).toBe(400);
        expect(Object.values(PROOF_OF_WORK_MESSAGES)).toContain(answer.body.message);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the default difficulty', () => {
  // How long a browser takes at this difficulty is measured, not asserted
  // (docs/decisions/0161-proof-of-work-difficulty-400-and-when-each-form-starts-solving.md).
  it('issues challenges a client solves and the API accepts', async () => {
    const testApp = await createTestApp({ PROOF_OF_WORK_MAX_NUMBER: '' });
    try {
      const challenges = await Promise.all(Array.from({ length: 5 }, () => fetchChallenge(testApp.api)));
      for (const challenge of challenges) {
        const proof = await solvedPayload(challenge);
        expect((await post(testApp.api, '/newsletter', { email: nextEmail('reader') }, proof)).status).toBe(201);
      }
    } finally {
      await testApp.close();
    }
  });
});

describe('PROOF_OF_WORK=off (integrators posting from their own server)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ PROOF_OF_WORK: 'off' });
  });
  afterAll(() => testApp.close());

  it.each(PATHS)('%s accepts a request without a solution', async (path) => {
    const answer = await post(testApp.api, path, FORMS.find((form) => form.path === path)!.body());
    expect(answer).toMatchObject({ status: 201, body: { success: true } });
  });
});

describe('while Redis is away', () => {
  it('still takes solved forms, each solution once (proof-of-work-replay.e2e.spec.ts: across processes)', async () => {
    const redis = new DisposableRedis(await freePort());
    await redis.start();
    const api = await startApiProcess({ REDIS_URL: redis.url });
    try {
      await redis.stop();
      const solved = await solvedPayload(await fetchChallenge(api.api));
      expect((await post(api.api, '/newsletter', { email: nextEmail('outage') }, solved)).status).toBe(201);
      expect(await post(api.api, '/newsletter', { email: nextEmail('outage') }, solved)).toEqual({
        status: 400,
        body: { message: PROOF_OF_WORK_MESSAGES.reused },
      });
      expect(api.alive()).toBe(true);
    } finally {
      await redis.start();
      await api.close();
      await redis.stop();
    }
  });
});
