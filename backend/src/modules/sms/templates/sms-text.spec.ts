import { DEFAULT_SMS_TEMPLATES } from './default-sms-templates.js';
import { renderSmsText, smsPreview, smsTextProblem } from './sms-text.js';

describe('SMS texts', () => {
  it('renders values as they are (nothing HTML-escaped) and folds runs of spaces', () => {
    expect(renderSmsText('Hi  {{firstName}},   {{what}}', { firstName: 'Achieng', what: 'Desk & Co <1>' })).toBe(
      'Hi Achieng, Desk & Co <1>',
    );
  });

  it('fits every built-in text in one part with sample values, but the waitlist offer with its long link in two', () => {
    expect(
      Object.fromEntries(DEFAULT_SMS_TEMPLATES.map((template) => [template.name, smsPreview(template.text).parts])),
    ).toEqual({
      'booking-confirmed': 1,
      'booking-reminder': 1,
      'guest-pass': 1,
      'membership-renewal-reminder': 1,
      'waitlist-offer': 2,
      'payment-received': 1,
    });
  });

  it('refuses a text that does not compile or is over two parts with sample values', () => {
    expect(smsTextProblem('Hi {{#if firstName}}')).toMatchObject({ kind: 'syntax' });
    expect(smsTextProblem(`{{checkInCode}} ${'x'.repeat(296)}`)).toBeNull();
    expect(smsTextProblem(`{{checkInCode}} ${'x'.repeat(297)}`)).toMatchObject({
      kind: 'too-long',
      message: expect.stringContaining('307 characters, 1 over the 306'),
    });
  });
});
