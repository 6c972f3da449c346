import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** The header the tour, contact, careers and newsletter routes read their proof of work from. */
export const PROOF_OF_WORK_HEADER = 'x-proof-of-work';

/** A challenge from the API (`api` is `http://host:port/api`). */
export async function fetchChallenge(api: string): Promise<Challenge> {
  const response = await fetch(`${api}/proof-of-work/challenge`);
  if (response.status !== 200) throw new Error(`no challenge: ${response.status} ${await response.text()}`);
  return (await response.json()) as Challenge;
}

/** The X-Proof-Of-Work value for a challenge, solved as a browser does (at the low difficulty tests run with). */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Headers with a freshly solved proof of work, for a POST to one of the four protected routes. */
export async function proofOfWorkHeaders(api: string): Promise<Record<string, string>> {
  return { [PROOF_OF_WORK_HEADER]: await solvedPayload(await fetchChallenge(api)) };
}

/** A JSON POST to a protected route, with a freshly solved proof of work. */
export async function postWithProofOfWork(
  api: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await proofOfWorkHeaders(api)), ...headers },
    body: JSON.stringify(body),
  });
}
