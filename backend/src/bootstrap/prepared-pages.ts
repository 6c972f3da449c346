import { existsSync, readdirSync, readFileSync, type Stats, statSync } from 'node:fs';
import { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import express, { type RequestHandler } from 'express';
import { type FastifyInstance } from 'fastify';
import fresh from 'fresh';
import { isUnderPath } from '../common/http/url-paths.js';
import { compressedCopySync, isCompressible, type Encoding } from './compressed-files.js';
import { type RenderedPages } from '../common/http/rendered-pages.js';

/** A page file's answers, one per form it goes out in, as the front ends' Express handlers send them. */
interface PreparedPage {
  status: number;
  /** Headers the page's handlers set before the file goes out (its CSP, Cache-Control, private-page headers). */
  headers: OutgoingHttpHeaders;
  forms: Partial<Record<Encoding | 'identity', PreparedForm>>;
  /** Whether a plain answer comes from `sendFile` (with ETag, Last-Modified, ranges) rather than being compressed. */
  compressible: boolean;
}

interface PreparedForm {
  body: Buffer;
  ok: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
  etag: string;
  lastModified: string;
}

export interface PreparedPagesOptions {
  /** The storefront's built folder (`storefront/dist`). */
  folder: string;
  /** The storefront's Content Security Policy handler, as the Express chain runs it (web-frontends.ts). */
  contentSecurityPolicy: RequestHandler;
  /**
   * The pages rendered on request (StorefrontPages), whose build files are never prepared: it answers them here
   * from what it rendered before, when that is current.
   */
  renderedPages: RenderedPages | null;
  /** Folder names (`member-portal`) whose page is private: never stored, never passed on as a Referer. */
  privatePages: readonly string[];
  /** The shell file a folder of browser-rendered secret pages holds (`_client-page.html`). */
  clientPageShell: string;
}

/**
 * The storefront's prerendered pages (each `…/index.html` of `storefront/dist`) and the shells of its secret pages
 * (`/bookings/manage/<token>`), answered from bytes read once at start, before Nest's pipeline and the front ends'
 * Express chain: identity, gzip and brotli, chosen by Accept-Encoding as CompressedFiles chooses, with exactly the
 * status and headers that chain sends (its CSP, Cache-Control, Vary, ETag and Last-Modified with their 304, the
 * private pages' no-store and no-referrer). The build's files change only with a deploy, which restarts the API, so
 * nothing is ever re-read. Anything else (assets, the admin, the pages rendered on request, a path with no page, odd
 * spellings of a page's path, a plain request with Range or If-Match) goes on to that chain unchanged.
 */
export class PreparedPages {
  private readonly byPath = new Map<string, PreparedPage>();
  /** Folders whose pages render in the browser only: `bookings/manage` → its shell. */
  private readonly shells = new Map<string, PreparedPage>();
  private readonly encodingOf = new Map<string, Encoding | 'identity'>();
  /** The headers the Express chain sets on every storefront page first (its CSP). */
  private readonly csp: OutgoingHttpHeaders;

  constructor(private readonly options: PreparedPagesOptions) {
    const csp = recordHeaders(options.contentSecurityPolicy);
    this.csp = csp;
    for (const file of filesUnder(options.folder)) {
      const path = relative(options.folder, file).split(sep).join('/');
      if (path.endsWith('/index.html')) {
        const page = path.slice(0, -'/index.html'.length);
        const url = `/${page}`;
        if (isUnderPath(`/${page.toLowerCase()}`, '/admin') || !isPlainPath(url) || options.renderedPages?.renders(url))
          continue;
        const prepared = options.privatePages.includes(page)
          ? preparePage(file, 200, { ...csp, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
          : preparePage(file, 200, { ...csp, 'cache-control': 'no-cache' });
        this.byPath.set(url, prepared);
        this.byPath.set(`${url}/`, prepared);
      } else if (path.endsWith(`/${options.clientPageShell}`)) {
        const folder = path.slice(0, -options.clientPageShell.length - 1);
        if (!isPlainPath(`/${folder}`) || options.renderedPages?.renders(`/${folder}/x`)) continue;
        this.shells.set(
          folder,
          preparePage(file, 200, {
            ...csp,
            'cache-control': 'no-store',
            'x-robots-tag': 'noindex, nofollow',
            'referrer-policy': 'no-referrer',
          }),
        );
      }
    }
  }

  /** How many page paths and shell folders are prepared. */
  get size(): number {
    return this.byPath.size / 2 + this.shells.size;
  }

  /** Answers prepared pages from an `onRequest` hook added after the one that sets the security headers. */
  install(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, reply, done) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || request.routeOptions.url !== '/*') return done();
      const query = request.url.indexOf('?');
      const path = query === -1 ? request.url : request.url.slice(0, query);
      const page = this.byPath.get(path) ?? this.shellFor(path);
      const answered = page
        ? this.answer(request.raw, reply.raw, page)
        : this.answerRendered(path, request.raw, reply.raw);
      if (!answered) return done();
      reply.hijack();
      // Not calling done(): the answer is complete, and Fastify runs no later onRequest hook for a hijacked reply.
    });
  }

  /** A page rendered on request, from what its renderer rendered before, when that is current. */
  private answerRendered(path: string, request: IncomingMessage, response: ServerResponse): boolean {
    const rendered = this.options.renderedPages;
    if (!rendered?.renders(path)) return false;
    const encoding = this.acceptedEncoding(request.headers['accept-encoding']);
    return rendered.answerCached(path, request, response, encoding, this.csp);
  }

  private shellFor(path: string): PreparedPage | undefined {
    if (this.shells.size === 0) return undefined;
    const match = /^\/(.+)\/([A-Za-z0-9_~-]+)\/?$/.exec(path);
    if (!match || this.byPath.has(`/${match[1]}/${match[2]}`)) return undefined;
    return this.shells.get(match[1]);
  }

  /** Writes the page's answer; false (nothing written) when the Express chain should answer. */
  private answer(request: IncomingMessage, response: ServerResponse, page: PreparedPage): boolean {
    const encoding = page.compressible ? this.acceptedEncoding(request.headers['accept-encoding']) : 'identity';
    const plain = encoding === 'identity';
    // What `sendFile` does with these (ranges, preconditions) is left to it.
    const headers = request.headers;
    if (
      plain &&
      (headers.range !== undefined ||
        headers['if-match'] !== undefined ||
        headers['if-unmodified-since'] !== undefined ||
        headers['if-range'] !== undefined)
    )
      return false;
    const form = page.forms[encoding];
    if (!form) return false;
    if (
      page.status === 200 &&
      (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) &&
      fresh(headers, { etag: form.etag, 'last-modified': form.lastModified })
    ) {
      response.writeHead(304, form.notModified);
      response.end();
      return true;
    }
    response.writeHead(page.status, form.ok);
    response.end(request.method === 'HEAD' ? undefined : form.body);
    return true;
  }

  /** Brotli whenever it is accepted at all, else gzip, else the file as it is (as CompressedFiles chooses). */
  private acceptedEncoding(header: string | string[] | undefined): Encoding | 'identity' {
    const key = Array.isArray(header) ? header.join(', ') : (header ?? '');
    let encoding = this.encodingOf.get(key);
    if (!encoding) {
      const request = { headers: { 'accept-encoding': header } };
      encoding =
        (['br', 'gzip'] as const).find(
          (candidate) => express.request.acceptsEncodings.call(request, candidate) === candidate,
        ) ?? 'identity';
      // Browsers send a handful of values; a client inventing new ones each time is not remembered past this.
      if (this.encodingOf.size >= 256) this.encodingOf.clear();
      this.encodingOf.set(key, encoding);
    }
    return encoding;
  }
}

