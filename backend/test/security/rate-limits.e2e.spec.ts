import { EmailTemplate } from '../../src/modules/mail/entities/email-template.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { MAIL_TEMPLATES } from '../../src/modules/mail/templates/default-templates.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { futureWeekday, makeSpace } from '../booking/support.js';
import { freePort, type RunningProcess, startWorkerFor } from '../support/processes.js';
import { startApiProcess } from '../support/api-process.js';
import { proofOfWorkHeaders } from '../support/proof-of-work.js';
import { DisposableRedis } from '../support/redis-server.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { createTestApp, createTestAppWithPaystack, type TestApp } from '../support/test-app.js';

/**
 * What a stranger can make the public API do, and how fast: every public write is rate-limited in Redis per client
 * address (as a trusted proxy reports it) and per e-mail, answered with 429, Retry-After and a message a person
 * understands; a visitor's address receives few automatic e-mails, and none of the visitor's own text.
 */

/** The product's own defaults (the test support's generous limits are switched off: blank means "default"). */
const PRODUCT_LIMITS = { RATE_LIMITS: '', UNPAID_HOLDS_PER_EMAIL: '', UNPAID_HOLDS_PER_ADDRESS: '' };

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { message?: string; id?: string };
}

/** The forms that also ask for a proof of work: these requests carry a solved one, so only the limits refuse them. */
const PROOF_OF_WORK_PATHS = ['/bookings', '/contacts', '/job-applications', '/newsletter'];

async function post(api: string, path: string, body: unknown, forwardedFor?: string): Promise<Answer> {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      ...(PROOF_OF_WORK_PATHS.includes(path) ? await proofOfWorkHeaders(api) : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Answer['body'],
  };
}

const TOUR_DATE = futureWeekday(5);
const tour = (email: string, extra: Record<string, unknown> = {}) => ({
  type: 'tour',
  date: TOUR_DATE,
  time: '10:00',
  firstName: 'Amani',
  lastName: 'Otieno',
  email,
  phone: '+254712345678',
  ...extra,
});
const contact = (email: string) => ({
  firstName: 'Amani',
  lastName: 'Otieno',
  email,
  subject: 'General Inquiry',
  message: 'Do you have parking?',
});

const TOO_MANY_FROM_NETWORK = /^Too many tour requests from your network\. Please try again in \d+ minutes?\.$/;

