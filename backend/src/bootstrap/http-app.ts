import { type DynamicModule, type INestApplication, NotFoundException, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import multipart from '@fastify/multipart';
import express, { type Request, type Response } from 'express';
import { type FastifyInstance } from 'fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../app.module.js';
import { HttpExceptionFilter } from '../common/http/http-exception.filter.js';
import { JSON_BODY_LIMIT_BYTES } from '../common/http/body-limits.js';
import { isUnderPath } from '../common/http/url-paths.js';
import { createValidationPipe } from '../common/http/validation.pipe.js';
import { type AppConfig } from '../config/app-config.js';
import { PreparedAnswers } from '../common/prepared-answers/prepared-answers.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { QueueDashboard } from '../metrics/queue-dashboard.js';
import { AdminSessionMiddleware } from '../modules/identity/session/admin-session.middleware.js';
import { StorefrontPages } from '../modules/content/storefront/storefront-pages.js';
import { PAYSTACK_INLINE_JS_URL } from '../modules/payment/paystack/paystack.client.js';
import { EarlyAnswers, nextRequestId } from '../common/http/early-answers.js';
import { drainConnectionsOnClose } from './connection-drain.js';
import { installNoStoreForPrivateAnswers } from './private-responses.js';
import { securityHeaders } from './security-headers.js';
import { FRONTEND_FOLDERS, prepareStorefrontPages, serveWebFrontends } from './web-frontends.js';

export const API_PREFIX = 'api';

/**
 * Builds the HTTP application (used by main.ts and by the tests) without listening. `extraModules` lets a test add
 * routes of its own (e.g. one that forgot its access rule) to the real application.
 *
 * The API runs on Nest's Fastify adapter, whose per-request cost is well below Express's
 * (docs/decisions/0222-the-api-runs-on-nestjs-fastify-adapter-with-express-behaviour.md). The web front ends, which
 * are files and pages rather than API calls, are still served by the Express handlers they always had, reached
 * through one catch-all route.
 */
export async function createHttpApp(
  config: AppConfig,
  options: {
    serveFrontends?: boolean;
    /** false: the storefront's prerendered pages go through the Express chain too (to compare the two in tests). */
    preparedPages?: boolean;
    extraModules?: (Type | DynamicModule)[];
  } = {},
): Promise<INestApplication> {
  const root = AppModule.forRoot(config);
  const module = { ...root, imports: [...(root.imports ?? []), ...(options.extraModules ?? [])] };
  // Answers that need nothing of Fastify (the prepared public lists) are given in front of it.
  const early = new EarlyAnswers();
  const adapter = new FastifyAdapter({
    serverFactory: early.serverFactory,
    genReqId: nextRequestId,
    // Client addresses (rate limits, sign-in throttling) read X-Forwarded-For only from the proxies named here.
    trustProxy: trustedProxies(config.http.trustProxy),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Paths are matched as Express matched them, so no address that answered before stops answering: in any case
    // and with or without a trailing slash.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Fastify's own request log would repeat the one nestjs-pino writes.
    logger: false,
  });
  // rawBody: the Paystack webhook signature is computed over the exact bytes received.
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, { bufferLogs: true, rawBody: true });
  app.useLogger(app.get(Logger));
  // Image uploads (content/images): files are read only by the route that asks for one, up to its own limit.
  await app.register(multipart);
  const fastify = app.getHttpAdapter().getInstance();
  // A stopping API ends quiet connections at once and gives requests under way a grace period (connection-drain.ts).
  drainConnectionsOnClose(fastify);
  // nosniff, frame protection, referrer policy and friends on every response; the front ends add their CSP.
  const setSecurityHeaders = securityHeaders({
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  fastify.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()));
  // http_request_duration_seconds by method, route pattern and status (GET /api/metrics).
  const metrics = app.get(MetricsService);
  metrics.install(fastify);
  // The public lists every page asks for, answered from prepared bytes in front of Fastify.
  app
    .get(PreparedAnswers)
    .install(early, { prefix: API_PREFIX, securityHeaders: setSecurityHeaders, timed: metrics.observeRequest });
  // Personal data, secrets and money documents are never kept by a browser or a proxy (private-responses.ts).
  installNoStoreForPrivateAnswers(fastify);
  app.setGlobalPrefix(API_PREFIX);
  // Sessions exist only for the back-office; public routes never set or read a cookie.
  app.get(AdminSessionMiddleware).install(fastify);
  // bull-board for super admins: /admin/queues leads to it (under /api/admin, where the session cookie goes).
  app.get(QueueDashboard).install(fastify);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  setUpOpenApi(app);
  if (options.serveFrontends ?? true) {
    const frontends = {
      paymentOrigins: paymentWidgetOrigins(config),
      renderedPages: app.get(StorefrontPages),
    };
    // The storefront's prerendered pages, answered from bytes read at start before Nest's pipeline (prepared-pages.ts).
    if (options.preparedPages ?? true) prepareStorefrontPages(frontends)?.install(fastify);
    serveFrontendsThrough(fastify, frontends);
    // The pages rendered on request that need no request (home, public lists) are rendered before the first one is
    // taken: the first visitors after a start wait neither for the renderer's code to load nor for a render.
    await app.init();
    await frontends.renderedPages.warm(FRONTEND_FOLDERS.storefront);
  }
  return app;
}

