import {
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleDestroy,
} from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { type FastifyInstance } from 'fastify';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import passport from 'passport';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { isUnderPath } from '../../../common/http/url-paths.js';
import { type AppConfig, requireDatabaseUrl } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import {
  ADMIN_SESSION_COOKIE,
  ADMIN_SESSION_IDLE_MS,
  ADMIN_SESSION_PATH,
  ADMIN_SESSION_TOUCH_INTERVAL_MS,
} from './session-policy.js';

export const CROSS_SITE_REFUSED = 'Cross-site requests to the back-office are refused.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A connect-style handler (express-session's, passport's), run on Node's own request and response. */
type NodeHandler = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Admin sessions for /api/admin only: express-session stored in PostgreSQL (shared by every API
 * process, revocable by deleting rows), cookie httpOnly + SameSite=Lax, Secure when the product is
 * served over https, sliding 2-hour idle expiry. State-changing requests from another origin are
 * refused (Origin / Sec-Fetch-Site check) on top of SameSite.
 *
 * The store's pool survives a database restart or failover: a connection the server ends while idle is reported to
 * the pool's `error` listener (without one, Node stops the whole process) and replaced on next use; a request whose
 * query dies with its connection gets 503 (common/http/unavailable.ts), and its session stays (see `unset`).
 *
 * express-session and passport are connect middleware: under Fastify they run in a request hook on Node's own
 * request and response, where they leave `session` and `user` (read through admin-principal.ts).
 */
@Injectable()
export class AdminSessionMiddleware implements OnModuleDestroy {
  private readonly logger = new Logger('AdminSessions');
  private pool: pg.Pool | undefined;
  private store: { close(): void } | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Runs the session handlers for every request under /api/admin, before routing. */
  install(fastify: FastifyInstance): void {
    const handlers = this.handlers();
    const publicOrigin = new URL(this.config.http.publicUrl).origin;
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!isUnderPath(request.url.toLowerCase(), ADMIN_SESSION_PATH)) return done();
      // Routes match in any case (as they did on Express), but the session cookie's path does not: only the
      // lower-case spelling is served, so no admin request runs without its session.
      if (!isUnderPath(request.url, ADMIN_SESSION_PATH)) return done(new NotFoundException(ADMIN_PATH_SPELLING));
      if (isCrossSiteWrite(request.raw, [publicOrigin, `${request.protocol}://${request.host}`]))
        return done(new ForbiddenException(CROSS_SITE_REFUSED));
      runInTurn(handlers, request.raw, reply.raw, done);
    });
  }

  private handlers(): NodeHandler[] {
    this.pool = new pg.Pool({
      connectionString: requireDatabaseUrl(this.config),
      max: 3,
      // A request waits at most this long for a connection while the database is unreachable, then gets 503.
      connectionTimeoutMillis: 5000,
    });
    this.pool.on('error', (error) => this.logger.warn(`Session store connection lost: ${error.message}`));
    const PgStore = connectPgSimple(session);
    const store = new PgStore({
      pool: this.pool,
      tableName: 'admin_sessions',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
    });
    touchAtMostEvery(store, ADMIN_SESSION_TOUCH_INTERVAL_MS);
    this.store = store;
    const secure = this.config.http.publicUrl.startsWith('https://');
    return [
      // express-session's types speak of Express's request; it reads only what Node's own request has.
      session({
        name: ADMIN_SESSION_COOKIE,
        // Outside production a missing secret only means sessions end when the process restarts.
        secret: this.config.session.secret ?? randomBytes(32).toString('hex'),
        store,
        resave: false,
        saveUninitialized: false,
        rolling: true,
        // Not 'destroy': when reading the session fails (the database restarting), express-session ends the request
        // without a session object, and 'destroy' would then delete the admin's stored session.
        unset: 'keep',
        proxy: secure ? true : undefined,
        cookie: { httpOnly: true, sameSite: 'lax', secure, path: ADMIN_SESSION_PATH, maxAge: ADMIN_SESSION_IDLE_MS },
      }) as unknown as NodeHandler,
      passport.initialize() as NodeHandler,
      passport.session() as NodeHandler,
    ];
  }

  async onModuleDestroy(): Promise<void> {
    this.store?.close();
    await this.pool?.end();
  }
}

type Touch = (sid: string, session: session.SessionData, callback?: (error?: unknown) => void) => void;

/**
 * express-session touches the store on every request with a session (here an UPDATE of the session's row), to slide
 * its expiry. Touches of one session closer together than `intervalMs` are skipped: the expiry then lags by at most
 * that much, and concurrent requests of one admin no longer wait for each other's writes of the same row.
 */
export function touchAtMostEvery(store: { touch: Touch }, intervalMs: number): void {
  const touch = store.touch.bind(store);
  const touchedAt = new Map<string, number>();
  store.touch = (sid, data, callback) => {
    const now = Date.now();
    if (now - (touchedAt.get(sid) ?? -Infinity) < intervalMs) return callback?.();
    // Entries past the interval mean nothing any more: drop them before the map could grow with every session seen.
    if (touchedAt.size >= 10_000) for (const [id, at] of touchedAt) if (now - at >= intervalMs) touchedAt.delete(id);
    touchedAt.set(sid, now);
    touch(sid, data, (error) => {
      if (error) touchedAt.delete(sid);
      callback?.(error);
    });
  };
}

export const ADMIN_PATH_SPELLING = `Not found. The back-office API is at ${ADMIN_SESSION_PATH}, in lower case.`;

/** Runs connect-style handlers one after another, as a router would; an error skips the rest. */
function runInTurn(
  handlers: readonly NodeHandler[],
  request: IncomingMessage,
  response: ServerResponse,
  done: (error?: Error) => void,
): void {
  const step = (index: number) => (error?: unknown) => {
    if (error) return done(error instanceof Error ? error : new Error(String(error)));
    if (index === handlers.length) return done();
    handlers[index](request, response, step(index + 1));
  };
  step(0)();
}

/**
 * A browser sends Origin (or Sec-Fetch-Site) with every POST/PUT/PATCH/DELETE: a write whose origin is not one of
 * ours is from another site.
 */
export function isCrossSiteWrite(request: Pick<IncomingMessage, 'method' | 'headers'>, ownOrigins: string[]): boolean {
  if (SAFE_METHODS.has(request.method ?? 'GET')) return false;
  const origin = request.headers.origin;
  return origin ? !ownOrigins.includes(origin) : request.headers['sec-fetch-site'] === 'cross-site';
}

/** The same refusal as Nest middleware (which gets Node's own request), for the member portal's writes. */
export function rejectCrossSiteWrites(publicOrigin: string): NodeHandler {
  return (request, _response, next) => {
    const protocol = (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    const ownOrigins = [publicOrigin, `${protocol}://${request.headers.host}`];
    if (isCrossSiteWrite(request, ownOrigins)) return next(new ForbiddenException(CROSS_SITE_REFUSED));
    next();
  };
}
