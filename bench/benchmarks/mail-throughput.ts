import { performance } from 'node:perf_hooks';
import { cpuMillis } from '../lib/process-cpu.ts';
import { FORWARDED_HTTPS } from '../lib/product.ts';
import { type SmtpSink } from '../lib/smtp-sink.ts';
import { perSecond, type Section, table } from '../lib/report-model.ts';

const MESSAGES = 1000;
/** Staff sending test e-mails from the admin at once; the API answers each as soon as the message is queued. */
const SENDERS = 20;
const TARGET_PER_SECOND = 100;

export interface MailSetup {
  baseUrl: string;
  admin: { username: string; password: string };
  smtp: SmtpSink;
  apiPid: number;
  workerPid: number;
}

async function signIn(setup: MailSetup): Promise<string> {
  const response = await fetch(`${setup.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...FORWARDED_HTTPS },
    body: JSON.stringify(setup.admin),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!response.ok || !cookie) throw new Error(`admin sign-in answered ${response.status}`);
  return cookie.split(';')[0];
}

/** Sends the test e-mails through the admin API, SENDERS at a time; how many the API refused. */
async function queueTestEmails(setup: MailSetup, cookie: string): Promise<number> {
  let next = 0;
  let refused = 0;
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (next < MESSAGES) {
        const index = next++;
        const response = await fetch(`${setup.baseUrl}/api/admin/test-email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            address: `reader${index}@example.com`,
            subject: `Throughput ${index}`,
            body: `Message ${index} of ${MESSAGES}: desks, rooms and offices in Syokimau.`,
          }),
        });
        if (response.status !== 202) refused++;
        await response.arrayBuffer();
      }
    }),
  );
  return refused;
}

/**
 * 1,000 messages through the whole mail path: `POST /api/admin/test-email` writes the outbox row and
 * queues the job in Redis; the worker process claims the row, renders the template, sends it over SMTP
 * (a local server that accepts everything) and records the delivery. Two runs: the worker held
 * (SIGSTOP) while the API queues, then let go, which times the worker alone; then API and worker at
 * once, as mail arrives in real use.
 */
export async function measureMailThroughput(setup: MailSetup): Promise<Section> {
  const cookie = await signIn(setup);

  let arrivedBefore = setup.smtp.arrivals.length;
  const queueing = performance.now();
  process.kill(setup.workerPid, 'SIGSTOP');
  let refusedHeld: number;
  try {
    refusedHeld = await queueTestEmails(setup, cookie);
  } finally {
    process.kill(setup.workerPid, 'SIGCONT');
  }
  const released = performance.now();
  const queuedPerSecond = (MESSAGES / (released - queueing)) * 1000;
  const workerCpuBefore = cpuMillis(setup.workerPid);
  const drained = await setup.smtp.waitForMessages(arrivedBefore + MESSAGES - refusedHeld, 120_000);
  const workerAlone = setup.smtp.arrivals.slice(arrivedBefore);
  const drainSeconds = ((workerAlone.at(-1) ?? released) - released) / 1000;
  const workerPerSecond = workerAlone.length / drainSeconds;
  const workerCpuPerMessage = (cpuMillis(setup.workerPid) - workerCpuBefore) / Math.max(1, workerAlone.length);

  arrivedBefore = setup.smtp.arrivals.length;
  const together = performance.now();
  const refusedTogether = await queueTestEmails(setup, cookie);
  await setup.smtp.waitForMessages(arrivedBefore + MESSAGES - refusedTogether, 120_000);
  const bothAtOnce = setup.smtp.arrivals.slice(arrivedBefore);
  const togetherSeconds = ((bothAtOnce.at(-1) ?? together) - together) / 1000;

  return {
    title: 'Mail through the worker',
    checks: [
      {
        what: `Mail throughput of the worker to SMTP (${MESSAGES.toLocaleString('en-US')} queued messages)`,
        measured: perSecond(workerPerSecond),
        target: `≥ ${TARGET_PER_SECOND}/s`,
        passed: drained && refusedHeld === 0 && workerPerSecond >= TARGET_PER_SECOND,
        limitedBy: `the worker spends ${workerCpuPerMessage.toFixed(1)} ms of CPU per message (BullMQ's job handling in Redis, claiming and reading the outbox row, rendering, SMTP, recording the delivery), with PostgreSQL and Redis on the same two cores.`,
      },
    ],
    body: [
      `${MESSAGES.toLocaleString('en-US')} test e-mails sent by a signed-in super admin through \`POST /api/admin/test-email\` (${SENDERS} at a time). Each one`,
      'writes an outbox row and queues a job in Redis; the worker process (its own, as in production) claims the row, renders',
      'the template, sends it over SMTP to a local server and records the delivery.',
      '',
      'First the worker is held (SIGSTOP) while the API queues the messages, then let go: the time from its release to the',
      'last delivery is the worker alone. Then another 1,000 go through with the API and the worker working at once.',
      '',
      ...table(
        ['Run', 'Delivered', 'Refused by the API', 'Time', 'Messages/s', 'Worker CPU per message'],
        [
          [
            'API queueing (worker held)',
            '–',
            refusedHeld,
            `${((released - queueing) / 1000).toFixed(1)} s`,
            perSecond(queuedPerSecond),
            '–',
          ],
          [
            'Worker alone, from release',
            workerAlone.length,
            '–',
            `${drainSeconds.toFixed(1)} s`,
            perSecond(workerPerSecond),
            `${workerCpuPerMessage.toFixed(1)} ms`,
          ],
          [
            'API and worker at once',
            bothAtOnce.length,
            refusedTogether,
            `${togetherSeconds.toFixed(1)} s`,
            perSecond(bothAtOnce.length / togetherSeconds),
            '–',
          ],
        ],
      ),
    ],
  };
}
