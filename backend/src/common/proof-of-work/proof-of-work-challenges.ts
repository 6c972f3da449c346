import { hkdfSync, randomInt } from 'node:crypto';
import { type Challenge, createChallenge, type Payload, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * The proof of work the public forms ask for: ALTCHA's v2 challenge in its deterministic mode. The server picks a
 * counter, derives its key and publishes the key's first half; the browser counts up from 0, deriving a key per step,
 * until it finds that prefix. The work is therefore exact (no unlucky visitor waits longer), and checking an answer
 * is one HMAC of the key it found (the challenge carries the real key's signature), not a derivation.
 */

/** PBKDF2 with SHA-256: native in every browser (WebCrypto), so a phone does each step about as fast as a bot can. */
export const PROOF_OF_WORK_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per counter step; the setting changes how many steps, not this. */
export const PROOF_OF_WORK_COST = 1000;
/** How long a challenge may be answered; an answer is accepted once within it. */
export const PROOF_OF_WORK_EXPIRY_SECONDS = 10 * 60;
/**
 * The largest counter a challenge asks for (ALTCHA's "max number"); each challenge picks one between half this and
 * this. 400 steps of 1,000 iterations took at most 0.1 s in Chromium on a 2-core server (see docs/operations.md).
 */
export const DEFAULT_PROOF_OF_WORK_MAX_NUMBER = 400;
/** Past this a phone would work for many seconds, which a form must never make a person wait. */
export const PROOF_OF_WORK_MAX_NUMBER_LIMIT = 100_000;

/** The two HMAC keys of the challenges: one signs a challenge's parameters, the other the key a counter gives. */
export interface ProofOfWorkKeys {
  signature: string;
  keySignature: string;
}

/**
 * Both keys derived (HKDF-SHA-256) from the session secret: no setting of its own to lose or leak, the same in every
 * API process of an installation, and unrelated to the cookie signatures made with the secret itself.
 */
export function proofOfWorkKeys(sessionSecret: string): ProofOfWorkKeys {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', sessionSecret, 'proof-of-work', purpose, 32)).toString('hex');
  return { signature: derive('challenge signature'), keySignature: derive('key signature') };
}

/** A signed challenge that expires PROOF_OF_WORK_EXPIRY_SECONDS after `now`. */
export function issueChallenge(keys: ProofOfWorkKeys, maxNumber: number, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: PROOF_OF_WORK_ALGORITHM,
    cost: PROOF_OF_WORK_COST,
    counter: randomInt(Math.ceil(maxNumber / 2), maxNumber + 1),
    deriveKey,
    expiresAt: Math.floor(now.getTime() / 1000) + PROOF_OF_WORK_EXPIRY_SECONDS,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

/** Why an answer was refused (each has its own message, see ProofOfWorkException). */
export type ProofOfWorkRefusal = 'missing' | 'unreadable' | 'invalid' | 'expired' | 'reused';

export type SolutionCheck =
  | { passed: true; challengeId: string; expiresAt: number }
  | { passed: false; refusal: Exclude<ProofOfWorkRefusal, 'reused'> };

/** Far more than an answer needs (about 600 characters); a longer header is not read at all. */
const MAX_PAYLOAD_LENGTH = 4096;

/**
 * Checks an answer as the ALTCHA widget sends it (base64 of `{ challenge, solution }` JSON): ours, unchanged,
 * solved, and not expired at `now`. Whether it was used before is the caller's question.
 */
export async function checkSolution(
  keys: ProofOfWorkKeys,
  header: string | undefined,
  now: Date,
): Promise<SolutionCheck> {
  if (!header?.trim()) return { passed: false, refusal: 'missing' };
  const payload = decodePayload(header.trim());
  if (!payload) return { passed: false, refusal: 'unreadable' };
  const { challenge, solution } = payload;
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
  } catch {
    // Only parameters we did not sign get this far (malformed hex, an unknown algorithm): not ours.
    return { passed: false, refusal: 'invalid' };
  }
  if (result.expired) return { passed: false, refusal: 'expired' };
  if (!result.verified || typeof challenge.signature !== 'string') return { passed: false, refusal: 'invalid' };
  // verifySolution reads the system time; the product's clock decides (tests move it).
  const expiresAt = challenge.parameters.expiresAt;
  if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) return { passed: false, refusal: 'expired' };
  return { passed: true, challengeId: challenge.signature, expiresAt };
}

/** The payload's `{ challenge: { parameters, signature }, solution: { counter, derivedKey } }`, or null. */
export function decodePayload(header: string): Payload | null {
  if (header.length > MAX_PAYLOAD_LENGTH || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(header)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isObject(value) || !isObject(value.challenge) || !isObject(value.solution)) return null;
  const { parameters, signature } = value.challenge;
  const { counter, derivedKey } = value.solution;
  if (!isObject(parameters) || typeof signature !== 'string') return null;
  if (typeof counter !== 'number' || typeof derivedKey !== 'string') return null;
  return value as unknown as Payload;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