describe('rate limits on the public writes (the product defaults)', () => {
  let testApp: TestApp;
  const outboxTo = (recipient: string) => testApp.em().count(MailOutbox, { recipient });

  beforeAll(async () => {
    // TRUST_PROXY names the peer (this test process), so X-Forwarded-For is the client's address.
    testApp = await createTestApp({ ...PRODUCT_LIMITS, TRUST_PROXY: '127.0.0.1', STAFF_EMAIL: 'staff@rate.test' });
  });
  afterAll(() => testApp.close());

  it('takes 20 tour requests from one address and refuses the 21st with 429, Retry-After and no e-mail', async () => {
    const address = '198.51.100.21';
    for (let index = 1; index <= 20; index += 1)
      expect((await post(testApp.api, '/bookings', tour(`stranger${index}@example.com`), address)).status).toBe(201);
    const staffBefore = await outboxTo('staff@rate.test');

    const refused = await post(testApp.api, '/bookings', tour('victim21@example.com'), address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(TOO_MANY_FROM_NETWORK);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
    expect(await outboxTo('victim21@example.com')).toBe(0);
    expect(await outboxTo('staff@rate.test')).toBe(staffBefore);
    expect(await testApp.em().count(SpaceBooking, { contact: { email: 'victim21@example.com' } })).toBe(0);

    // Another address is not affected.
    expect((await post(testApp.api, '/bookings', tour('neighbour@example.com'), '198.51.100.22')).status).toBe(201);
  });

  it('counts one mailbox however it is spelled, from any address', async () => {
    const spellings = [
      'Mbox@Example.com',
      'mbox+1@example.com',
      ' mbox@example.com',
      'mbox+2@EXAMPLE.COM',
      'mbox@example.com',
    ];
    for (const [index, email] of spellings.entries())
      expect((await post(testApp.api, '/bookings', tour(email), `203.0.113.${index + 1}`)).status).toBe(201);
    const refused = await post(testApp.api, '/bookings', tour('mbox+3@example.com'), '203.0.113.99');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many tour requests for this e-mail address\. Please try again in/);
  });

  it('lets a parallel burst of 40 through only up to the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        post(testApp.api, '/contacts', contact(`burst${index}@example.com`), '198.51.100.40'),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect(answers.find((answer) => answer.status === 429)?.body.message).toMatch(
      /^Too many messages from your network\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('limits every public write, counting malformed requests too', async () => {
    const limits: Array<[path: string, limit: number]> = [
      ['/contacts', 10],
      ['/job-applications', 10],
      ['/newsletter', 10],
      ['/plan-bookings', 20],
      ['/payments/booking/initialize', 30],
      ['/payments/subscription/initialize', 30],
      ['/payments/verify', 120],
      ['/payments/subscription/verify', 120],
      ['/member/sign-in-link', 20],
    ];
    for (const [index, [path, limit]] of limits.entries()) {
      const address = `192.0.2.${index + 1}`;
      for (let attempt = 0; attempt < limit; attempt += 1)
        expect({ path, status: (await post(testApp.api, path, {}, address)).status }).toEqual({ path, status: 400 });
      const refused = await post(testApp.api, path, {}, address);
      expect({ path, status: refused.status }).toEqual({ path, status: 429 });
      expect(refused.body.message).toMatch(/^Too many .+(wait a few minutes|try again in \d+ minutes?)/);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
  });

  it("sends a visitor's address at most 5 automatic e-mails an hour; staff still get every copy", async () => {
    const email = 'flooded@example.com';
    const staffBefore = await outboxTo('staff@rate.test');
    for (let index = 0; index < 4; index += 1)
      expect((await post(testApp.api, '/contacts', contact(email), `198.51.100.${60 + index}`)).status).toBe(201);
    for (let index = 0; index < 3; index += 1)
      expect((await post(testApp.api, '/bookings', tour(email), `198.51.100.${70 + index}`)).status).toBe(201);
    expect(await outboxTo(email)).toBe(5);
    expect((await outboxTo('staff@rate.test')) - staffBefore).toBe(7);
  });

  it('refuses names that carry a web address', async () => {
    const answer = await post(
      testApp.api,
      '/bookings',
      tour('prize@example.com', { firstName: 'Claim prize at www.win-big.example' }),
      '198.51.100.80',
    );
    expect(answer).toMatchObject({ status: 400, body: { message: 'First name cannot contain a web address' } });
    expect(
      (await post(testApp.api, '/contacts', { ...contact('prize@example.com'), lastName: 'see https://x.example' }))
        .body.message,
    ).toBe('Last name cannot contain a web address');
  });
});

describe('client addresses behind proxies', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy: rotating it does not reset the count', async () => {
    // The default 'loopback' would trust this test process; here only a proxy at 10.0.0.1 is trusted.
    const testApp = await createTestApp({ ...PRODUCT_LIMITS, TRUST_PROXY: '10.0.0.1' });
    try {
      for (let index = 1; index <= 20; index += 1)
        expect(
          (await post(testApp.api, '/bookings', tour(`rotate${index}@example.com`), `203.0.113.${index}`)).status,
        ).toBe(201);
      const refused = await post(testApp.api, '/bookings', tour('rotate21@example.com'), '203.0.113.250');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(TOO_MANY_FROM_NETWORK);
    } finally {
      await testApp.close();
    }
  });

  it('behind a trusted proxy counts each forwarded client, and a client cannot prepend its own address', async () => {
    const testApp = await createTestApp({ ...PRODUCT_LIMITS, TRUST_PROXY: '127.0.0.1' });
    try {
      // 25 clients through the proxy: each is counted on its own.
      for (let index = 1; index <= 25; index += 1)
        expect(
          (await post(testApp.api, '/bookings', tour(`client${index}@example.com`), `198.51.100.${100 + index}`))
            .status,
        ).toBe(201);
      // One client sending made-up X-Forwarded-For values: the proxy appends the real address, which is what counts.
      for (let index = 1; index <= 20; index += 1)
        expect(
          (await post(testApp.api, '/bookings', tour(`spoof${index}@example.com`), `10.9.9.${index}, 198.51.100.200`))
            .status,
        ).toBe(201);
      const refused = await post(testApp.api, '/bookings', tour('spoof21@example.com'), '10.9.9.99, 198.51.100.200');
      expect(refused.status).toBe(429);
    } finally {
      await testApp.close();
    }
  });
});

