import { matchPath } from './router';

describe('matchPath', () => {
  it('matches a static path exactly, ignoring letter case and a trailing slash', () => {
    expect(matchPath('/about', '/about')).toEqual({ params: {} });
    expect(matchPath('/about', '/About/')).toEqual({ params: {} });
    expect(matchPath('/about', '/about/team')).toBeNull();
    expect(matchPath('/blog', '/blog/')).toEqual({ params: {} });
    expect(matchPath('/', '/')).toEqual({ params: {} });
    expect(matchPath('/', '/about')).toBeNull();
  });

  it('reads parameters, decoded, one segment each', () => {
    expect(matchPath('/blog/:slug', '/blog/hello%20world')).toEqual({ params: { slug: 'hello world' } });
    expect(matchPath('/bookings/manage/:token', '/bookings/manage/abc.def')).toEqual({ params: { token: 'abc.def' } });
    expect(matchPath('/blog/:slug', '/blog')).toBeNull();
    expect(matchPath('/blog/:slug', '/blog/a/b')).toBeNull();
  });

  it('takes a dot in a pattern literally and lets * match anything', () => {
    expect(matchPath('/sitemap.xml', '/sitemapxxml')).toBeNull();
    expect(matchPath('*', '/no/such/page')).toEqual({ params: {} });
  });
});
