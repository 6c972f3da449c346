import { addVenueDays, venueInstant, venueToday } from '@coworking/domain';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { Injectable, Logger } from '@nestjs/common';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import fresh from 'fresh';
import { compressedSync, type Encoding, preferredEncoding } from '../../../common/http/compression.js';
import { type RenderedPages } from '../../../common/http/rendered-pages.js';
import { SLUG_PATTERN } from '../blog/blog-post-admin.dto.js';
import { ContentError } from '../content.errors.js';
import { PublishedContentService } from '../published-content.service.js';
import { redactUrl } from '../../../common/logging/redact-url.js';
import { PromotionsService } from '../../promotions/promotions.service.js';
import { PROMOTIONS_CHANGED } from '../../promotions/promotion-changes.js';
import { PreparedAnswers } from '../../../common/prepared-answers/prepared-answers.js';
import { type PreparedJson, type PreparedList } from '../../../common/prepared-answers/prepared-list.js';

/** What a page's queries start from: [query key, data] pairs, as the storefront's QuerySeed. */
type QuerySeed = Array<[readonly unknown[], unknown]>;

/** The storefront's server renderer (`storefront/dist-ssr/entry-server.js`, built with the storefront). */
interface StorefrontRenderer {
  renderDocument(template: string, url: string, seed: QuerySeed): Promise<string>;
  sitemapXml(extra: Array<{ path: string; lastModified?: string }>): string;
}

/** The renderer with the page template it fills. */
interface LoadedRenderer {
  renderer: StorefrontRenderer;
  template: string;
}

/**
 * The pages rendered with public lists only, each query they start from paired with the API address whose answer
 * it is (the storefront asks that address for it): the page's data is that prepared answer (PreparedAnswers), and
 * the page's content hash is made of the answers' ETags. So while the lists hold, a request for one of these pages
 * is answered from the rendered bytes before Nest's pipeline, as a prerendered page is (answerCached).
 */
const PAGES_OF_PUBLIC_LISTS: Readonly<
  Record<string, ReadonlyArray<readonly [queryKey: readonly unknown[], address: string]>>
> = {
  '/spaces': [[['spaces'], 'spaces']],
  '/booking': [[['spaces'], 'spaces']],
  '/membership': [
    [['membership-plans'], 'membership-plans'],
    [['comparison-features'], 'comparison-features'],
    [['comparison-feature-plans'], 'comparison-feature-plans'],
  ],
  '/events': [[['events', { featured: false }], 'events']],
  '/blog': [
    [['blog', { featured: true }], 'blog?featured=true'],
    [['blog', { featured: false }], 'blog'],
  ],
};

/** The query the home page starts from: the advertised promotion (the storefront's FEATURED_PROMOTION_KEY). */
const HOME_PAGE_PROMOTION_KEY = ['featured-promotion'] as const;

/** The page paths StorefrontPages renders on request (the front ends leave these to it). */
export function isRenderedOnRequest(path: string): boolean {
  return path === '/' || Object.hasOwn(PAGES_OF_PUBLIC_LISTS, path) || path.startsWith('/blog/');
}

/**
 * Rendered pages kept per process: one per path (its latest content), the least recently asked for go first. The
 * paths are the home page, the pages of public lists and each published post, so this holds every page of a large
 * blog.
 */
const CACHED_PAGES = 500;

/** Renders running at once in one process; more wait their turn, so renders never crowd out the API's answers. */
const CONCURRENT_RENDERS = 2;

/**
 * A rendered page: the hash of the content it was rendered with, and its answer in each form a browser may take
 * (made once per render, not per request: a busy home page costs a lookup, not a compression and an ETag hash).
 */
interface CachedPage {
  content: string;
  html: string;
  /** Per encoding ('identity' for none): the body and its ETag. */
  forms: Map<Encoding | 'identity', { body: Buffer; etag: string }>;
}

