import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../api/client';
import { PROOF_OF_WORK_HEADER, useProofOfWork } from '../../api/proof-of-work';
import { type JoinWaitlistRequest, type WaitlistJoined } from './waitlist-request';

/**
 * Asks for a place in line with the proof of work every public form sends. A plain request until the generated
 * client knows the endpoint; a refusal (the time has room after all, already waiting, too many tries) becomes an
 * ApiError carrying the server's words, as `unwrap` makes it for every other call.
 */
async function postWaitlist(body: JoinWaitlistRequest, proofOfWork: string): Promise<WaitlistJoined> {
  const response = await fetch('/api/waitlist', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [PROOF_OF_WORK_HEADER]: proofOfWork },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => undefined);
  return unwrap(
    Promise.resolve(response.ok ? { data: answer as WaitlistJoined, response } : { error: answer, response }),
  );
}

/** Joins the waitlist of one full slot or day; the answer says which place in line and what happens next. */
export function useJoinWaitlist() {
  const proofOfWork = useProofOfWork();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: JoinWaitlistRequest) => postWaitlist(body, await proofOfWork.take()),
    // "This time has room" means the grid is out of date: the date's availability is read afresh, so it shows.
    onSettled: (_answer, _error, body) =>
      queryClient.invalidateQueries({ queryKey: ['availability', body.spaceId, body.date] }),
  });
}
