import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './processes.js';

/** A real SMTP server in the test process that keeps what it receives (optionally refusing the first N). */
export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /** Messages the server refused with a temporary error. */
  refused: number;
  refuseNext(count: number): void;
  /** Holds the answer to each message this long; a client that hangs up meanwhile gets nothing delivered. */
  holdAnswers(ms: number): void;
  /** Resolves when a message has arrived and is being held. */
  whenHolding(): Promise<void>;
  waitForMessages(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Goes down like a mail server that stops: open connections are dropped and new ones refused. */
  stop(): Promise<void>;
  /** Comes back on the same address after `stop()`. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const messages: ParsedMail[] = [];
  let toRefuse = 0;
  let holdMs = 0;
  let holding: (() => void) | undefined;
  let holdingSignal = new Promise<void>((resolve) => (holding = resolve));
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refused: 0,
    refuseNext: (count) => {
      toRefuse = count;
    },
    holdAnswers: (ms) => {
      holdMs = ms;
      holdingSignal = new Promise<void>((resolve) => (holding = resolve));
    },
    whenHolding: () => holdingSignal,
    async waitForMessages(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} message(s), got ${messages.length} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return messages;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
    start: () => listen(newServer()),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const closedSessions = new Set<string>();
  // A server that stopped stays "closing" for good, so each start makes a new one on the same port.
  const newServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Open connections are dropped this soon after a stop or close, rather than after 30 s.
      closeTimeout: 200,
      onClose(session) {
        closedSessions.add(session.id);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          if (holdMs > 0) {
            holding?.();
            await new Promise((resolve) => setTimeout(resolve, holdMs));
            // Like a careful server: what it could not acknowledge, it does not deliver.
            if (closedSessions.has(session.id)) return callback(new Error('client went away'));
          }
          if (toRefuse > 0) {
            toRefuse--;
            sink.refused++;
            return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          }
          simpleParser(Buffer.concat(chunks)).then((parsed) => {
            messages.push(parsed);
            callback();
          }, callback);
        });
      },
    });
  const listen = (next: SMTPServer) =>
    new Promise<void>((resolve) => {
      server = next;
      next.listen(port, '127.0.0.1', () => resolve());
    });
  let server: SMTPServer = newServer();
  await listen(server);
  return sink;
}
