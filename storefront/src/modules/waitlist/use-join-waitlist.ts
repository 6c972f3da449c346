import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { PROOF_OF_WORK_HEADER, useProofOfWork } from '../../api/proof-of-work';
import { type JoinWaitlistRequest } from './waitlist-request';

/** Joins the waitlist of one full slot or day; the answer says which place in line and what happens next. */
export function useJoinWaitlist() {
  const proofOfWork = useProofOfWork();
  const queryClient = useQueryClient();
  return useMutation({
    // A refusal (the time has room after all, already waiting, too many tries) is an ApiError in the server's words.
    mutationFn: async (body: JoinWaitlistRequest) =>
      unwrap(
        api.POST('/api/waitlist', {
          params: { header: { [PROOF_OF_WORK_HEADER]: await proofOfWork.take() } },
          body,
        }),
      ),
    // "This time has room" means the grid is out of date: the date's availability is read afresh, so it shows.
    onSettled: (_answer, _error, body) =>
      queryClient.invalidateQueries({ queryKey: ['availability', body.spaceId, body.date] }),
  });
}