/**
 * The storefront pages whose content staff change (the home page's advertised promotion, the pages of public lists:
 * spaces, booking, membership, events and the blog; each post's page, the sitemap) are rendered
 * when asked for, not only at build time: each request reads the content (the lists' prepared answers, or small,
 * indexed queries) and the page is rendered with it, or taken from a cache keyed by the path and a hash of that
 * content. So an event or post shows
 * as soon as it is saved, on every API process, with no rebuild and nothing to invalidate; a render happens only
 * when the content changed. The query string takes no part (none of these pages reads one on the server: the browser
 * reads it after loading), so `/blog?n=1`, `/blog?n=2`… are the one cached `/blog` and cannot make the API render
 * or push real pages out of the cache. Identical renders asked for at once are done once, and at most
 * CONCURRENT_RENDERS run at a time. The page carries its data for the browser's first render (query-seed.ts).
 * Without a built renderer (or if rendering fails) the build's prerendered files answer as before.
 */
@Injectable()
export class StorefrontPages implements RenderedPages {
  private readonly logger = new Logger(StorefrontPages.name);
  private renderer: Promise<LoadedRenderer | null> | undefined;
  /** Per path: the page rendered with that path's latest content. */
  private readonly cache = new Map<string, CachedPage>();
  /** Per page of public lists: the prepared lists it shows (listsOf). */
  private readonly listsByPath = new Map<
    string,
    ReadonlyArray<readonly [queryKey: readonly unknown[], list: PreparedList]>
  >();
  /** Renders under way, by path and content hash: a second request for the same waits for the first. */
  private readonly rendering = new Map<string, Promise<string>>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private rendered = 0;

  /**
   * The home page's one source: the promotion staff mark for display (its offer banner and struck-through prices), or
   * null. Prepared like a public list (no address serves it), so the home page is answered as a page of lists is: it
   * changes with staff's edits of promo codes and at the venue's midnight (a code's first and last days).
   */
  private readonly homePageLists: ReadonlyArray<readonly [queryKey: readonly unknown[], list: PreparedList]>;

  constructor(
    private readonly content: PublishedContentService,
    promotions: PromotionsService,
    private readonly answers: PreparedAnswers,
  ) {
    const featuredPromotion = answers.list('featured-promotion', [PROMOTIONS_CHANGED], async (now) => ({
      json: JSON.stringify(await promotions.featured()),
      changesAt: venueInstant(addVenueDays(venueToday(now), 1)).getTime(),
    }));
    this.homePageLists = [[HOME_PAGE_PROMOTION_KEY, featuredPromotion]];
  }

  /** How many pages this process has rendered since it started (the test of the cache's bounds reads it). */
  get renderCount(): number {
    return this.rendered;
  }

  renders(path: string): boolean {
    return isRenderedOnRequest(path);
  }

