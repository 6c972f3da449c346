import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { parse } from 'yaml';
import { ENVIRONMENT_VARIABLES, LAUNCHER_ONLY_VARIABLES, loadConfig } from '../../src/config/app-config.js';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const compose = parse(readFileSync(`${REPOSITORY_ROOT}docker-compose.yml`, 'utf8'), { merge: true }) as {
  services: Record<
    string,
    { command?: string[]; environment?: Record<string, string | null>; volumes?: string[]; ports?: string[] }
  >;
  volumes?: Record<string, unknown>;
};
const dockerfile = readFileSync(`${REPOSITORY_ROOT}Dockerfile`, 'utf8');

/** The services that run the product's image: the migrations, the API and the worker. */
const APP_SERVICES = ['migrate', 'api', 'worker'];

/** What an operator puts in .env for `docker compose up` (the required values, and nothing else). */
const OPERATOR_ENV: Record<string, string> = {
  PUBLIC_URL: 'https://coworking.example.com',
  SMTP_URL: 'smtp://mailpit:1025',
  PAYSTACK_SECRET_KEY: 'sk_live_abc123',
  PAYSTACK_PUBLIC_KEY: 'pk_live_abc123',
  SESSION_SECRET: 'x'.repeat(40),
  POSTGRES_PASSWORD: 'postgres-password',
};

/**
 * Compose's interpolation of one value (`$VAR`, `${VAR}`, `${VAR:-default}`, `${VAR:?error}`, `$$`) against the
 * operator's environment; a key with no value passes the variable through, or leaves it out when it is unset.
 */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}|\$([A-Z0-9_]+)/g,
    (match, braced?: string, operator?: string, argument?: string, bare?: string) => {
      if (match === '$$') return '$';
      const name = braced ?? bare!;
      const given = env[name];
      if (operator?.endsWith('?') && !given) throw new Error(`compose stops: ${argument}`);
      if (operator?.endsWith('-') && !given) return argument ?? '';
      return given ?? '';
    },
  );
}

