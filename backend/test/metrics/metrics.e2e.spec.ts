import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { LOGIN_FAILURES_PER_USERNAME_AND_IP } from '../../src/modules/identity/session/session-policy.js';
import { QUEUES } from '../../src/queue/queues.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { GENEROUS_RATE_LIMITS } from '../support/test-config.js';

const TOKEN = 'metrics-token-for-the-tests-0123';

/** The value of one sample line, e.g. `queue_jobs{queue="mail",state="waiting"}`, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics for Prometheus', () => {
  describe('on an API with METRICS_TOKEN set', () => {
    let testApp: TestApp;
    let queue: Queue;
    const scrape = () => fetch(`${testApp.api}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });

    beforeAll(async () => {
      testApp = await createTestApp({
        METRICS_TOKEN: TOKEN,
        RATE_LIMITS: `${GENEROUS_RATE_LIMITS} promo-code-checks=1/1h`,
      });
      queue = testApp.app.get<Queue>(getQueueToken(QUEUES.maintenance), { strict: false });
    });
    afterAll(async () => {
      await queue.obliterate({ force: true });
      await testApp.close();
    });

    it('is not there at all (404) while METRICS_TOKEN is unset, with or without a token', async () => {
      // The same application with the setting unset (it is read on each request), rather than a second one to start.
      const { metrics } = testApp.config;
      metrics.token = undefined;
      try {
        expect((await fetch(`${testApp.api}/metrics`)).status).toBe(404);
        expect((await scrape()).status).toBe(404);
      } finally {
        metrics.token = TOKEN;
      }
    });

    it('refuses a missing or wrong token with 401 and says how to send it', async () => {
      const missing = await fetch(`${testApp.api}/metrics`);
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({ message: expect.stringContaining('Authorization: Bearer') });
      const wrong = await fetch(`${testApp.api}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
      expect(wrong.status).toBe(401);
    });

    it('answers every metric in Prometheus text format, the request timed by its route pattern', async () => {
      // Two promo-code checks on a limit of one: the second is refused.
      for (let attempt = 0; attempt < 2; attempt++)
        await fetch(`${testApp.api}/promo-codes/check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
      await fetch(`${testApp.api}/health`);

      const response = await scrape();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      for (const name of [
        'http_request_duration_seconds',
        'queue_jobs',
        'mail_messages_total',
        'sms_messages_total',
        'payments_total',
        'refunds_pending',
        'rate_limit_refusals_total',
        'process_cpu_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
      ])
        expect(text).toContain(`# TYPE ${name} `);
      expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}')).toBe(
        1,
      );
      expect(sample(text, 'rate_limit_refusals_total{rule="promo-code-checks"}')).toBe(1);
      // Every queue is listed, with every state.
      for (const name of Object.values(QUEUES))
        for (const state of ['waiting', 'active', 'delayed', 'failed'])
          expect(sample(text, `queue_jobs{queue="${name}",state="${state}"}`)).toEqual(expect.any(Number));
      // The raw URL of an unknown address never becomes a label.
      await fetch(`${testApp.api}/no-such-route-${randomUUID()}`);
      expect(await (await scrape()).text()).not.toContain('no-such-route');
    });

    it('counts admin sign-ins refused by the sign-in throttle as the rule admin-sign-in', async () => {
      const attempt = () =>
        fetch(`${testApp.api}/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'guessed', password: 'wrong-password' }),
        });
      const statuses: number[] = [];
      for (let tries = 0; tries < LOGIN_FAILURES_PER_USERNAME_AND_IP + 1; tries++)
        statuses.push((await attempt()).status);
      expect(statuses.at(-1)).toBe(429);
      expect(sample(await (await scrape()).text(), 'rate_limit_refusals_total{rule="admin-sign-in"}')).toBe(1);
    });

    it('shows a queued job in queue_jobs', async () => {
      const before = sample(await (await scrape()).text(), 'queue_jobs{queue="maintenance",state="waiting"}');
      await queue.add('purge-expired-records', {});
      const after = sample(await (await scrape()).text(), 'queue_jobs{queue="maintenance",state="waiting"}');
      expect(after).toBe((before ?? 0) + 1);
    });

    it('counts payments by channel and status, mail by outcome and refunds not yet settled', async () => {
      const em = testApp.em();
      const paid = new Payment(`ref-${randomUUID()}`, 'booking', randomUUID(), 150_000, 'payer@example.com');
      paid.status = 'success';
      paid.channel = 'mobile_money';
      const failedMail = new MailOutbox('booking-confirmation', 'someone@example.com', {});
      failedMail.status = 'failed';
      em.persist([paid, failedMail]);
      await em.flush();

      const text = await (await scrape()).text();
      expect(sample(text, 'payments_total{channel="mobile_money",status="success"}')).toBe(1);
      expect(sample(text, 'mail_messages_total{outcome="failed"}')).toBe(1);
      expect(text).toContain('# TYPE refunds_pending gauge');
    });
  });
});
