import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { invalidatePageData } from '../../../app/page-data';
import { PROOF_OF_WORK_HEADER, useProofOfWork } from '../../../api/proof-of-work';
import { type JoinEventWaitlistRequest } from './event-waitlist';

/** Joins a full event's waitlist with the proof of work every public form sends; the answer gives the place in line. */
export function useJoinEventWaitlist() {
  const proofOfWork = useProofOfWork();
  return useMutation({
    // A refusal (a seat is free after all, already waiting, already has a seat, too many tries) is an ApiError in
    // the server's words.
    mutationFn: async (body: JoinEventWaitlistRequest) =>
      unwrap(
        api.POST('/api/waitlist', {
          params: { header: { [PROOF_OF_WORK_HEADER]: await proofOfWork.take() } },
          body,
        }),
      ),
  });
}

/** Confirms the seat an e-mailed offer holds (the token is the whole credential: no body, no proof of work). */
export function useAcceptWaitlistOffer(token: string) {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/waitlist/offers/{token}/accept', { params: { path: { token } } })),
    // A seat was taken: the lists read afresh next time.
    onSuccess: () => invalidatePageData(['events']),
  });
}
