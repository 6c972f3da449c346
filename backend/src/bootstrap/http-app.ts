import { type DynamicModule, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Router } from 'express';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../app.module.js';
import { HttpExceptionFilter } from '../common/http/http-exception.filter.js';
import { createValidationPipe } from '../common/http/validation.pipe.js';
import { type AppConfig } from '../config/app-config.js';
import { AdminSessionMiddleware } from '../modules/identity/session/admin-session.middleware.js';
import { StorefrontPages } from '../modules/content/storefront/storefront-pages.js';
import { PAYSTACK_INLINE_JS_URL } from '../modules/payment/paystack/paystack.client.js';
import { ADMIN_SESSION_PATH } from '../modules/identity/session/session-policy.js';
import { securityHeaders } from './security-headers.js';
import { serveWebFrontends } from './web-frontends.js';

export const API_PREFIX = 'api';

/**
 * Builds the HTTP application (used by main.ts and by the tests) without listening. `extraModules` lets a test add
 * routes of its own (e.g. one that forgot its access rule) to the real application.
 */
export async function createHttpApp(
  config: AppConfig,
  options: { serveFrontends?: boolean; extraModules?: (Type | DynamicModule)[] } = {},
): Promise<INestApplication> {
  const root = AppModule.forRoot(config);
  const module = { ...root, imports: [...(root.imports ?? []), ...(options.extraModules ?? [])] };
  // rawBody: the Paystack webhook signature is computed over the exact bytes received.
  const app = await NestFactory.create<NestExpressApplication>(module, {
    bufferLogs: true,
    rawBody: true,
  });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  app.set('trust proxy', config.http.trustProxy);
  // nosniff, frame protection, referrer policy and friends on every response; the front ends add their CSP.
  app.use(
    securityHeaders({ contentSecurityPolicy: false, referrerPolicy: { policy: 'strict-origin-when-cross-origin' } }),
  );
  app.setGlobalPrefix(API_PREFIX);
  // Sessions exist only for the back-office; public routes never set or read a cookie. Grouped in one router, so
  // other requests step over them with one path comparison.
  const adminSessions = Router();
  adminSessions.use(...app.get(AdminSessionMiddleware).handlers());
  app.use(ADMIN_SESSION_PATH, adminSessions);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  setUpOpenApi(app);
  if (options.serveFrontends ?? true)
    serveWebFrontends(app.getHttpAdapter().getInstance(), {
      paymentOrigins: paymentWidgetOrigins(config),
      renderedPages: (folder) => app.get(StorefrontPages).handler(folder),
    });
  return app;
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
  return SwaggerModule.createDocument(app, document);
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
