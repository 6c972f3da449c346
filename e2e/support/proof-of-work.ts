import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { productUnderTest } from './environment.js';

/**
 * The X-Proof-Of-Work header for one request to a public form's route made outside the browser (the tour, contact,
 * careers and newsletter routes ask for it): a challenge from the product, solved with altcha-lib as an integrator's
 * server would.
 */
export async function proofOfWorkHeader(): Promise<{ 'x-proof-of-work': string }> {
  const response = await fetch(`${productUnderTest().baseUrl}/api/proof-of-work/challenge`);
  if (!response.ok) throw new Error(`No proof-of-work challenge: ${response.status} ${await response.text()}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The proof-of-work challenge could not be solved');
  return { 'x-proof-of-work': Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}
