import { userFormValues, validateUserForm } from './user-form';

describe('the user form', () => {
  const valid = {
    ...userFormValues(),
    username: 'achieng',
    email: 'achieng@example.co.ke',
    password: 'karibu1',
    confirmPassword: 'karibu1',
  };

  it("refuses a phone the server would refuse, with the server's words", () => {
    expect(validateUserForm({ ...valid, phone: '07 12' }, false)).toEqual({
      phone: 'Please enter a valid phone number',
    });
    expect(validateUserForm({ ...valid, phone: '0712abc678' }, true)).toEqual({
      phone: 'Please enter a valid phone number',
    });
  });

  it('takes a blank phone or a valid one', () => {
    expect(validateUserForm(valid, false)).toEqual({});
    expect(validateUserForm({ ...valid, phone: '+254712345678' }, false)).toEqual({});
  });
});
