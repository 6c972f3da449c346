import { hashPassword, NO_PASSWORD, verifyPassword } from './password-hasher.js';

describe('password hashes', () => {
  it('matches the password an argon2id hash was made from, and no other', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'Correct horse battery staple')).toBe(false);
  });

  it('matches nothing for an account without a password, or a stored value that is not an argon2id hash', async () => {
    for (const password of ['', '!', 'anything', NO_PASSWORD])
      expect(await verifyPassword(NO_PASSWORD, password)).toBe(false);
    expect(await verifyPassword('', '')).toBe(false);
    expect(await verifyPassword('$argon2i$v=19$m=16,t=2,p=1$c2FsdHNhbHQ$abc', 'x')).toBe(false);
  });
});
