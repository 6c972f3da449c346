import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// Jest loads global setup without the module name mapper, so this file imports no sibling modules.
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const LAUNCHER = fileURLToPath(new URL('../../backend/dist/launcher/launch.js', import.meta.url));
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface RunningProduct {
  launcher: ChildProcess;
  closeMail(): Promise<void>;
  databaseName: string;
  workFolder: string;
}

declare global {
  var runningProduct: RunningProduct | undefined;
}

/**
 * A real SMTP server for the product under test. It keeps each message as an .eml file in `folder`, so the specs
 * (which jest runs in their own module registry) can read what the product sent.
 */
async function startMailCatcher(folder: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  await mkdir(folder, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const name = `${String(Date.now()).padStart(14, '0')}-${String(received).padStart(5, '0')}.eml`;
        // Written aside and renamed into place: a reader never sees half a message under its .eml name.
        const partial = join(folder, `${name}.partial`);
        writeFile(partial, Buffer.concat(chunks))
          .then(() => rename(partial, join(folder, name)))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function onPostgres(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts the product the way `npm start` does, on a throwaway database and queue prefix, mail to a local SMTP server. */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(LAUNCHER)) throw new Error(`${LAUNCHER} is missing: build first (nx run e2e:test builds everything)`);
  const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const databaseName = `coworking_e2e_${suffix}`;
  await onPostgres(`create database "${databaseName}"`);
  const databaseUrl = new URL(POSTGRES_ADMIN_URL);
  databaseUrl.pathname = `/${databaseName}`;

  const workFolder = await mkdtemp(join(tmpdir(), 'coworking-e2e-'));
  const mailFolder = join(workFolder, 'mail');
  const mail = await startMailCatcher(mailFolder, await freePort());
  const port = await freePort();
  const admin = { username: 'e2e-root', password: `e2e-${randomBytes(6).toString('hex')}` };

  const launcher = spawn(process.execPath, [LAUNCHER], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL,
      QUEUE_PREFIX: `e2e_${suffix}`,
      DATA_DIR: join(workFolder, 'data'),
      SMTP_URL: mail.url,
      MAIL_FROM: 'Syokimau Coworking <hello@example.com>',
      STAFF_EMAIL: 'staff@example.com',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: 'true',
      // The shortest hold the product allows, so the abandoned-checkout journey sees a slot come back.
      BOOKING_HOLD_MINUTES: '1',
      // Every journey comes from this one address: the public writes' rate limits and unpaid-hold caps are tested
      // in backend/test/security, not here.
      RATE_LIMITS: '*=100000',
      UNPAID_HOLDS_PER_EMAIL: '1000',
      UNPAID_HOLDS_PER_ADDRESS: '1000',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'warn',
      ...Object.fromEntries(
        Object.entries(process.env)
          .filter(([key]) => key.startsWith('E2E_PRODUCT_'))
          .map(([key, value]) => [key.slice('E2E_PRODUCT_'.length), value ?? '']),
      ),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  launcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The product did not start within 120 s:\n${output}`)), 120_000);
    const check = setInterval(() => {
      if (output.includes('[launcher] Serving')) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
    launcher.once('exit', (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`The product exited (${code}) while starting:\n${output}`));
    });
  });

  globalThis.runningProduct = { launcher, closeMail: mail.close, databaseName, workFolder };
  process.env.E2E_BASE_URL = `http://localhost:${port}`;
  process.env.E2E_MAIL_FOLDER = mailFolder;
  process.env.E2E_DATABASE_URL = databaseUrl.toString();
  process.env.E2E_ADMIN_USERNAME = admin.username;
  process.env.E2E_ADMIN_PASSWORD = admin.password;
}