/**
 * Whether a page's own spelling of its path is the one a request carries as it is: no character that the Express
 * chain would decode or normalise first.
 */
function isPlainPath(path: string): boolean {
  return /^(\/[A-Za-z0-9_~-]+)+$/.test(path);
}

function preparePage(file: string, status: number, headers: OutgoingHttpHeaders): PreparedPage {
  const info = statSync(file);
  const body = readFileSync(file);
  const compressible = isCompressible(file, info);
  const lastModified = info.mtime.toUTCString();
  const page: PreparedPage = { status, headers, forms: {}, compressible };
  const vary = compressible ? { vary: 'Accept-Encoding' } : {};
  // As `sendFile` (send) sends the file: its weak ETag of size and time, byte ranges offered.
  const etag = `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`;
  const plain = {
    ...headers,
    ...vary,
    'accept-ranges': 'bytes',
    'last-modified': lastModified,
    etag,
  };
  page.forms.identity = {
    body,
    etag,
    lastModified,
    ok: { ...plain, 'content-type': 'text/html; charset=utf-8', 'content-length': body.length },
    notModified: plain,
  };
  if (compressible)
    for (const encoding of ['br', 'gzip'] as const) {
      const compressed = compressedCopySync(file, info, encoding);
      const sent = compressedHeaders(headers, info, encoding);
      page.forms[encoding] = {
        body: compressed,
        etag: sent.etag as string,
        lastModified,
        ok: { ...sent, 'content-encoding': encoding, 'content-length': compressed.length },
        notModified: sent,
      };
    }
  return page;
}

/** The headers CompressedFiles.trySend sets for a compressed page. */
function compressedHeaders(headers: OutgoingHttpHeaders, info: Stats, encoding: Encoding): OutgoingHttpHeaders {
  return {
    ...headers,
    vary: 'Accept-Encoding',
    'content-type': 'text/html; charset=utf-8',
    'last-modified': info.mtime.toUTCString(),
    etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}-${encoding}"`,
  };
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The headers a request-independent Express handler sets, as one object. */
function recordHeaders(handler: RequestHandler): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const recorder = {
    setHeader: (name: string, value: OutgoingHttpHeaders[string]) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  void handler({} as never, recorder as never, () => undefined);
  return headers;
}
