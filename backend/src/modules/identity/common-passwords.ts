import { registerDecorator, type ValidationOptions } from 'class-validator';
import { IDENTITY_MESSAGES } from './identity.messages.js';

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The ~49,000 most common passwords of zxcvbn-ts's list (from leaked password sets, kept up to date by that project),
 * lower-cased. Loaded the first time a password is checked: most processes never check one.
 */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((password) => password.toLowerCase())),
  );
  return commonPasswords;
}

/**
 * True when the password is a common one, in any case, or one with digits and symbols added at its end
 * ("Sunshine2026!" is "sunshine" to anyone guessing): the first things a guesser tries.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await loadCommonPasswords();
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/, '');
  return list.has(lower) || (stem.length >= 4 && list.has(stem));
}

/** The password is not a common one (isCommonPassword). */
export function IsNotCommonPassword(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isNotCommonPassword',
      target: target.constructor,
      propertyName,
      options: { message: IDENTITY_MESSAGES.commonPassword, ...options },
      validator: {
        async validate(value: unknown) {
          return typeof value !== 'string' || !(await isCommonPassword(value));
        },
      },
    });
}