  /** Express middleware for the storefront's folder (`storefront/dist`), mounted before its static files. */
  handler(storefrontFolder: string): RequestHandler {
    const serverFolder = join(storefrontFolder, '..', 'dist-ssr');
    return (request: Request, response: Response, next: NextFunction) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      const path = request.path.replace(/(.)\/+$/, '$1');
      const answer =
        path === '/sitemap.xml'
          ? this.sitemap(serverFolder, response)
          : this.page(serverFolder, path, request, response);
      if (!answer) return next();
      answer.then(
        (sent) => (sent ? undefined : next()),
        (error: unknown) => {
          this.logger.error(
            `Rendering ${redactUrl(request.originalUrl)} failed; the build's page answers instead: ${String(error)}`,
          );
          next();
        },
      );
    };
  }

  /**
   * The data a path is rendered with and the hash that names it, or null for a path this does not render. Dates are
   * strings, exactly as the browser reads them from the page.
   */
  private async seedOf(path: string): Promise<{ seed: QuerySeed; content: string } | 'missing' | null> {
    const sources = this.listsOf(path);
    if (sources) {
      const answers = await Promise.all(sources.map(([, list]) => list.current()));
      return pageOfLists(sources, answers);
    }
    const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
    if (slug === undefined) return null;
    if (!SLUG_PATTERN.test(slug)) return 'missing';
    try {
      return hashed([[['blog-post', slug], await this.content.blogPost(slug)]]);
    } catch (error) {
      if (error instanceof ContentError && error.code === 'published-post-not-found') return 'missing';
      throw error;
    }
  }

  /**
   * The prepared lists a page of public lists (or the home page) is made of, by query key; undefined for any other
   * path. Looked up on a page's first request (every list is served by then) and kept: every request of the page asks.
   */
  private listsOf(
    path: string,
  ): ReadonlyArray<readonly [queryKey: readonly unknown[], list: PreparedList]> | undefined {
    if (path === '/') return this.homePageLists;
    if (!Object.hasOwn(PAGES_OF_PUBLIC_LISTS, path)) return undefined;
    let lists = this.listsByPath.get(path);
    if (!lists) {
      lists = PAGES_OF_PUBLIC_LISTS[path]!.map(([key, address]) => {
        const list = this.answers.servedAt(address);
        if (!list) throw new Error(`No public list is served at /api/${address}`);
        return [key, list] as const;
      });
      this.listsByPath.set(path, lists);
    }
    return lists;
  }

  /**
   * Answers a page of public lists from its rendered bytes, when every list it shows is prepared and the page was
   * rendered with exactly those: from the HTTP server's first hooks, before Nest's pipeline and the front ends'
   * Express chain (prepared-pages.ts). False (nothing written) otherwise: the chain renders it then.
   * `headers` are those the chain would have set first (the storefront's CSP).
   */
  answerCached(
    path: string,
    request: IncomingMessage,
    response: ServerResponse,
    encoding: Encoding | 'identity',
    headers: OutgoingHttpHeaders,
  ): boolean {
    const sources = this.listsOf(path);
    const cached = sources && this.cache.get(path);
    if (!cached) return false;
    const answers: PreparedJson[] = [];
    for (const [, list] of sources) {
      const answer = list.ready();
      if (!answer) return false;
      answers.push(answer);
    }
    if (contentOfLists(answers) !== cached.content) return false;
    writeRendered(request, response, cached, encoding, headers);
    return true;
  }

  private page(serverFolder: string, path: string, request: Request, response: Response): Promise<boolean> | null {
    if (!isRenderedOnRequest(path)) return null;
    return (async () => {
      const loaded = await this.load(serverFolder);
      if (!loaded) return false;
      const page = await this.currentPage(loaded, path);
      // An unknown or unpublished post: the storefront's 404 page, with status 404 (web-frontends.ts).
      if (!page) return false;
      writeRendered(request, response, page, preferredEncoding(request) ?? 'identity', {});
      return true;
    })();
  }

  /**
   * Renders the home page and the pages of public lists once, before the process takes requests: the renderer and
   * the page code it loads on first use are loaded then, so the first visitors after a start wait for neither (a cold
   * renderer held the event loop for most of a second, in pieces). A page that fails is left to its first request.
   */
  async warm(storefrontFolder: string): Promise<void> {
    const loaded = await this.load(join(storefrontFolder, '..', 'dist-ssr'));
    if (!loaded) return;
    for (const path of ['/', ...Object.keys(PAGES_OF_PUBLIC_LISTS)])
      await this.currentPage(loaded, path).catch((error: unknown) =>
        this.logger.warn(`Rendering ${path} ahead of requests failed; its first request renders it: ${String(error)}`),
      );
  }

  /** The page of a path with its current content: the cached one if the content is the same, else a new render. */
  private async currentPage(loaded: LoadedRenderer, path: string): Promise<CachedPage | null> {
    const rendering = await this.seedOf(path);
    if (rendering === null || rendering === 'missing') return null;
    const { seed: data, content } = rendering;
    const cached = this.cache.get(path);
    if (cached?.content === content) {
      // Asked for again: the last to be dropped.
      this.cache.delete(path);
      this.cache.set(path, cached);
      return cached;
    }
    const html = await this.renderOnce(`${path}\n${content}`, () =>
      loaded.renderer.renderDocument(loaded.template, path, data),
    );
    const page = { content, html, forms: new Map() };
    this.remember(path, page);
    return page;
  }

  private async sitemap(serverFolder: string, response: Response): Promise<boolean> {
    const loaded = await this.load(serverFolder);
    if (!loaded) return false;
    const posts = await this.content.sitemapPosts();
    const xml = loaded.renderer.sitemapXml(
      posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt.toISOString() })),
    );
    response.setHeader('Cache-Control', 'no-cache');
    response.type('application/xml').send(xml);
    return true;
  }

  /** One render per key at a time (later askers share it), and at most CONCURRENT_RENDERS renders at once. */
  private renderOnce(key: string, render: () => Promise<string>): Promise<string> {
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.limited(render).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async limited(render: () => Promise<string>): Promise<string> {
    if (this.running >= CONCURRENT_RENDERS) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      this.rendered++;
      return await render();
    } finally {
      // The slot passes straight to the next waiting render, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  private remember(path: string, page: CachedPage): void {
    // A path keeps only its latest content's page: an edited post replaces its old page.
    this.cache.delete(path);
    this.cache.set(path, page);
    if (this.cache.size > CACHED_PAGES) this.cache.delete(this.cache.keys().next().value!);
  }

  private load(serverFolder: string): Promise<LoadedRenderer | null> {
    this.renderer ??= (async () => {
      const entry = join(serverFolder, 'entry-server.js');
      const templateFile = join(serverFolder, 'template.html');
      if (!existsSync(entry) || !existsSync(templateFile)) return null;
      const renderer = (await import(pathToFileURL(entry).href)) as StorefrontRenderer;
      return { renderer, template: await readFile(templateFile, 'utf8') };
    })();
    return this.renderer;
  }
}

