import { randomBytes } from 'node:crypto';
import { type Server } from 'node:http';
import express, { type Request, type Response } from 'express';
import { escapeHtml } from '../common/http/escape-html.js';

/** One message the sandbox took, as Africa's Talking would have sent it. */
export interface SandboxSms {
  messageId: string;
  to: string;
  from: string | null;
  message: string;
  receivedAt: Date;
  /** The latest delivery report posted for it (null: none yet). */
  delivery: string | null;
}

/** How the next sends fail: the whole request with HTTP 500, or the recipient with status 500 InternalServerError. */
export type SandboxSmsFailure = 'http-500' | 'recipient-500';

export interface SmsSandboxOptions {
  username: string;
  apiKey: string;
  /** Where delivery reports go (Africa's Talking's dashboard setting); settable later. */
  callbackUrl?: string;
  /** Posts a Success report this long after each send (npm start); unset, reports go only when asked. */
  autoDeliverAfterMs?: number;
  port?: number;
}

export interface SmsSandbox {
  url: string;
  /** Every message taken, oldest first. */
  messages(): SandboxSms[];
  /** Makes the next `count` sends fail the given way (then they succeed again). */
  failNext(count: number, how?: SandboxSmsFailure): void;
  /** Posts a delivery report of a message to the callback URL; the callback's HTTP status. */
  report(messageId: string, status: string, failureReason?: string): Promise<number>;
  setCallbackUrl(url: string): void;
  close(): Promise<void>;
}

const RECIPIENT_FAILURE = { statusCode: 500, status: 'InternalServerError', cost: '0', messageId: 'None' };

/**
 * A stand-in for Africa's Talking's SMS API on 127.0.0.1: `POST /version1/messaging` with its form fields, `apiKey`
 * header and answer shapes; the messages it took on a page (`GET /`), each with buttons that post a delivery report
 * to the callback URL, as Africa's Talking does. Tests tell it to fail the next sends.
 */
export async function startSmsSandbox(options: SmsSandboxOptions): Promise<SmsSandbox> {
  const messages: SandboxSms[] = [];
  const failures: SandboxSmsFailure[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let callbackUrl = options.callbackUrl;

  async function report(messageId: string, status: string, failureReason?: string): Promise<number> {
    const sms = messages.find((message) => message.messageId === messageId);
    if (!sms) throw new Error(`The SMS sandbox sent no message ${messageId}`);
    if (!callbackUrl) throw new Error('The SMS sandbox has no callback URL for delivery reports');
    sms.delivery = status;
    const form = new URLSearchParams({
      id: messageId,
      status,
      phoneNumber: sms.to,
      networkCode: '63902',
      retryCount: '0',
      ...(failureReason ? { failureReason } : {}),
    });
    const response = await fetch(callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    return response.status;
  }

  const app = express();
  app.use(express.urlencoded({ extended: false }));
  app.use(express.json());

  app.post('/version1/messaging', (request: Request, response: Response) => {
    const body = request.body as Record<string, string | undefined>;
    if (request.get('apiKey') !== options.apiKey || body.username !== options.username) {
      response.status(401).type('text/plain').send('The supplied authentication is invalid');
      return;
    }
    const recipients = (body.to ?? '')
      .split(',')
      .map((number) => number.trim())
      .filter(Boolean);
    if (recipients.length === 0 || !body.message) {
      response.status(400).type('text/plain').send('Missing required parameters: to, message');
      return;
    }
    const failure = failures.shift();
    if (failure === 'http-500') {
      response.status(500).type('text/plain').send('Internal Server Error');
      return;
    }
    const answered = recipients.map((number) => {
      if (failure === 'recipient-500') return { ...RECIPIENT_FAILURE, number };
      if (!/^\+254[17]\d{8}$/.test(number))
        return { statusCode: 403, number, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' };
      const parts = body.message!.length <= 160 ? 1 : Math.ceil(body.message!.length / 153);
      const sms: SandboxSms = {
        messageId: `ATXid_${randomBytes(16).toString('hex')}`,
        to: number,
        from: body.from ?? null,
        message: body.message!,
        receivedAt: new Date(),
        delivery: null,
      };
      messages.push(sms);
      if (options.autoDeliverAfterMs !== undefined) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          report(sms.messageId, 'Success').catch(() => undefined);
        }, options.autoDeliverAfterMs);
        timers.add(timer);
      }
      return {
        statusCode: 101,
        number,
        status: 'Success',
        cost: `KES ${(0.8 * parts).toFixed(4)}`,
        messageId: sms.messageId,
      };
    });
    const sent = answered.filter((recipient) => recipient.statusCode === 101);
    response.status(201).json({
      SMSMessageData: {
        Message: `Sent to ${sent.length}/${answered.length} Total Cost: KES ${(0.8 * sent.length).toFixed(4)}`,
        Recipients: answered,
      },
    });
  });

  const page = (_request: Request, response: Response) => {
    response.type('html').send(messagesPage(messages, Boolean(callbackUrl)));
  };
  app.get('/', page);
  app.get('/messages', page);
  app.get('/messages.json', (_request, response) => {
    response.json(messages);
  });
  app.post('/messages/:id/report', async (request: Request, response: Response) => {
    const body = request.body as Record<string, string | undefined>;
    try {
      await report(String(request.params.id), body.status ?? 'Success', body.failureReason || undefined);
      response.redirect(303, '/');
    } catch (error) {
      response
        .status(404)
        .type('text/plain')
        .send(error instanceof Error ? error.message : String(error));
    }
  });

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    messages: () => messages.map((message) => ({ ...message })),
    failNext(count, how = 'http-500') {
      if (!Number.isInteger(count) || count < 0) throw new Error(`Not a number of sends: ${count}`);
      failures.length = 0;
      for (let index = 0; index < count; index++) failures.push(how);
    },
    report,
    setCallbackUrl(next) {
      callbackUrl = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The sandbox's "phone screen": every message taken, newest first, with buttons to report its delivery. */
function messagesPage(messages: SandboxSms[], canReport: boolean): string {
  const rows = [...messages]
    .reverse()
    .map(
      (sms) => `<li><p><strong>${escapeHtml(sms.to)}</strong>${sms.from ? ` from ${escapeHtml(sms.from)}` : ''}
        <small>${escapeHtml(sms.receivedAt.toISOString())} · ${escapeHtml(sms.messageId)}${sms.delivery ? ` · reported ${escapeHtml(sms.delivery)}` : ''}</small></p>
        <p class="text">${escapeHtml(sms.message)}</p>${
          canReport
            ? `<form method="post" action="/messages/${encodeURIComponent(sms.messageId)}/report">
          <button name="status" value="Success">Report delivered</button>
          <button name="status" value="Failed">Report failed</button>
          <input type="hidden" name="failureReason" value="">
        </form>`
            : ''
        }</li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SMS sandbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}ul{list-style:none;padding:0}li{border-bottom:1px solid #ccc;padding:.5rem 0}.text{white-space:pre-wrap;background:#eef6ee;padding:.5rem;border-radius:.5rem}button{margin:.25rem}</style></head>
<body><h1>SMS sandbox</h1><p>Messages the product sent through this stand-in for Africa's Talking (no SMS leaves this machine). Newest first.</p>
${messages.length ? `<ul>${rows}</ul>` : '<p>No messages yet.</p>'}</body></html>`;
}
