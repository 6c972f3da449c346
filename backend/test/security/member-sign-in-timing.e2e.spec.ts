import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { User } from '../../src/modules/identity/entities/user.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { MemberSignInToken } from '../../src/modules/identity/entities/member-sign-in-token.entity.js';
import { WorkerModule } from '../../src/worker.module.js';
import { freePort } from '../support/processes.js';
import { DisposableRedis } from '../support/redis-server.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { until } from '../support/until.js';

/**
 * Asking for a member sign-in link tells nobody whether the address is a member's: the request for a member and the
 * one for a stranger get the same answer and do the same work (one row written, one job queued); the worker does the
 * lookup, issues the link and mails it, or does nothing. The same holds while Redis is down.
 */

/** Headers that differ between any two requests whoever asks (the time, a request's own id). */
const PER_REQUEST_HEADERS = new Set(['date', 'x-request-id']);

let address = 0;
/** A fresh client address per request, so each starts from the same rate-limit counts. */
const nextIp = () => `198.51.100.${(address += 1)}`;

describe('the member sign-in-link request', () => {
  let redis: DisposableRedis;
  let smtp: SmtpSink;
  let testApp: TestApp;
  let worker: INestApplicationContext | undefined;
  let memberEmail: string;

  /** The SQL the API's ORM sends while `run` runs, literals and parameters left out. */
  async function statementsDuring(run: () => Promise<void>): Promise<string[]> {
    const logger = testApp.app.get(MikroORM).config.getLogger();
    const statements: string[] = [];
    const spy = jest.spyOn(logger, 'logQuery').mockImplementation((context) => {
      statements.push(
        String(context.query)
          .replace(/'(?:[^']|'')*'/g, '?')
          .replace(/\$\d+/g, '?'),
      );
    });
    try {
      await run();
    } finally {
      spy.mockRestore();
    }
    return statements;
  }

  async function ask(email: string) {
    const response = await fetch(`${testApp.api}/member/sign-in-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({ email }),
    });
    const headers = [...response.headers.entries()].filter(([name]) => !PER_REQUEST_HEADERS.has(name));
    return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()).toString('hex') };
  }

  async function askObserved(email: string) {
    let answer: Awaited<ReturnType<typeof ask>> | undefined;
    const statements = await statementsDuring(async () => {
      answer = await ask(email);
    });
    return { answer: answer!, statements };
  }

  const count = async (table: string) =>
    Number((await testApp.em().execute<{ count: string }[]>(`select count(*) from ${table}`))[0].count);
  /** Whether a message went to this address. */
  const sentTo = (message: SmtpSink['messages'][number], email: string) => JSON.stringify(message.to).includes(email);
  const linksFor = (email: string) => smtp.messages.filter((message) => sentTo(message, email));

  beforeAll(async () => {
    redis = new DisposableRedis(await freePort());
    await redis.start();
    smtp = await startSmtpSink();
    testApp = await createTestApp({
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://coworking.example',
      TRUST_PROXY: 'true',
      MAIL_RELAY_SECONDS: '1',
    });
    const em = testApp.em();
    const member = new User('wanjiru', 'wanjiru@member.test', 'not-a-password-hash');
    em.persist(member);
    await em.flush();
    memberEmail = member.email;
    // The API's ORM connects on its first query (and checks the database then): done here, before anything is counted.
    await testApp.app.get(MikroORM).em.fork().execute('select 1');
  });

  afterAll(async () => {
    await redis.start();
    await worker?.close();
    await testApp?.close();
    await smtp?.close();
    await redis.stop();
  });

  it('answers a member and a stranger byte for byte alike, doing the same database work; the worker mails the member only', async () => {
    const member = await askObserved(memberEmail);
    const stranger = await askObserved('stranger@nowhere.test');

    expect(member.answer.status).toBe(202);
    expect(stranger.answer).toEqual(member.answer);
    // The same statements, in the same order: one insert of the request, nothing about who the e-mail belongs to.
    expect(stranger.statements).toEqual(member.statements);
    expect(member.statements.filter((sql) => /member_sign_in_requests/.test(sql))).toHaveLength(1);
    expect(member.statements.join('\n')).not.toMatch(/\busers\b|member_sign_in_tokens|mail_outbox/);

    // Nothing was looked up or issued during the request: both wait for the worker.
    expect(await count('member_sign_in_requests')).toBe(2);
    expect(await testApp.em().count(MemberSignInToken, {})).toBe(0);
    expect(await testApp.em().count(MailOutbox, {})).toBe(0);

    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(testApp.config), { logger: false });
    await worker.init();
    const [message] = await smtp.waitForMessages(1);
    expect(sentTo(message, memberEmail)).toBe(true);
    expect(message.text).toMatch(/http:\/\/coworking\.example\/member-portal#token=[A-Za-z0-9_-]{43}/);
    await until(async () => (await count('member_sign_in_requests')) === 0, 'both requests are handled', 10_000);
    // The stranger's request left nothing behind and sent nothing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(1);
    expect(linksFor('stranger@nowhere.test')).toEqual([]);
    expect(await testApp.em().count(MemberSignInToken, {})).toBe(1);
  });

  it('answers alike while Redis is down, and the member gets the link once Redis is back', async () => {
    smtp.messages.length = 0;
    await redis.stop();
    try {
      const member = await askObserved(memberEmail);
      const stranger = await askObserved('another-stranger@nowhere.test');
      expect(member.answer.status).toBe(202);
      expect(stranger.answer).toEqual(member.answer);
      expect(stranger.statements).toEqual(member.statements);
      expect(await count('member_sign_in_requests')).toBe(2);
    } finally {
      await redis.start();
    }
    // The worker's relay handles the requests that never reached Redis.
    const [message] = await smtp.waitForMessages(1, 30_000);
    expect(sentTo(message, memberEmail)).toBe(true);
    await until(async () => (await count('member_sign_in_requests')) === 0, 'both requests are handled', 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(1);
  }, 60_000);
});
