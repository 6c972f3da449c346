import { changedPasswordErrors, isValidNewPassword, newPasswordErrors } from './password-rules';

describe('password rules', () => {
  it('asks new passwords for at least 6 characters in both fields', () => {
    expect(newPasswordErrors({ password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Password must be at least 6 characters',
    });
  });

  it('says when the confirmation does not match', () => {
    expect(newPasswordErrors({ password: 'secret1', confirmPassword: 'secret2' })).toEqual({ confirmPassword: "Passwords don't match" });
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
