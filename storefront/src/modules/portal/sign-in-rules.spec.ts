import { signInEmailProblem } from './sign-in-rules';

describe('the e-mail of the sign-in form', () => {
  it('takes an address, spaces around it ignored', () => {
    expect(signInEmailProblem('  amani@example.com ')).toBeNull();
  });

  it('says what is wrong in the checkout words', () => {
    expect(signInEmailProblem('   ')).toBe('Email is required');
    expect(signInEmailProblem('amani@example')).toBe('Please enter a valid email address');
    expect(signInEmailProblem(`${'a'.repeat(250)}@example.com`)).toBe('Email must be at most 254 characters');
  });
});
