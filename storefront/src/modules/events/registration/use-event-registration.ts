import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { invalidatePageData } from '../../../app/page-data';
import { PROOF_OF_WORK_HEADER, useProofOfWork } from '../../../api/proof-of-work';
import { type RegistrationBody } from './registration-form';

/** Sends a registration for one event with its proof of work; the answer says what happens next. */
export function useEventRegistration(eventId: string) {
  const proofOfWork = useProofOfWork();
  return useMutation({
    mutationFn: async (body: RegistrationBody) =>
      unwrap(
        api.POST('/api/events/{id}/registrations', {
          params: { path: { id: eventId }, header: { [PROOF_OF_WORK_HEADER]: await proofOfWork.take() } },
          body,
        }),
      ),
    // Seats change with every registration: lists read afresh next time.
    onSettled: () => invalidatePageData(['events']),
  });
}
