import { profileBody, profileErrors, profileFieldErrors, profileFormValues, profileSchema } from './profile-schema';

const MEMBER = {
  id: 'a0c1',
  email: 'wanjiku@example.com',
  firstName: 'Wanjiku',
  lastName: 'Mutua',
  phone: '+254722000333',
  companyName: null,
  kraPin: null,
};

describe('the portal profile form', () => {
  it('starts from what the server holds, with none as blank', () => {
    expect(profileFormValues(MEMBER)).toEqual({
      firstName: 'Wanjiku',
      lastName: 'Mutua',
      phone: '+254722000333',
      companyName: '',
      kraPin: '',
    });
    expect(profileFormValues({ ...MEMBER, firstName: null, phone: null }).firstName).toBe('');
  });

  it('requires names with the checkout words', () => {
    expect(profileErrors({ firstName: ' ', lastName: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('takes a phone written with spaces, refuses one that is not a number, and allows none', () => {
    expect(profileSchema.parse({ ...profileFormValues(MEMBER), phone: '0722 000 333' }).phone).toBe('0722000333');
    expect(profileErrors({ firstName: 'W', lastName: 'M', phone: '0722' }).phone).toBe(
      'Please enter a valid phone number',
    );
    expect(profileErrors({ firstName: 'W', lastName: 'M', phone: '' })).toEqual({});
  });

  it('checks the KRA PIN with the API words and keeps it in capitals', () => {
    expect(profileErrors({ firstName: 'W', lastName: 'M', kraPin: 'P05123456' }).kraPin).toBe(
      'KRA PIN must be a letter, nine digits and a letter, like P051234567X',
    );
    expect(profileSchema.parse({ ...profileFormValues(MEMBER), kraPin: 'p051234567x' }).kraPin).toBe('P051234567X');
  });

  it('sends blank optional fields as none', () => {
    const values = profileSchema.parse(profileFormValues({ ...MEMBER, phone: null }));
    expect(profileBody(values)).toEqual({
      firstName: 'Wanjiku',
      lastName: 'Mutua',
      phone: null,
      companyName: null,
      kraPin: null,
    });
  });

  it('puts the server refusals under their fields and leaves the rest for the message above', () => {
    expect(profileFieldErrors({ kraPin: 'KRA PIN must be …', email: 'not editable' })).toEqual([
      ['kraPin', 'KRA PIN must be …'],
    ]);
    expect(profileFieldErrors(undefined)).toEqual([]);
  });
});
