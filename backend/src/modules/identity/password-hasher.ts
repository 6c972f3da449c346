import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm, named here so a library change cannot weaken it). */
const ARGON2ID = 2;
/** OWASP's recommended minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * What an account without a password stores (a member's, made at their first payment: members sign in with e-mailed
 * links). It is not an argon2 hash, so no password matches it. Hashing a random password instead cost 20–50 ms of CPU
 * in every first payment's transaction, for nothing.
 */
export const NO_PASSWORD = '!';

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // Only an argon2id hash can match (never NO_PASSWORD or an empty value).
  if (!passwordHash.startsWith('$argon2id$')) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}
