import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm, named here so a library change cannot weaken it). */
const ARGON2ID = 2;
/** OWASP's recommended minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}
