import { isPrivateApiRequest } from './private-responses.js';

describe('which API answers are private (never stored)', () => {
  it.each([
    '/api/admin',
    '/api/admin/payments?page=2',
    '/api/admin/payments/export.csv',
    '/api/member/me',
    '/api/member/payments/1/receipt',
    '/api/bookings/manage/secret-token',
    '/api/bookings/manage/secret-token/refunds/1/credit-note',
    '/api/memberships/1/pay?period=2&signature=x',
    '/api/newsletter/unsubscribe/secret-token',
    '/api/payments/verify',
    '/API/Admin/payments',
    '/api/%61dmin/payments',
    '/api//admin/payments',
  ])('%s is private', (url) => expect(isPrivateApiRequest(url)).toBe(true));

  it.each(['/api/spaces', '/api/membership-plans', '/api/administrators', '/api/members', '/api/vitals', '/admin'])(
    '%s is not',
    (url) => expect(isPrivateApiRequest(url)).toBe(false),
  );

  it('goes by the route the router matched as well as by the address', () => {
    expect(isPrivateApiRequest('/api/x', '/api/admin/bookings/:id')).toBe(true);
    expect(isPrivateApiRequest('/api/%E0%A4%A', '/*')).toBe(false);
  });
});