/**
 * Every GET (and HEAD) no API route matched goes to the front ends' Express handlers, which answer with a file, a
 * page or the storefront's 404 page. A path under /api gets the API's own "not found".
 */
function serveFrontendsThrough(fastify: FastifyInstance, options: Parameters<typeof serveWebFrontends>[1]): void {
  const frontends = express();
  frontends.disable('x-powered-by');
  serveWebFrontends(frontends, options);
  fastify.get('/*', (request, reply) => {
    if (isUnderPath(request.url.toLowerCase(), `/${API_PREFIX}`))
      throw new NotFoundException(`Cannot ${request.method} ${request.url}`);
    reply.hijack();
    frontends(request.raw as Request, reply.raw as Response, (error?: unknown) => {
      const status = error ? statusOf(error) : 404;
      reply.raw.statusCode = status;
      reply.raw.setHeader('Content-Type', 'application/json; charset=utf-8');
      reply.raw.end(
        JSON.stringify({
          message: status < 500 ? 'Not found' : 'Something went wrong on our side. Please try again.',
        }),
      );
    });
  });
}

/**
 * TRUST_PROXY as Fastify takes it. Addresses, subnets and `true`/`false` mean what they meant on Express (both read
 * them with proxy-addr). A hop count is given as the function Express made of it: trust the nearest `hops` proxies.
 * (Fastify itself would trust none for a number.)
 */
function trustedProxies(
  setting: string | number | boolean,
): string | boolean | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** The status an Express handler's error asks for (a malformed path is a 400), else 500. */
function statusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

export function buildOpenApiDocument(app: INestApplication) {
  const document = new DocumentBuilder()
    .setTitle('Syokimau Coworking Hub API')
    .setDescription(
      'Spaces, bookings, memberships, payments and the admin back-office. Errors are `{ message, errors? }`.',
    )
    .setVersion('1.0')
    .addCookieAuth('sid')
    .addCookieAuth('member_session', { type: 'apiKey', in: 'cookie', name: 'member_session' }, 'member_session')
    .build();
  return inNameOrder(SwaggerModule.createDocument(app, document));
}

/**
 * Paths and schemas in name order rather than in the order modules register their controllers: moving a route to the
 * module that owns it does not reshuffle the committed document and the generated types.
 */
function inNameOrder(document: OpenAPIObject): OpenAPIObject {
  const sorted = <T>(entries: Record<string, T>) =>
    Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    ...document,
    paths: sorted(document.paths),
    components: document.components?.schemas
      ? { ...document.components, schemas: sorted(document.components.schemas) }
      : document.components,
  };
}

function setUpOpenApi(app: INestApplication): void {
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
    customSiteTitle: 'Syokimau Coworking Hub API',
  });
}

/** Where the checkout widget comes from: the configured inline script's origin (the sandbox locally), or Paystack's. */
export function paymentWidgetOrigins(config: AppConfig): string[] {
  const script = new URL(config.paystack.inlineJsUrl ?? PAYSTACK_INLINE_JS_URL).origin;
  if (script !== new URL(PAYSTACK_INLINE_JS_URL).origin) return [script];
  return [script, 'https://checkout.paystack.com', 'https://api.paystack.co', 'https://paystack.com'];
}