/** A seed and its content hash, the data serialized as the browser reads it (dates as strings). */
function hashed(seed: QuerySeed): { seed: QuerySeed; content: string } {
  const json = JSON.stringify(seed);
  return { seed: JSON.parse(json) as QuerySeed, content: createHash('sha256').update(json).digest('base64url') };
}

/** A page of public lists: each query key with its list's data, named by the lists' ETags. */
function pageOfLists(
  sources: ReadonlyArray<readonly [readonly unknown[], unknown]>,
  answers: PreparedJson[],
): { seed: QuerySeed; content: string } {
  return {
    seed: sources.map(([key], index) => [key, JSON.parse(answers[index]!.json)] as [readonly unknown[], unknown]),
    content: contentOfLists(answers),
  };
}

const contentOfLists = (answers: PreparedJson[]) => answers.map((answer) => answer.etag).join(' ');

/**
 * A rendered page as the front ends' files go out: compressed as the browser accepts (each form made the first time
 * it is asked for), with an ETag per form, and 304 while the browser's copy is current. Browsers ask again each time
 * (no-cache), so a changed promotion, event or post shows at once.
 */
function writeRendered(
  request: IncomingMessage,
  response: ServerResponse,
  page: CachedPage,
  encoding: Encoding | 'identity',
  headers: OutgoingHttpHeaders,
): void {
  let form = page.forms.get(encoding);
  if (!form) {
    const html = Buffer.from(page.html);
    const body = encoding === 'identity' ? html : compressedSync(html, encoding);
    const hash = createHash('sha1').update(html).digest('base64url');
    form = { body, etag: `W/"${hash}-${encoding}"` };
    page.forms.set(encoding, form);
  }
  const common = { ...headers, 'cache-control': 'no-cache', vary: 'Accept-Encoding', etag: form.etag };
  if (fresh(request.headers, { etag: form.etag })) {
    response.writeHead(304, common);
    response.end();
    return;
  }
  response.writeHead(200, {
    ...common,
    'content-type': 'text/html; charset=utf-8',
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    'content-length': form.body.length,
  });
  response.end(request.method === 'HEAD' ? undefined : form.body);
}
