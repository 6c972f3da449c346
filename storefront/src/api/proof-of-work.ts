import { useCallback, useEffect, useRef } from 'react';
import { type SolvedChallenge } from './proof-of-work-solver';

/** The header the tour, contact, careers and newsletter routes read the proof of work from. */
export const PROOF_OF_WORK_HEADER = 'X-Proof-Of-Work';

/** A solution this close to its expiry is not sent: it could expire on the way. */
const EXPIRY_MARGIN_MS = 30_000;

export interface ProofOfWork {
  /** Starts solving in the background, unless a solution is already on its way. */
  prepare(): void;
  /**
   * The X-Proof-Of-Work value for one submission: the solution prepared in the background, waited for if it is not
   * ready, or a fresh one when it failed or expired. Each is used once; '' when none could be made (the API then
   * says what to do).
   */
  take(): Promise<string>;
}

/** Fetches a challenge and solves it; the solver (altcha-lib) is loaded only now, never with the page. */
async function solveOne(): Promise<SolvedChallenge | null> {
  try {
    const { solveProofOfWork } = await import('./proof-of-work-solver');
    return await solveProofOfWork();
  } catch {
    return null;
  }
}

const usable = (solved: SolvedChallenge | null): solved is SolvedChallenge =>
  solved !== null && solved.expiresAt - Date.now() > EXPIRY_MARGIN_MS;

/**
 * The proof of work a public form sends (ALTCHA, self-hosted): solved unseen while the person fills the form in, so
 * at worst the submit button's busy state lasts a moment longer. `solveAhead: false` waits for `prepare()` (the
 * newsletter form on every page starts when someone focuses it, not on every page view).
 */
export function useProofOfWork({ solveAhead = true }: { solveAhead?: boolean } = {}): ProofOfWork {
  const next = useRef<Promise<SolvedChallenge | null> | null>(null);

  const prepare = useCallback(() => {
    next.current ??= solveOne();
  }, []);

  const take = useCallback(async () => {
    const prepared = next.current ?? solveOne();
    next.current = null;
    let solved = await prepared;
    if (!usable(solved)) solved = await solveOne();
    // The next submission (another message, or a retry after a refusal) gets its own.
    if (solveAhead) prepare();
    return solved?.header ?? '';
  }, [prepare, solveAhead]);

  useEffect(() => {
    if (solveAhead) prepare();
  }, [prepare, solveAhead]);

  return { prepare, take };
}
