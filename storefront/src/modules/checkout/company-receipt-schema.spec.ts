import { companyReceiptErrors, companyReceiptFields, companyReceiptSchema } from './company-receipt-schema';

describe('the optional company receipt fields of the checkout', () => {
  it('may stay blank, and then nothing is sent', () => {
    expect(companyReceiptErrors({})).toEqual({});
    expect(companyReceiptFields(companyReceiptSchema.parse({ companyName: '  ', kraPin: ' ' }))).toEqual({});
  });

  it('accepts a KRA PIN as a letter, nine digits and a letter, in either case, and sends it upper-cased', () => {
    expect(companyReceiptErrors({ kraPin: 'P051234567X' })).toEqual({});
    expect(
      companyReceiptFields(companyReceiptSchema.parse({ companyName: ' Acme Ltd ', kraPin: ' p051234567x ' })),
    ).toEqual({ companyName: 'Acme Ltd', kraPin: 'P051234567X' });
  });

  it('refuses a KRA PIN of another shape with the words the API uses', () => {
    const message = 'KRA PIN must be a letter, nine digits and a letter, like P051234567X';
    for (const pin of ['P05123456X', 'P0512345678X', '1051234567X', 'P051234567', 'P 051234567X', 'P05123456XX']) {
      expect(companyReceiptErrors({ kraPin: pin }).kraPin).toBe(message);
    }
  });

  it('refuses a company name longer than the receipt can print', () => {
    expect(companyReceiptErrors({ companyName: 'A'.repeat(200) })).toEqual({});
    expect(companyReceiptErrors({ companyName: 'A'.repeat(201) }).companyName).toBe(
      'Company name must be at most 200 characters',
    );
  });
});
