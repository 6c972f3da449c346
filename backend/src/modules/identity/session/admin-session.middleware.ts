import {
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleDestroy,
} from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
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

/**
 * Admin sessions for /api/admin only: express-session stored in PostgreSQL (shared by every API
 * process, revocable by deleting rows), cookie httpOnly + SameSite=Lax, Secure when the product is
 * served over https, sliding 2-hour idle expiry. State-changing requests from another origin are
 * refused (Origin / Sec-Fetch-Site check) on top of SameSite.
 *
 * The store's pool survives a database restart or failover: a connection the server ends while idle is reported to
 * the pool's `error` listener (without one, Node stops the whole process) and replaced on next use; a request whose
 * query dies with its connection gets 503 (common/http/unavailable.ts), and its session stays (see `unset`).
 */
@Injectable()
export class AdminSessionMiddleware implements OnModuleDestroy {
  private readonly logger = new Logger('AdminSessions');
  private pool: pg.Pool | undefined;
  private store: { close(): void } | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  handlers(): RequestHandler[] {
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
      refuseOtherSpellings,
      rejectCrossSiteWrites(new URL(this.config.http.publicUrl).origin),
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
      }),
      passport.initialize(),
      passport.session(),
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

/**
 * Express mounts these handlers case-insensitively, but the session cookie's path (and express-session's own check)
 * is case-sensitive: /API/Admin/… would run without a session. Only the canonical spelling is served.
 */
function refuseOtherSpellings(request: Request, _response: Response, next: NextFunction): void {
  if (request.originalUrl.startsWith(ADMIN_SESSION_PATH)) return next();
  next(new NotFoundException(ADMIN_PATH_SPELLING));
}

/** A browser sends Origin (or Sec-Fetch-Site) with every POST/PUT/PATCH/DELETE; other origins are refused. */
export function rejectCrossSiteWrites(publicOrigin: string): RequestHandler {
  return (request: Request, _response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method)) return next();
    const origin = request.get('origin');
    const ownOrigins = [publicOrigin, `${request.protocol}://${request.get('host')}`];
    if (origin ? !ownOrigins.includes(origin) : request.get('sec-fetch-site') === 'cross-site') {
      return next(new ForbiddenException(CROSS_SITE_REFUSED));
    }
    next();
  };
}
