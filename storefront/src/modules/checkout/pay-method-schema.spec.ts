import { MPESA_PHONE_MESSAGE } from '@coworking/domain';
import {
  DEFAULT_PAY_METHOD,
  mpesaPhoneSchema,
  payMethodFields,
  payMethodSchema,
  suggestedMpesaPhone,
} from './pay-method-schema';

const errorsOf = (values: object) => {
  const result = payMethodSchema.safeParse({ ...DEFAULT_PAY_METHOD, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe("the checkout's payment choice", () => {
  it('is an M-Pesa prompt by default, with the SMS box unticked', () => {
    expect(DEFAULT_PAY_METHOD).toEqual({ channel: 'mpesa', mpesaPhone: '', smsConsent: false });
  });

  it('takes an M-Pesa number in the forms Kenyans write it', () => {
    for (const phone of ['0712 345 678', '0712345678', '+254712345678', '254 712 345 678', '0112-345-678'])
      expect(mpesaPhoneSchema.safeParse(phone).success).toBe(true);
  });

  it("refuses a missing or foreign M-Pesa number with the server's words, only when paying with M-Pesa", () => {
    for (const phone of ['', '0712 345', '+44 7700 900123', '0212345678'])
      expect(errorsOf({ mpesaPhone: phone })).toEqual({ mpesaPhone: MPESA_PHONE_MESSAGE });
    expect(errorsOf({ channel: 'card', mpesaPhone: '' })).toEqual({});
  });

  it('sends the number as the API reads it, and the SMS box whichever way is paid', () => {
    expect(payMethodFields({ channel: 'mpesa', mpesaPhone: '0712 345 678', smsConsent: true })).toEqual({
      channel: 'mpesa',
      mpesaPhone: '254712345678',
      smsConsent: true,
    });
    expect(payMethodFields({ channel: 'card', mpesaPhone: '0712 345 678', smsConsent: true })).toEqual({
      channel: 'card',
      smsConsent: true,
    });
  });

  it('offers the contact phone as the M-Pesa number when it is a Kenyan mobile', () => {
    expect(suggestedMpesaPhone('+254712345678')).toBe('0712 345 678');
    expect(suggestedMpesaPhone('0112345678')).toBe('0112 345 678');
    expect(suggestedMpesaPhone('+447700900123')).toBe('');
    expect(suggestedMpesaPhone('')).toBe('');
  });
});
