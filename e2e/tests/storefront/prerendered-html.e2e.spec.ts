import { productUnderTest } from '../../support/environment.js';

// What a search engine or a link preview sees: the raw HTML, no JavaScript run.
const PUBLIC_PAGES: Array<[path: string, title: string]> = [
  ['/', 'Syokimau Coworking Hub | Coworking in Syokimau, Nairobi'],
  ['/about', 'About Us'],
  ['/spaces', 'Workspaces'],
  ['/membership', 'Membership Plans'],
  ['/booking', 'Book a Space or Tour'],
  ['/community', 'Community'],
  ['/events', 'Events'],
  ['/blog', 'Blog'],
  ['/contact', 'Contact Us'],
  ['/careers', 'Careers'],
  ['/faq', 'Frequently Asked Questions'],
  ['/privacy', 'Privacy Policy'],
  ['/privacy/request', 'Your Data Rights'],
  ['/terms', 'Terms of Service'],
  ['/member-portal', 'Member Portal - Manage Your Membership'],
  ['/user-portal', 'User Portal'],
];
const NOT_INDEXED = ['/member-portal', '/user-portal'];

function attribute(html: string, selector: RegExp): string | undefined {
  return html.match(selector)?.[1];
}

async function rawPage(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${productUnderTest().baseUrl}${path}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

describe('prerendered public pages', () => {
  it.each(PUBLIC_PAGES)(
    '%s has its own title, description, canonical URL, share tags and one main heading in the raw HTML',
    async (path, title) => {
      const { status, html } = await rawPage(path);
      expect(status).toBe(200);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(attribute(head, /<title>([^<]*)<\/title>/)).toBe(
        path === '/' ? title : `${title} | Syokimau Coworking Hub`,
      );
      expect((attribute(head, /<meta name="description" content="([^"]*)"/) ?? '').length).toBeGreaterThan(50);
      expect(attribute(head, /<link rel="canonical" href="([^"]*)"/)).toMatch(
        new RegExp(`${path === '/' ? '/' : path}$`),
      );
      expect(attribute(head, /<meta property="og:title" content="([^"]*)"/)).toContain(
        path === '/' ? 'Syokimau Coworking Hub' : title,
      );
      expect(attribute(head, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
      expect(attribute(head, /<meta name="robots" content="([^"]*)"/)).toBe(
        NOT_INDEXED.includes(path) ? 'noindex, nofollow' : 'index, follow',
      );

      const body = html.slice(html.indexOf('<body'));
      const headings = [...body.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) =>
        match[1].replace(/<[^>]+>/g, '').trim(),
      );
      expect(headings).toHaveLength(1);
      expect(headings[0].length).toBeGreaterThan(3);
      // Content is inline, not a hidden segment waiting for an inline script (which the CSP would block).
      expect(body).not.toContain('<template id="B:');
    },
  );

  it("gives a post its own page with the post's title, description and share tags in the raw HTML", async () => {
    const { status, html } = await rawPage('/blog/why-syokimau-is-becoming-nairobis-next-business-hub');
    expect(status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(attribute(head, /<title>([^<]*)<\/title>/)).toBe(
      'Why Syokimau Is Becoming Nairobi’s Next Business Hub | Syokimau Coworking Hub',
    );
    expect(attribute(head, /<meta name="description" content="([^"]*)"/)).toMatch(/^The Expressway/);
    expect(attribute(head, /<meta property="og:type" content="([^"]*)"/)).toBe('article');
    expect(attribute(head, /<link rel="canonical" href="([^"]*)"/)).toMatch(
      /\/blog\/why-syokimau-is-becoming-nairobis-next-business-hub$/,
    );
    expect(html).toContain('it may be time to look south');
    expect((await rawPage('/blog/no-such-post')).status).toBe(404);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const { status, html } = await rawPage('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('404 Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('describes the business as a LocalBusiness on the home page', async () => {
    const { html } = await rawPage('/');
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    expect(json).toBeDefined();
    const data = JSON.parse(json!) as Record<string, unknown>;
    expect(data['@type']).toBe('LocalBusiness');
    expect(JSON.stringify(data)).toContain('Syokimau');
  });

  it('serves robots.txt and a sitemap of the public pages only', async () => {
    const robots = await rawPage('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.html).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(robots.html).toContain('Disallow: /admin');
    expect(robots.html).toContain('Disallow: /bookings/manage');
    const sitemap = await rawPage('/sitemap.xml');
    const urls = [...sitemap.html.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    // The public pages, then each published post's own page (the server adds them as they are published).
    expect(urls.filter((path) => !path.startsWith('/blog/')).sort()).toEqual(
      PUBLIC_PAGES.map(([path]) => path)
        .filter((path) => !NOT_INDEXED.includes(path))
        .sort(),
    );
    expect(urls).toContain('/blog/why-syokimau-is-becoming-nairobis-next-business-hub');
  });

  it('answers a manage link with its own loading page, status 200, kept out of search and Referer headers', async () => {
    const { status, html, headers } = await rawPage(`/bookings/manage/${'x'.repeat(43)}`);
    expect(status).toBe(200);
    expect(headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(attribute(head, /<title>([^<]*)<\/title>/)).toBe('Manage Your Booking | Syokimau Coworking Hub');
    expect(html).toContain('Loading your booking');
    expect(html).not.toContain('Page Not Found');
    expect((await rawPage('/bookings/manage/x/extra')).status).toBe(404);
  });

  it('sends security headers: a CSP without inline scripts, nosniff and no framing', async () => {
    const { headers } = await rawPage('/spaces');
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'( [^;']+)*;/);
    expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    const api = await fetch(`${productUnderTest().baseUrl}/api/spaces`);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
