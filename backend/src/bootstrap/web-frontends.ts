import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const FRONTEND_FOLDERS = {
  storefront: `${repositoryRoot}storefront/dist`,
  admin: `${repositoryRoot}admin-shell/shell/dist`,
};

export interface WebFrontendOptions {
  folders?: typeof FRONTEND_FOLDERS;
  /** Origins the payment widget loads its script, frames and calls from (Paystack, or the local sandbox). */
  paymentOrigins?: string[];
}

/**
 * Serves the built web front ends from the API's origin: the admin back-office (a single-page app) under /admin
 * and the prerendered storefront at /. Hashed assets are cached for a year, HTML never. Both get a Content
 * Security Policy that allows our own scripts plus, on the storefront, the payment widget's origins.
 */
export function serveWebFrontends(app: Express, options: WebFrontendOptions = {}): void {
  const folders = options.folders ?? FRONTEND_FOLDERS;
  const payment = options.paymentOrigins ?? [];
  if (existsSync(`${folders.admin}/index.html`)) {
    app.use('/admin', contentSecurityPolicy([]), staticFiles(folders.admin), singlePageFallback(folders.admin));
  }
  if (existsSync(`${folders.storefront}/index.html`)) {
    app.use(notUnder('/admin', contentSecurityPolicy(payment)), staticFiles(folders.storefront), prerenderedPages(folders.storefront));
  }
}

function contentSecurityPolicy(paymentOrigins: string[]): RequestHandler {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...paymentOrigins],
      // Radix, MUI and the payment widget set inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...paymentOrigins],
      frameSrc: paymentOrigins.length ? paymentOrigins : ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
  });
}

function notUnder(prefix: string, handler: RequestHandler): RequestHandler {
  return (request, response, next) => (isUnder(request.originalUrl, prefix) || isUnder(request.originalUrl, '/api') ? next() : handler(request, response, next));
}

function isUnder(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

function staticFiles(folder: string): RequestHandler {
  const serve = express.static(folder, {
    index: false,
    redirect: false,
    setHeaders: (response, path) => {
      response.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (request, response, next) => (isUnder(request.originalUrl, '/api') ? next() : serve(request, response, next));
}

function isPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isUnder(request.originalUrl, '/api')) return false;
  // A missing file (an old hashed asset, a typo) is a 404 from the API's handler, not a page.
  return !/\.[a-z0-9]+$/i.test(request.path);
}

/** The admin routes its paths on the client: every page path gets its index.html. */
function singlePageFallback(folder: string): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (!isPageRequest(request)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile('index.html', { root: folder });
  };
}

/**
 * The storefront is prerendered: `/about` is `about/index.html`. A path with no page gets the 404 page with status
 * 404, so search engines and link checkers see a real "not found".
 */
function prerenderedPages(folder: string): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (!isPageRequest(request) || isUnder(request.originalUrl, '/admin')) return next();
    const path = normalize(safelyDecoded(request.path)).replace(/^\/+|\/+$/g, '');
    const page = path === '' ? 'index.html' : join(path, 'index.html');
    response.setHeader('Cache-Control', 'no-cache');
    if (!path.startsWith('..') && existsSync(join(folder, page))) return response.sendFile(page, { root: folder });
    const notFound = existsSync(join(folder, '404.html')) ? '404.html' : 'index.html';
    response.status(404).sendFile(notFound, { root: folder });
  };
}

function safelyDecoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '../malformed';
  }
}
