import { formatMpesaPhone, normalizeMpesaPhone } from './mpesa.js';

describe('M-Pesa numbers', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
    ['0112-345-678', '254112345678'],
    ['+254712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['254712345678', '254712345678'],
    ['254112345678', '254112345678'],
    [' (0712) 345.678 ', '254712345678'],
  ])('reads %s as %s', (input, normalized) => {
    expect(normalizeMpesaPhone(input)).toBe(normalized);
  });

  it.each([
    '',
    '071234567', // a digit short
    '07123456789', // a digit long
    '0212345678', // a landline
    '+255712345678', // Tanzania
    '712345678', // no leading 0 or country code
    '+2540712345678', // country code and the leading 0 both
    '0712 345 67a',
  ])('refuses %j', (input) => {
    expect(normalizeMpesaPhone(input)).toBeNull();
  });

  it('writes a number back as its owner reads it', () => {
    expect(formatMpesaPhone('254712345678')).toBe('0712 345 678');
  });
});
