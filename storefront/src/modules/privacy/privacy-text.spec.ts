import { CONSENT_CHANNELS } from '@coworking/domain';
import {
  CONSENT_TITLES,
  consentSavedText,
  erasureRequestText,
  exportFileName,
  KEPT_FOR_TAX,
  privacyDateText,
} from './privacy-text';
import { privacyLinkToken } from './privacy-link';

describe('privacy texts', () => {
  it('names every consent the domain knows', () => {
    for (const channel of CONSENT_CHANNELS) expect(CONSENT_TITLES[channel]).toBeTruthy();
  });

  it('says back what a saved switch means, and that a marketing opt-out covers every channel', () => {
    expect(consentSavedText('newsletter', true)).toBe('Saved. You will get the newsletter by e-mail.');
    expect(consentSavedText('marketing', false)).toMatch(/by e-mail or SMS, from now on/);
    expect(consentSavedText('sms', false)).toBe('Saved. We will not text you any more.');
    expect(consentSavedText('marketing', false, true)).toMatch(/from now on\. The newsletter stops too\.$/);
  });

  it('tells the request number and the day it will be done by, in Nairobi', () => {
    const text = erasureRequestText({
      number: 'ER-2026-0001',
      status: 'requested',
      requestedAt: '2026-11-29T21:30:00.000Z',
      dueBy: '2026-12-29T21:30:00.000Z',
    });
    // 21:30 UTC is already the next day in Nairobi (UTC+3).
    expect(text).toContain('ER-2026-0001');
    expect(text).toContain('made on 30 November 2026');
    expect(text).toContain('by 30 December 2026');
    expect(text).toContain('30 days');
  });

  it('says when a request is done', () => {
    expect(
      erasureRequestText({ number: 'ER-1', status: 'completed', requestedAt: '2026-11-29', dueBy: '2026-12-29' }),
    ).toBe('Your data was erased (request ER-1, asked for on 29 November 2026).');
  });

  it('reads a plain date as that day, and leaves what it cannot read as it is', () => {
    expect(privacyDateText('2026-12-03')).toBe('3 December 2026');
    expect(privacyDateText('soon')).toBe('soon');
  });

  it('keeps, for tax, amounts, numbers, dates and a company KRA PIN', () => {
    expect(KEPT_FOR_TAX.join(' ')).toMatch(/amounts/);
    expect(KEPT_FOR_TAX.join(' ')).toMatch(/receipt and credit note numbers/);
    expect(KEPT_FOR_TAX.join(' ')).toMatch(/dates/);
    expect(KEPT_FOR_TAX.join(' ')).toMatch(/KRA PIN/);
  });
});

describe('export file name', () => {
  it("uses the server's name, plain or encoded", () => {
    expect(exportFileName('attachment; filename="my-data-2026-11-29.zip"', 'zip')).toBe('my-data-2026-11-29.zip');
    expect(exportFileName("attachment; filename*=UTF-8''data%20export.json", 'json')).toBe('data export.json');
  });

  it('falls back to its own name, and never to a path', () => {
    expect(exportFileName(null, 'json')).toBe('syokimau-coworking-my-data.json');
    expect(exportFileName('attachment', 'zip')).toBe('syokimau-coworking-my-data.zip');
    expect(exportFileName('attachment; filename="../../etc/passwd"', 'json')).toBe('....etcpasswd');
  });
});

describe('privacy link token', () => {
  it('reads the token from the fragment', () => {
    expect(privacyLinkToken('#AbC123-_xyzXYZ0987654321')).toBe('AbC123-_xyzXYZ0987654321');
  });

  it('ignores an empty fragment, an anchor or anything that is not a token', () => {
    expect(privacyLinkToken('')).toBeUndefined();
    expect(privacyLinkToken('#')).toBeUndefined();
    expect(privacyLinkToken('#your-rights')).toBeUndefined();
    expect(privacyLinkToken('#not a token at all, with spaces')).toBeUndefined();
    expect(privacyLinkToken('#%E0%A4%A')).toBeUndefined();
  });
});