describe('unpaid holds (the product defaults: 3 per e-mail, 6 per address)', () => {
  let testApp: TestApp;
  let close: () => Promise<void>;
  let spaceId: string;
  const date = futureWeekday(9);

  beforeAll(async () => {
    ({ testApp, close } = await createTestAppWithPaystack('holds', {
      UNPAID_HOLDS_PER_EMAIL: '',
      UNPAID_HOLDS_PER_ADDRESS: '',
    }));
    ({
      space: { id: spaceId },
    } = await makeSpace(testApp.em(), { name: 'Hot desks', billingCycle: 'hourly', instances: 30 }));
  });
  afterAll(() => close());

  const checkout = (email: string, address: string, times = ['10:00']) =>
    post(
      testApp.api,
      '/payments/booking/initialize',
      {
        firstName: 'Hoarder',
        lastName: 'Otieno',
        email,
        phone: '+254712345678',
        bookingData: { type: 'space', spaceId, dates: [date], times },
      },
      address,
    );
  const holdsOf = (email: string) =>
    testApp.em().count(SpaceBooking, { contact: { email }, status: 'pending', holdExpiresAt: { $gt: new Date() } });

  it('stops one e-mail at 3 unpaid checkouts, and lets it start another once a hold has run out', async () => {
    for (let index = 0; index < 3; index += 1)
      expect((await checkout('hoard@example.com', '198.51.100.1')).status).toBe(200);
    const refused = await checkout('hoard@example.com', '198.51.100.2');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^You already have 3 unpaid bookings waiting for payment\. Please complete or cancel one, or try again in \d+ minutes? when its hold runs out\.$/,
    );
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(await holdsOf('hoard@example.com')).toBe(3);

    // One hold runs out (as 15 minutes passing would do): a new checkout may start.
    const [oldest] = await testApp
      .em()
      .find(
        SpaceBooking,
        { contact: { email: 'hoard@example.com' }, status: 'pending' },
        { orderBy: { createdAt: 'asc' }, limit: 1 },
      );
    await testApp.em().nativeUpdate(SpaceBooking, { id: oldest.id }, { holdExpiresAt: new Date(Date.now() - 1000) });
    expect((await checkout('hoard@example.com', '198.51.100.3')).status).toBe(200);
  });

  it('stops one address at 6 unpaid checkouts, whatever e-mails it gives', async () => {
    for (let index = 0; index < 6; index += 1)
      expect((await checkout(`many${index}@example.com`, '203.0.113.50')).status).toBe(200);
    const refused = await checkout('many6@example.com', '203.0.113.50');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many unpaid bookings are waiting for payment from your network\./);
    expect(await holdsOf('many6@example.com')).toBe(0);
  });

  it('lets at most 3 of 10 parallel checkouts of one e-mail hold slots', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => checkout('burst@example.com', `198.51.100.${150 + index}`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(7);
    expect(await holdsOf('burst@example.com')).toBe(3);
  });
});

describe('while Redis is away', () => {
  it('still limits, counting in each process until Redis is back', async () => {
    const redis = new DisposableRedis(await freePort());
    await redis.start();
    // The API as a process of its own: the test stops its Redis under it.
    const api = await startApiProcess({ ...PRODUCT_LIMITS, REDIS_URL: redis.url, TRUST_PROXY: '127.0.0.1' });
    try {
      await redis.stop();
      // Malformed sign-ups: refused (400) without touching the queue, so only the limiter needs Redis here.
      for (let attempt = 0; attempt < 20; attempt += 1)
        expect((await post(api.api, '/plan-bookings', {}, '198.51.100.90')).status).toBe(400);
      const refused = await post(api.api, '/plan-bookings', {}, '198.51.100.90');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many membership sign-ups from your network\./);
      expect(api.alive()).toBe(true);
    } finally {
      await redis.start();
      await api.close();
      await redis.stop();
    }
  });
});

describe("what a visitor's acknowledgement carries", () => {
  let smtp: SmtpSink;
  let testApp: TestApp;
  let worker: RunningProcess;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    testApp = await createTestApp({ SMTP_URL: smtp.url, STAFF_EMAIL: 'staff@ack.test' });
    worker = await startWorkerFor(testApp.config, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await worker.stop();
    await testApp.close();
    await smtp.close();
  });

  const FREE_TEXT = 'CLAIM YOUR PRIZE at http://claim-prize.example/now';

  it("carries none of the visitor's free text; staff get it all, even when a template asks for the notes", async () => {
    // An admin once edited the stored template to show the notes: the visitor still never gets them.
    await testApp.em().nativeUpdate(
      EmailTemplate,
      { name: MAIL_TEMPLATES.tourRequested },
      {
        htmlContent: '<p>Hi {{firstName}}</p><p>Notes: {{notes}}</p>',
        textContent: 'Hi {{firstName}}\nNotes: {{notes}}',
      },
    );
    expect((await post(testApp.api, '/bookings', tour('visitor@example.com', { notes: FREE_TEXT }))).status).toBe(201);
    expect(
      (await post(testApp.api, '/contacts', { ...contact('visitor@example.com'), message: FREE_TEXT })).status,
    ).toBe(201);

    const messages = await smtp.waitForMessages(4);
    const to = (address: string) =>
      messages
        .filter((message) => JSON.stringify(message.to).includes(address))
        .map((message) => ({
          subject: message.subject ?? '',
          text: message.text ?? '',
          html: typeof message.html === 'string' ? message.html : '',
        }));
    const visitor = to('visitor@example.com');
    const staff = to('staff@ack.test');
    expect(visitor).toHaveLength(2);
    expect(staff).toHaveLength(2);
    for (const message of visitor) {
      expect(`${message.subject}\n${message.text}\n${message.html}`).not.toMatch(/claim-prize|CLAIM YOUR PRIZE/i);
    }
    for (const message of staff) expect(`${message.text}\n${message.html}`).toContain('claim-prize.example');
  });
});
