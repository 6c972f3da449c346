import { handBackBody, handBackFormValues, needsReference, validateHandBackForm } from './hand-back-form';

describe('recording a desk refund handed back', () => {
  it('offers the way the customer paid', () => {
    expect(handBackFormValues('mpesa')).toEqual({ method: 'mpesa', reference: '', note: '' });
    expect(handBackFormValues('complimentary').method).toBe('');
    expect(handBackFormValues(null).method).toBe('');
  });

  it('requires a method, and the code or reference of M-Pesa and bank transfers', () => {
    expect(validateHandBackForm({ method: '', reference: '', note: '' }).method).toBe(
      'Choose how the money was handed back',
    );
    expect(validateHandBackForm({ method: 'cash', reference: '', note: '' })).toEqual({});
    expect(validateHandBackForm({ method: 'mpesa', reference: '  ', note: '' }).reference).toBe(
      'Enter the M-Pesa code',
    );
    expect(validateHandBackForm({ method: 'bank_transfer', reference: '', note: '' }).reference).toBe(
      'Enter the bank reference',
    );
    expect(needsReference('cash')).toBe(false);
  });

  it('keeps the reference and note within the API bounds', () => {
    expect(validateHandBackForm({ method: 'cash', reference: 'x'.repeat(101), note: '' }).reference).toBe(
      'The reference must be at most 100 characters',
    );
    expect(validateHandBackForm({ method: 'cash', reference: '', note: 'x'.repeat(501) }).note).toBe(
      'The note must be at most 500 characters',
    );
  });

  it('sends trimmed values and leaves blank ones out', () => {
    expect(handBackBody({ method: 'mpesa', reference: ' QGH4K2L9PZ ', note: '  ' })).toEqual({
      method: 'mpesa',
      reference: 'QGH4K2L9PZ',
    });
    expect(handBackBody({ method: 'cash', reference: '', note: ' At reception ' })).toEqual({
      method: 'cash',
      note: 'At reception',
    });
  });
});
