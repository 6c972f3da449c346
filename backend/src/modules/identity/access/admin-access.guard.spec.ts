import { looksLikeAdminPath } from './admin-access.guard.js';

describe('the guard’s test for an admin path', () => {
  it.each([
    '/api/admin',
    '/api/admin/forgotten',
    '/API/Admin/forgotten',
    '/api//admin/forgotten',
    '//api///admin',
    '/api/%61dmin/x',
    '/api/%2561dmin/x',
    '/api%2Fadmin%2Fx',
    '/api\\admin\\x',
    '/api/admin?x=1',
    '/api/administrators',
  ])('recognises %s', (path) => {
    expect(looksLikeAdminPath(path)).toBe(true);
  });

  it.each(['/api/bookings', '/api/public/admin', '/admin', '/api/%zz', '/api/adm'])('passes %s', (path) => {
    expect(looksLikeAdminPath(path)).toBe(false);
  });
});
