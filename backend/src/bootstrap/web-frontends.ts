import { existsSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import { isUnderPath } from '../common/http/url-paths.js';
import { type RenderedPages } from '../common/http/rendered-pages.js';
import { CompressedFiles } from './compressed-files.js';
import { PreparedPages } from './prepared-pages.js';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const FRONTEND_FOLDERS = {
  storefront: `${repositoryRoot}storefront/dist`,
  admin: `${repositoryRoot}admin-shell/shell/dist`,
};

export interface WebFrontendOptions {
  folders?: typeof FRONTEND_FOLDERS;
  /** Origins the payment widget loads its script, frames and calls from (Paystack, or the local sandbox). */
  paymentOrigins?: string[];
  /**
   * The storefront pages rendered on request (the home page, the pages of public lists, each post, the sitemap;
   * StorefrontPages), answered before the build's files.
   */
  renderedPages?: RenderedPages;
}

/**
 * Serves the built web front ends from the API's origin: the admin back-office (a single-page app) under /admin
 * and the prerendered storefront at /. Hashed assets are cached for a year, HTML never; text files go out
 * compressed. Both get a Content Security Policy that allows our own scripts plus, on the storefront, the
 * payment widget's origins.
 */
export function serveWebFrontends(app: Express, options: WebFrontendOptions = {}): void {
  const folders = options.folders ?? FRONTEND_FOLDERS;
  const payment = options.paymentOrigins ?? [];
  const compressed = new CompressedFiles();
  // One entry in the application's chain that API requests step over at once, instead of each handler below in turn.
  const frontends = express.Router();
  app.use((request: Request, response: Response, next: NextFunction) =>
    isUnderPath(request.originalUrl, '/api') ? next() : frontends(request, response, next),
  );
  if (existsSync(`${folders.admin}/index.html`)) {
    frontends.use(
      '/admin',
      contentSecurityPolicy([]),
      staticFiles(folders.admin, compressed),
      singlePageFallback(folders.admin, compressed),
    );
  }
  if (existsSync(`${folders.storefront}/index.html`)) {
    frontends.use(
      notUnder('/admin', contentSecurityPolicy(payment)),
      ...(options.renderedPages ? [notUnder('/admin', options.renderedPages.handler(folders.storefront))] : []),
      staticFiles(folders.storefront, compressed),
      prerenderedPages(folders.storefront, compressed),
    );
  }
}

/**
 * The storefront's prerendered pages and secret-page shells, read once from its build to be answered before the
 * Express chain below (prepared-pages.ts), with the headers that chain sends; null without a built storefront.
 */
export function prepareStorefrontPages(options: WebFrontendOptions = {}): PreparedPages | null {
  const folders = options.folders ?? FRONTEND_FOLDERS;
  if (!existsSync(`${folders.storefront}/index.html`)) return null;
  return new PreparedPages({
    folder: folders.storefront,
    contentSecurityPolicy: contentSecurityPolicy(options.paymentOrigins ?? []),
    renderedPages: options.renderedPages ?? null,
    privatePages: PRIVATE_PAGES,
    clientPageShell: CLIENT_PAGE_SHELL,
  });
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
  return (request, response, next) =>
    isUnderPath(request.originalUrl, prefix) || isUnderPath(request.originalUrl, '/api')
      ? next()
      : handler(request, response, next);
}

function cacheControlFor(path: string): string {
  return path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function staticFiles(folder: string, compressed: CompressedFiles): RequestHandler {
  const serve = express.static(folder, {
    index: false,
    redirect: false,
    setHeaders: (response, path) => response.setHeader('Cache-Control', cacheControlFor(path)),
  });
  return (request, response, next) => {
    if (isUnderPath(request.originalUrl, '/api')) return next();
    const file = fileUnder(folder, request.path);
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) return serve(request, response, next);
    compressed
      .trySend(request, response, file, { cacheControl: cacheControlFor(file) })
      .then((sent) => (sent ? undefined : serve(request, response, next)), next);
  };
}

/** The file a URL path names inside the folder, or null for a path that would leave it. */
function fileUnder(folder: string, urlPath: string): string | null {
  const file = join(folder, normalize(safelyDecoded(urlPath)));
  return file.startsWith(`${folder.replace(/[\\/]+$/, '')}${sep}`) ? file : null;
}

/** A page file, compressed when the browser accepts it. */
function sendPage(
  compressed: CompressedFiles,
  request: Request,
  response: Response,
  next: NextFunction,
  folder: string,
  page: string,
  status = 200,
  cacheControl = 'no-cache',
): void {
  response.setHeader('Cache-Control', cacheControl);
  compressed.trySend(request, response, join(folder, page), { cacheControl, status }).then((sent) => {
    if (!sent) response.status(status).sendFile(page, { root: folder });
  }, next);
}

function isPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isUnderPath(request.originalUrl, '/api')) return false;
  // A missing file (an old hashed asset, a typo) is a 404 from the API's handler, not a page.
  return !/\.[a-z0-9]+$/i.test(request.path);
}

/** The admin routes its paths on the client: every page path gets its index.html. */
function singlePageFallback(folder: string, compressed: CompressedFiles): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (!isPageRequest(request)) return next();
    sendPage(compressed, request, response, next, folder, 'index.html');
  };
}

/** The shell the storefront build writes in a folder whose pages render in the browser only (prerender.mjs). */
export const CLIENT_PAGE_SHELL = '_client-page.html';

/**
 * Storefront pages opened with a secret or showing a person's own data (the member portal, whose sign-in link
 * carries its token): never stored by a browser or proxy, never passed on as a Referer.
 */
const PRIVATE_PAGES = ['member-portal'];

/**
 * The storefront is prerendered: `/about` is `about/index.html`. A page whose path carries a secret (a manage
 * link's token) has no file of its own: its folder holds a shell, sent with status 200, kept out of search
 * engines, never stored and never passed on as a Referer. A path with no page gets the 404 page with status 404, so
 * search engines and link checkers see a real "not found".
 */
function prerenderedPages(folder: string, compressed: CompressedFiles): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (!isPageRequest(request) || isUnderPath(request.originalUrl, '/admin')) return next();
    const path = normalize(safelyDecoded(request.path)).replace(/^\/+|\/+$/g, '');
    if (path.startsWith('..')) return sendNotFound(compressed, request, response, next, folder);
    const page = path === '' ? 'index.html' : join(path, 'index.html');
    if (existsSync(join(folder, page))) {
      if (!PRIVATE_PAGES.includes(path)) return sendPage(compressed, request, response, next, folder, page);
      response.setHeader('Referrer-Policy', 'no-referrer');
      return sendPage(compressed, request, response, next, folder, page, 200, 'no-store');
    }
    const shell = join(dirname(path), CLIENT_PAGE_SHELL);
    if (dirname(path) !== '.' && existsSync(join(folder, shell))) {
      response.setHeader('X-Robots-Tag', 'noindex, nofollow');
      response.setHeader('Referrer-Policy', 'no-referrer');
      return sendPage(compressed, request, response, next, folder, shell, 200, 'no-store');
    }
    sendNotFound(compressed, request, response, next, folder);
  };
}

function sendNotFound(
  compressed: CompressedFiles,
  request: Request,
  response: Response,
  next: NextFunction,
  folder: string,
): void {
  const notFound = existsSync(join(folder, '404.html')) ? '404.html' : 'index.html';
  sendPage(compressed, request, response, next, folder, notFound, 404);
}

function safelyDecoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '../malformed';
  }
}
