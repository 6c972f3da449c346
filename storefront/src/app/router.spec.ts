import { matchPath } from './router';

describe('matchPath', () => {
  it('matches a static path exactly, ignoring letter case and a trailing slash', () => {
    expect(matchPath('/about', '/about')).toBe(true);
    expect(matchPath('/about', '/About/')).toBe(true);
    expect(matchPath('/about', '/about/team')).toBe(false);
    expect(matchPath('/blog', '/blog/')).toBe(true);
    expect(matchPath('/', '/')).toBe(true);
    expect(matchPath('/', '/about')).toBe(false);
  });

  it('lets a parameter stand for one segment and * for anything', () => {
    expect(matchPath('/bookings/manage/:token', '/bookings/manage/abc.def')).toBe(true);
    expect(matchPath('/blog/:slug', '/blog')).toBe(false);
    expect(matchPath('/blog/:slug', '/blog/a/b')).toBe(false);
    expect(matchPath('*', '/no/such/page')).toBe(true);
  });
});
