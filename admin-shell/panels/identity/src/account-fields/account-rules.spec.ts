import { accountErrors, changedPasswordErrors, isValidNewPassword, newPasswordErrors } from './account-rules';

describe('password rules', () => {
  it('asks new passwords for at least 6 characters in both fields', () => {
    expect(newPasswordErrors({ password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Password must be at least 6 characters',
    });
  });

  it('says when the confirmation does not match', () => {
    expect(newPasswordErrors({ password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it('accepts a matching pair of 6 or more characters', () => {
    expect(newPasswordErrors({ password: 'secret', confirmPassword: 'secret' })).toEqual({});
  });

  it('keeps the password on edit when both fields are blank', () => {
    expect(changedPasswordErrors({ password: '', confirmPassword: '' })).toEqual({});
  });

  it('uses one combined message on edit when a typed password is short or unmatched', () => {
    const message = 'Password must be at least 6 characters and passwords must match';
    expect(changedPasswordErrors({ password: 'abc', confirmPassword: 'abc' })).toEqual({ password: message });
    expect(changedPasswordErrors({ password: 'secret1', confirmPassword: '' })).toEqual({ password: message });
    expect(changedPasswordErrors({ password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });

  it('enables the reset button only for a valid pair', () => {
    expect(isValidNewPassword({ password: 'secret', confirmPassword: 'secre' })).toBe(false);
    expect(isValidNewPassword({ password: 'secret', confirmPassword: 'secret' })).toBe(true);
  });
});

describe('account fields', () => {
  const blank = { username: '', email: '', firstName: '', lastName: '', password: '', confirmPassword: '' };

  it('requires a username and a valid e-mail', () => {
    expect(accountErrors({ ...blank, email: 'not-an-address' }, true)).toEqual({
      username: 'Username is required',
      email: 'Please enter a valid email address',
    });
  });

  it('asks for a password pair only when creating', () => {
    const named = { ...blank, username: 'otieno', email: 'o@example.com' };
    expect(accountErrors(named, true)).toEqual({});
    expect(Object.keys(accountErrors(named, false))).toEqual(['password', 'confirmPassword']);
  });
});
