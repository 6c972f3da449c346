import { looksLikeSecret, REDACTED, redactUrl, redactUrlsIn } from './redact-url.js';

const TOKEN = 'Qm9va2luZ0FjY2Vzc1Rva2VuXzMyYnl0ZXNfcmFuZG9t'; // 32 random bytes as base64url look like this
const UNSUBSCRIBE = 'k3J9x_Lm2Qp8Rt5Vw1Yz4Ab7Cd0Ef6Gh'; // [\w-]{32}

describe('redactUrl', () => {
  it('leaves ordinary API paths and queries as they were (and returns the same string when nothing is secret)', () => {
    for (const url of [
      '/api/spaces',
      '/api/spaces?type=desk&date=2026-12-01',
      '/api/admin/bookings/2f1c3a9e-8d47-4b6a-9c1e-5f2d7a8b9c0d',
      '/api/blog/a-very-long-post-title-about-coworking-in-syokimau-2026',
      '/api/admin/payments?_start=0&_end=25&_sort=createdAt&_order=DESC&q=wanjiku',
      '/events?n=12',
    ])
      expect(redactUrl(url)).toBe(url);
  });

  it('redacts the token segment of manage links, in the API and the storefront page, in any case', () => {
    expect(redactUrl(`/api/bookings/manage/${TOKEN}`)).toBe(`/api/bookings/manage/${REDACTED}`);
    expect(redactUrl(`/api/bookings/manage/${TOKEN}/receipt`)).toBe(`/api/bookings/manage/${REDACTED}/receipt`);
    expect(redactUrl(`/api/bookings/manage/${TOKEN}/cancel?x=1`)).toBe(`/api/bookings/manage/${REDACTED}/cancel?x=1`);
    expect(redactUrl(`/bookings/manage/${TOKEN}`)).toBe(`/bookings/manage/${REDACTED}`);
    // The SMS delivery-report callback's secret, whatever it looks like.
    expect(redactUrl('/api/sms/delivery-reports/our-callback-secret')).toBe(`/api/sms/delivery-reports/${REDACTED}`);
    expect(redactUrl(`/api/privacy/requests/${TOKEN}/data-export?format=zip`)).toBe(
      `/api/privacy/requests/${REDACTED}/data-export?format=zip`,
    );
    expect(redactUrl('/api/privacy/requests')).toBe('/api/privacy/requests');
    expect(redactUrl(`/API/Bookings/Manage/short-token/`)).toBe(`/API/Bookings/Manage/${REDACTED}/`);
    expect(redactUrl(`//api//bookings/manage/abc`)).toBe(`//api//bookings/manage/${REDACTED}`);
  });

  it('redacts the newsletter unsubscribe token', () => {
    expect(redactUrl(`/api/newsletter/unsubscribe/${UNSUBSCRIBE}`)).toBe(`/api/newsletter/unsubscribe/${REDACTED}`);
  });

  it('redacts secret-named query and fragment parameters, whatever their value, and keeps the others', () => {
    const url = `/api/memberships/2f1c3a9e-8d47-4b6a-9c1e-5f2d7a8b9c0d/pay?period=3&signature=abc-DEF_123`;
    expect(redactUrl(url)).toBe(
      `/api/memberships/2f1c3a9e-8d47-4b6a-9c1e-5f2d7a8b9c0d/pay?period=3&signature=${REDACTED}`,
    );
    expect(redactUrl('/x?TOKEN=a&sig=b&Key=c&code=d&page=2')).toBe(
      `/x?TOKEN=${REDACTED}&sig=${REDACTED}&Key=${REDACTED}&code=${REDACTED}&page=2`,
    );
    expect(redactUrl('/x?%74oken=a')).toBe(`/x?%74oken=${REDACTED}`);
    expect(redactUrl(`/member-portal#token=${TOKEN}`)).toBe(`/member-portal#token=${REDACTED}`);
  });

  it('redacts long random-looking values and segments under any name, not slugs, UUIDs or words', () => {
    expect(redactUrl(`/api/anything/${TOKEN}/more`)).toBe(`/api/anything/${REDACTED}/more`);
    expect(redactUrl(`/api/x?ref=${TOKEN}&n=1`)).toBe(`/api/x?ref=${REDACTED}&n=1`);
    expect(redactUrl(`/api/x?${TOKEN}`)).toBe(`/api/x?${REDACTED}`);
    expect(looksLikeSecret('a'.repeat(64))).toBe(true); // a hex digest
    expect(looksLikeSecret('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(looksLikeSecret(`${TOKEN}=`)).toBe(true);
    expect(looksLikeSecret('2f1c3a9e-8d47-4b6a-9c1e-5f2d7a8b9c0d')).toBe(false);
    expect(looksLikeSecret('a-very-long-post-title-about-coworking-2026')).toBe(false);
    expect(looksLikeSecret('Short1')).toBe(false);
  });

  it('redacts URLs quoted in free text', () => {
    expect(redactUrlsIn(`Cannot GET /api/bookings/manage/${TOKEN}/nope`)).toBe(
      `Cannot GET /api/bookings/manage/${REDACTED}/nope`,
    );
    expect(redactUrlsIn(`see http://coworking.example/bookings/manage/${TOKEN} now`)).toBe(
      `see http://coworking.example/bookings/manage/${REDACTED} now`,
    );
    expect(redactUrlsIn('no links here')).toBe('no links here');
  });
});