/** The environment one service's container starts with, as compose gives it. */
function containerEnv(service: string, env: Record<string, string>): Record<string, string> {
  const entries = Object.entries(compose.services[service].environment ?? {}).flatMap(([name, value]) =>
    value === null ? (env[name] === undefined ? [] : [[name, env[name]]]) : [[name, interpolate(String(value), env)]],
  );
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * docker-compose.yml against the production configuration (config/app-config.ts): the file and the code must not
 * drift apart again. A variable the product reads but compose does not pass cannot be set in a compose
 * installation; a folder the product writes that is not a volume is emptied by the next `docker compose up --build`.
 */
describe('docker-compose.yml and the production configuration', () => {
  it('passes every variable the product reads to the migrations, the API and the worker', () => {
    expect(ENVIRONMENT_VARIABLES).toEqual(expect.arrayContaining(['TRUST_PROXY', 'DATA_DIR', 'DATABASE_URL']));
    for (const service of APP_SERVICES) {
      const passed = Object.keys(compose.services[service].environment ?? {});
      const read = ENVIRONMENT_VARIABLES.filter((name) => !LAUNCHER_ONLY_VARIABLES.includes(name));
      expect({ service, missing: read.filter((name) => !passed.includes(name)) }).toEqual({
        service,
        missing: [],
      });
    }
  });

  it('gives a valid production configuration from the required values alone', () => {
    for (const service of APP_SERVICES) {
      const config = loadConfig(containerEnv(service, OPERATOR_ENV));
      expect(config.env).toBe('production');
      expect(config.http.publicUrl).toBe(OPERATOR_ENV.PUBLIC_URL);
      expect(config.dataDir).toBe('/app/.data');
    }
    // No bootstrap admin unless the operator names one: the first start then logs the one-time setup link.
    expect(loadConfig(containerEnv('api', OPERATOR_ENV)).seed).toMatchObject({
      adminUsername: undefined,
      adminPassword: undefined,
    });
    const named = { ...OPERATOR_ENV, ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'a-long-admin-password' };
    expect(loadConfig(containerEnv('api', named)).seed).toMatchObject({
      adminUsername: 'owner',
      adminPassword: 'a-long-admin-password',
    });
    // A value in .env reaches the containers, the pass-through variables included.
    const tuned = containerEnv('api', { ...OPERATOR_ENV, TRUST_PROXY: '10.1.2.3', RATE_LIMITS: 'tours=10/1h' });
    expect(tuned).toMatchObject({ TRUST_PROXY: '10.1.2.3', RATE_LIMITS: 'tours=10/1h' });
  });

  it('believes X-Forwarded-For from the TLS proxy on the compose network, and from nobody else', async () => {
    const { trustProxy } = loadConfig(containerEnv('api', OPERATOR_ENV)).http;
    // Not "trust everyone", not a hop count (either believes whoever connects): addresses and subnets.
    if (typeof trustProxy !== 'string') throw new Error(`TRUST_PROXY must name addresses, not ${trustProxy}`);
    // The same setting the API gives Fastify (bootstrap/http-app.ts passes addresses and subnets through as they are).
    const app = Fastify({ trustProxy });
    app.get('/ip', (request) => ({ ip: request.ip }));
    const clientSeen = async (remoteAddress: string, forwardedFor: string) =>
      (await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } })).json<{
        ip: string;
      }>().ip;
    try {
      // A proxy on the host reaches the published port through the network's gateway; a proxy container has an
      // address in the network's subnet (Docker's pools: 172.17-31.x and 192.168.x).
      expect(await clientSeen('172.18.0.1', '203.0.113.7')).toBe('203.0.113.7');
      expect(await clientSeen('172.20.0.5', '198.51.100.20')).toBe('198.51.100.20');
      expect(await clientSeen('192.168.16.3', '198.51.100.21')).toBe('198.51.100.21');
      // A stranger connecting from the internet cannot pose as someone else, nor rotate addresses to dodge limits.
      expect(await clientSeen('203.0.113.99', '10.0.0.1')).toBe('203.0.113.99');
      // A stranger behind the proxy who writes their own X-Forwarded-For is still counted by their real address.
      expect(await clientSeen('172.18.0.1', '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    } finally {
      await app.close();
    }
    // The trust above is safe only while nothing but the proxy reaches the port: published on loopback by default.
    expect(compose.services.api.ports).toEqual([expect.stringMatching(/^\$\{API_BIND:-127\.0\.0\.1\}:/)]);
  });

  it('keeps every file the product writes (DATA_DIR) on one named volume, mounted on every role', () => {
    const dataDir = loadConfig(containerEnv('api', OPERATOR_ENV)).dataDir;
    for (const service of APP_SERVICES) {
      const mount = (compose.services[service].volumes ?? [])
        .map((entry) => entry.split(':'))
        .find(([, target]) => target === dataDir);
      expect({ service, mount }).toEqual({ service, mount: [expect.any(String), dataDir] });
      const [volume] = mount!;
      // A named volume (declared below), not a path on the host or an anonymous volume the next build drops.
      expect(volume).toMatch(/^[a-z][a-z0-9_-]*$/);
      expect(Object.keys(compose.volumes ?? {})).toContain(volume);
    }
    expect(new Set(APP_SERVICES.map((service) => compose.services[service].volumes?.join()))).toHaveProperty('size', 1);
  });

  it('agrees with the Dockerfile: the same DATA_DIR, created and owned by the user the image runs as', () => {
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toMatch(/DATA_DIR=\/app\/\.data\b/);
    // A new named volume copies the owner of the folder it is mounted on: without this it is root's, uploads fail.
    const prepared = /RUN mkdir -p \/app\/\.data[^\n]*&& chown node:node[^\n]*\/app\/\.data/.exec(runtime);
    expect(prepared).not.toBeNull();
    expect(runtime.indexOf(prepared![0])).toBeLessThan(runtime.indexOf('USER node'));
    // The image's own default and the roles compose runs.
    expect(runtime).toMatch(/ENV NODE_ENV=production/);
    expect(compose.services.api.command).toEqual(['node', 'backend/dist/main.js']);
    expect(compose.services.worker.command).toEqual(['node', 'backend/dist/worker.js']);
    expect(compose.services.migrate.command).toEqual(['node', 'backend/dist/launcher/migrate.js']);
  });
});
