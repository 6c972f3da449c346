import { contactDetailsErrors } from './contact-details-schema';

const VALID = { firstName: 'Wanjiru', lastName: 'Kamau', email: 'wanjiru@example.co.ke', phone: '+254712345678' };

describe('the contact details form of the checkout', () => {
  it('accepts a complete, valid form', () => {
    expect(contactDetailsErrors(VALID)).toEqual({});
    expect(contactDetailsErrors({ ...VALID, phone: '(0712)-345-678' })).toEqual({});
  });

  it('says which fields are missing, in the spec words', () => {
    expect(contactDetailsErrors({})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
    expect(contactDetailsErrors({ ...VALID, firstName: '   ' }).firstName).toBe('First name is required');
  });

  it('refuses a malformed e-mail', () => {
    expect(contactDetailsErrors({ ...VALID, email: 'wanjiru@' }).email).toBe('Please enter a valid email address');
  });

  it('refuses phone numbers with spaces, letters or too few digits', () => {
    expect(contactDetailsErrors({ ...VALID, phone: '+254 712 345 678' }).phone).toBe(
      'Phone number cannot contain spaces',
    );
    expect(contactDetailsErrors({ ...VALID, phone: '0712abc678' }).phone).toBe('Please enter a valid phone number');
    expect(contactDetailsErrors({ ...VALID, phone: '071234' }).phone).toBe('Please enter a valid phone number');
  });
});
