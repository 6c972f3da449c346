import { buildPermissionMap } from '@coworking/domain';
import { jest } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type Queue } from 'bullmq';
import { Clock } from '../../src/common/clock/clock.js';
import { QUEUES } from '../../src/queue/queues.js';
import { WorkerModule } from '../../src/worker.module.js';
import { CONTACT, futureWeekday } from '../booking/support.js';
import { postWithProofOfWork } from '../support/proof-of-work.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { createTestApp, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';
import { until } from '../support/until.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date | null;
}

/**
 * Mail while the SMTP server is down, with time moved instead of waited for. Both the API and the worker run in this
 * process so that both clocks (the injected Clock) can be moved together; BullMQ's delays run on real time, so when
 * the test moves the clock past a message's next try it promotes that message's delayed job (makes it due at once),
 * which is what the passing of that time would have done. The worker then retries it exactly as it would have.
 */
describe('mail while the SMTP server is down', () => {
  let smtp: SmtpSink;
  let testApp: TestApp;
  let worker: INestApplicationContext;
  let queue: Queue;
  let root: Session;
  let now: number;

  const rows = async (ids: string[]): Promise<OutboxRow[]> =>
    (
      await testApp
        .em()
        .execute<(Omit<OutboxRow, 'next_attempt_at'> & { next_attempt_at: string | null })[]>(
          'select id, status, attempts, next_attempt_at from mail_outbox where id in (?) order by created_at',
          [ids],
        )
    ).map((row) => ({ ...row, next_attempt_at: row.next_attempt_at ? new Date(row.next_attempt_at) : null }));

  /** Moves both clocks to `at` and lets every try that falls due by then happen, as the worker would have. */
  const moveClockTo = async (at: number, ids: string[]) => {
    now = at;
    const due = (await rows(ids)).filter(
      (row) => row.status === 'pending' && row.next_attempt_at && row.next_attempt_at.getTime() <= now,
    );
    for (const row of due) await (await queue.getJob(row.id))?.promote();
    await until(
      async () => {
        const current = new Map((await rows(ids)).map((row) => [row.id, row]));
        return due.every(
          (row) => current.get(row.id)!.attempts > row.attempts && current.get(row.id)!.status !== 'sending',
        );
      },
      `the tries due by +${Math.round((at - started) / 1000)} s were made`,
    );
  };
  /** Moves the clocks from try to try (each message's next one) until `until`. */
  const moveClockThrough = async (end: number, ids: string[]) => {
    for (;;) {
      const next = (await rows(ids))
        .filter((row) => row.status === 'pending' && row.next_attempt_at)
        .map((row) => row.next_attempt_at!.getTime())
        .sort((a, b) => a - b)[0];
      if (next === undefined || next > end) break;
      await moveClockTo(next, ids);
    }
    now = end;
  };
  let started: number;

  const testEmail = async (subject: string) => {
    const response = await root.request('POST', '/admin/test-email', {
      address: 'member@example.com',
      subject,
      body: 'Hi',
    });
    expect(response.status).toBe(202);
    return ((await response.json()) as { outboxId: string }).outboxId;
  };
  const mailHealth = async () => {
    const response = await fetch(`${testApp.api}/health/mail`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(testApp.config), { logger: false });
    await worker.init();
    queue = testApp.app.get<Queue>(getQueueToken(QUEUES.mail));
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });

  beforeEach(() => {
    started = Date.now();
    now = started;
    for (const clock of [testApp.app.get(Clock), worker.get(Clock)]) {
      jest.spyOn(clock, 'now').mockImplementation(() => new Date(now));
    }
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    // Nothing of one test may still be tried in the next.
    await testApp.em().execute(`update mail_outbox set status = 'sent' where status <> 'sent'`);
  });

  afterAll(async () => {
    await worker?.close();
    await testApp?.close();
    await smtp?.close();
  });

  it('loses no mail when the SMTP server is down for 10 minutes: all of it is delivered once it is back, none failed', async () => {
    await smtp.stop();
    const ids = [await testEmail('During the outage 1'), await testEmail('During the outage 2')];
    const tour = await postWithProofOfWork(testApp.api, '/bookings', {
      type: 'tour',
      date: futureWeekday(),
      time: '10:00',
      ...CONTACT,
    });
    expect(tour.status).toBe(201);
    ids.push(
      ...(
        await testApp
          .em()
          .execute<{ id: string }[]>(
            `select id from mail_outbox where template_name like 'tour-requested%' order by created_at`,
          )
      ).map((row) => row.id),
    );
    expect(ids).toHaveLength(4);
    await until(
      async () => (await rows(ids)).every((row) => row.attempts === 1 && row.status === 'pending'),
      'first tries',
    );

    // Ten minutes of refused connections: tries at 0 s, 10 s, 40 s, 1 min 40 s, 3 min 40 s and 8 min 40 s.
    await moveClockThrough(started + 10 * MINUTE, ids);
    expect((await rows(ids)).map((row) => [row.status, row.attempts])).toEqual(Array(4).fill(['pending', 6]));
    expect(smtp.messages).toHaveLength(0);
    // Six tries used to be the end of it (the message was marked failed after about 31 s).
    const [{ error }] = await testApp
      .em()
      .execute<{ error: string }[]>(
        'select error from mail_delivery_attempts where outbox_id = ? order by attempt desc limit 1',
        [ids[0]],
      );
    expect(error).toMatch(/ECONNREFUSED|connect/i);

    // The server is back; the health signal says mail is late until the next try (at 18 min 40 s) delivers it.
    await smtp.start();
    now = started + 16 * MINUTE;
    expect(await mailHealth()).toMatchObject({ status: 503, body: { status: 'degraded', undelivered: 4, failed: 0 } });
    await moveClockThrough(started + 20 * MINUTE, ids);
    expect((await rows(ids)).map((row) => [row.status, row.attempts])).toEqual(Array(4).fill(['sent', 7]));
    expect(smtp.messages.map((message) => message.subject).sort()).toEqual([
      'During the outage 1',
      'During the outage 2',
      expect.stringMatching(/^New tour request/),
      expect.stringMatching(/^We received your tour request/),
    ]);
    expect(await mailHealth()).toMatchObject({ status: 200, body: { status: 'ok', undelivered: 0, failed: 0 } });
  });

  it('counts a message as failed only after a day of tries; staff see it under Failed and resend it, audited', async () => {
    smtp.messages.length = 0;
    await smtp.stop();
    const id = await testEmail('Tried for a day');
    await until(async () => {
      const [row] = await rows([id]);
      return row.attempts === 1 && row.status === 'pending';
    }, 'the first try');

    await moveClockThrough(started + 24 * HOUR - MINUTE, [id]);
    const [beforeADay] = await rows([id]);
    expect(beforeADay.status).toBe('pending');
    // The next try is the first one a day or more after the first: it gives up.
    await moveClockThrough(started + 25 * HOUR, [id]);
    const [afterADay] = await rows([id]);
    expect(afterADay).toMatchObject({ status: 'failed', attempts: beforeADay.attempts + 1, next_attempt_at: null });
    expect(afterADay.attempts).toBeGreaterThan(24);

    // The health signal reports it; the e-mail log lists it under Failed.
    expect(await mailHealth()).toMatchObject({ status: 503, body: { status: 'degraded', undelivered: 0, failed: 1 } });
    const failed = (await (await root.request('GET', '/admin/email-log?status=failed')).json()) as { id: string }[];
    expect(failed.map((entry) => entry.id)).toEqual([id]);
    const sentOnes = (await (await root.request('GET', '/admin/email-log?status=sent')).json()) as { id: string }[];
    expect(sentOnes.map((entry) => entry.id)).not.toContain(id);
    expect((await root.request('GET', '/admin/email-log?status=lost')).status).toBe(400);

    // Resending is a send: it needs emailTemplates.send, not only the right to read the log.
    await makeAdmin(testApp.em(), {
      username: 'reader',
      permissions: buildPermissionMap((resource, action) => resource === 'emailTemplates' && action === 'view'),
    });
    const reader = await signIn(testApp.api, 'reader');
    expect((await reader.request('GET', '/admin/email-log?status=failed')).status).toBe(200);
    expect((await reader.request('POST', `/admin/email-log/${id}/resend`)).status).toBe(403);

    await smtp.start();
    const resend = await root.request('POST', `/admin/email-log/${id}/resend`);
    expect(resend.status).toBe(202);
    expect(await resend.json()).toEqual({
      success: true,
      message: 'The e-mail to member@example.com is being sent again',
      outboxId: id,
    });
    await smtp.waitForMessages(1);
    expect(smtp.messages.map((message) => message.subject)).toEqual(['Tried for a day']);
    await until(async () => (await rows([id]))[0].status === 'sent', 'the resent e-mail is marked sent');
    expect(await mailHealth()).toMatchObject({ status: 200, body: { failed: 0 } });

    const audit = await testApp
      .em()
      .execute<{ action: string; admin_username: string; changes: Record<string, unknown> }[]>(
        `select action, admin_username, changes from audit_log where resource = 'emailLog' and resource_id = ?`,
        [id],
      );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'send',
        admin_username: ROOT.username,
        changes: expect.objectContaining({ status: { from: 'failed', to: 'pending' } }),
      }),
    ]);

    // Only a failed e-mail can be resent; the answer says why not.
    const again = await root.request('POST', `/admin/email-log/${id}/resend`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'That e-mail was delivered; only failed e-mails can be resent.' });
    const unknown = await root.request('POST', '/admin/email-log/00000000-0000-4000-8000-000000000000/resend');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'That e-mail is not in the log.' });
  });
});
