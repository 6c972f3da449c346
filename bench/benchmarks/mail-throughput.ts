import { performance } from 'node:perf_hooks';
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
}

async function signIn(setup: MailSetup): Promise<string> {
  const response = await fetch(`${setup.baseUrl}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(setup.admin) });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!response.ok || !cookie) throw new Error(`admin sign-in answered ${response.status}`);
  return cookie.split(';')[0];
}

/**
 * 1,000 messages through the whole mail path: `POST /api/admin/test-email` writes the outbox row and
 * queues the job in Redis; the worker process claims the row, renders the template, sends it over SMTP
 * (a local server that accepts everything) and records the delivery.
 */
export async function measureMailThroughput(setup: MailSetup): Promise<Section> {
  const cookie = await signIn(setup);
  const before = setup.smtp.arrivals.length;
  const started = performance.now();
  let next = 0;
  let refused = 0;
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (next < MESSAGES) {
        const index = next++;
        const response = await fetch(`${setup.baseUrl}/api/admin/test-email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ address: `reader${index}@example.com`, subject: `Throughput ${index}`, body: `Message ${index} of ${MESSAGES}: desks, rooms and offices in Syokimau.` }),
        });
        if (response.status !== 202) refused++;
        await response.arrayBuffer();
      }
    }),
  );
  const queuedMs = performance.now() - started;
  const delivered = await setup.smtp.waitForMessages(before + MESSAGES - refused, 120_000);
  const arrivals = setup.smtp.arrivals.slice(before);
  const lastMs = (arrivals.at(-1) ?? started) - started;
  const endToEnd = (arrivals.length / lastMs) * 1000;
  const deliveryOnly = arrivals.length > 1 ? ((arrivals.length - 1) / (arrivals.at(-1)! - arrivals[0])) * 1000 : 0;
  return {
    title: 'Mail through the worker',
    checks: [
      {
        what: `Mail throughput, API to worker to SMTP (${MESSAGES.toLocaleString('en-US')} messages)`,
        measured: perSecond(endToEnd),
        target: `≥ ${TARGET_PER_SECOND}/s`,
        passed: delivered && refused === 0 && endToEnd >= TARGET_PER_SECOND,
      },
    ],
    body: [
      `${MESSAGES.toLocaleString('en-US')} test e-mails sent by a signed-in super admin through \`POST /api/admin/test-email\` (${SENDERS} at a time). Each one`,
      'writes an outbox row and queues a job in Redis; the worker process (its own, as in production) claims the row,',
      'renders the template, sends it over SMTP to a local server and records the delivery.',
      '',
      ...table(
        ['Messages', 'Refused by the API', 'All queued after', 'Last delivered after', 'End to end', 'Worker alone (first to last delivery)'],
        [[arrivals.length, refused, `${(queuedMs / 1000).toFixed(1)} s`, `${(lastMs / 1000).toFixed(1)} s`, perSecond(endToEnd), perSecond(deliveryOnly)]],
      ),
    ],
  };
}
