import { companyBody, companyFieldErrors, companyFormValues, validateCompanyForm } from './company-form';
import type { Company } from './company-types';

const STORED: Company = {
  id: 'co1',
  name: 'Savannah Labs Ltd',
  kraPin: 'P051234567X',
  billingEmail: 'accounts@savannahlabs.co.ke',
  address: null,
  phone: '+254712345678',
  liveTeams: 1,
  seats: 3,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

/** A new company that passes every check. */
const SAVANNAH = { ...companyFormValues(), name: 'Savannah Labs Ltd', billingEmail: 'accounts@savannahlabs.co.ke' };

describe('the company form', () => {
  it('starts a new company blank and reads a stored one back, none as blank', () => {
    expect(companyFormValues()).toEqual({ name: '', kraPin: '', billingEmail: '', address: '', phone: '' });
    expect(companyFormValues(STORED)).toEqual({
      name: 'Savannah Labs Ltd',
      kraPin: 'P051234567X',
      billingEmail: 'accounts@savannahlabs.co.ke',
      address: '',
      phone: '+254712345678',
    });
  });

  it('accepts a name and a billing e-mail alone, and the stored company unchanged', () => {
    expect(validateCompanyForm(SAVANNAH)).toEqual({});
    expect(validateCompanyForm(companyFormValues(STORED))).toEqual({});
  });

  it('requires a name of at most 200 characters', () => {
    expect(validateCompanyForm({ ...SAVANNAH, name: '  ' }).name).toBe('Company name is required');
    expect(validateCompanyForm({ ...SAVANNAH, name: 'x'.repeat(201) }).name).toBe(
      'Company name must be at most 200 characters',
    );
    expect(validateCompanyForm({ ...SAVANNAH, name: ` ${'x'.repeat(200)} ` })).toEqual({});
  });

  it('requires a billing e-mail that reads as one', () => {
    expect(validateCompanyForm({ ...SAVANNAH, billingEmail: ' ' }).billingEmail).toBe('Email is required');
    expect(validateCompanyForm({ ...SAVANNAH, billingEmail: 'accounts@savannah' }).billingEmail).toBe(
      'Please enter a valid email address',
    );
  });

  it('takes a phone number that reads as one, or none, and an address of at most 500 characters', () => {
    expect(validateCompanyForm({ ...SAVANNAH, phone: '0712 345' }).phone).toBe('Please enter a valid phone number');
    expect(validateCompanyForm({ ...SAVANNAH, phone: ' 0712345678 ' })).toEqual({});
    expect(validateCompanyForm({ ...SAVANNAH, address: 'x'.repeat(501) }).address).toBe(
      'Address must be at most 500 characters',
    );
  });

  it('leaves the KRA PIN’s shape to the server, which names it under the field', () => {
    expect(validateCompanyForm({ ...SAVANNAH, kraPin: 'P12' })).toEqual({});
  });
});

describe('what the company form sends', () => {
  it('sends every field trimmed, the KRA PIN in capitals, and blanks as none', () => {
    expect(
      companyBody({
        name: ' Savannah Labs Ltd ',
        kraPin: ' p051234567x ',
        billingEmail: ' accounts@savannahlabs.co.ke ',
        address: ' ',
        phone: '',
      }),
    ).toEqual({
      name: 'Savannah Labs Ltd',
      kraPin: 'P051234567X',
      billingEmail: 'accounts@savannahlabs.co.ke',
      address: null,
      phone: null,
    });
  });

  it('sends a cleared field as none, so a change removes it', () => {
    expect(companyBody({ ...companyFormValues(STORED), kraPin: '', phone: ' ' })).toMatchObject({
      kraPin: null,
      phone: null,
    });
  });
});

describe('the server’s messages on the company form', () => {
  it('puts each under its field and leaves the rest to the toast', () => {
    const kraPin = 'KRA PIN must be a letter, nine digits and a letter, like P051234567X';
    expect(companyFieldErrors({ kraPin, seats: 'Read only' })).toEqual([['kraPin', kraPin]]);
    expect(companyFieldErrors(undefined)).toEqual([]);
  });
});
