import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** A solved challenge: the X-Proof-Of-Work header value, and when the API stops accepting it (ms). */
export interface SolvedChallenge {
  header: string;
  expiresAt: number;
}

/**
 * Fetches a challenge and solves it with altcha-lib's solver. Each step is one WebCrypto PBKDF2 call, which the
 * browser runs off the main thread, so the page stays responsive without a Web Worker of our own.
 */
export async function solveProofOfWork(): Promise<SolvedChallenge> {
  const response = await fetch('/api/proof-of-work/challenge', { cache: 'no-store' });
  if (!response.ok) throw new Error(`No security check could be fetched (${response.status})`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('The security check could not be finished');
  return {
    header: btoa(JSON.stringify({ challenge, solution })),
    expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000,
  };
}
