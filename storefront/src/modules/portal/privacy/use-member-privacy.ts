import { type ConsentChannel } from '@coworking/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { type ConsentChoices, type ErasureRequestReceipt } from '../../privacy/privacy-text';
import { asMember, MEMBER_DATA_KEY } from '../hooks/use-member-portal';

export const PRIVACY_KEY = [...MEMBER_DATA_KEY, 'privacy'] as const;

export interface MemberPrivacy {
  consents: ConsentChoices;
  erasureRequest: ErasureRequestReceipt | null;
}

/** The member's consents and their open (or completed) erasure request. */
export function useMemberPrivacy() {
  const client = useQueryClient();
  return useQuery({
    queryKey: PRIVACY_KEY,
    queryFn: (): Promise<MemberPrivacy> => asMember(client, () => unwrap(api.GET('/api/member/privacy'))),
  });
}

/**
 * Gives or withdraws one consent at once. The switch moves as it is pressed; the server's answer (all three) replaces
 * the cached choices, and a refusal puts the switch back.
 */
export function useSaveConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, given }: { channel: ConsentChannel; given: boolean }) =>
      asMember(client, () => unwrap(api.PUT('/api/member/consents', { body: { [channel]: given } }))),
    onMutate: async ({ channel, given }) => {
      await client.cancelQueries({ queryKey: PRIVACY_KEY });
      const before = client.getQueryData<MemberPrivacy>(PRIVACY_KEY);
      if (before) client.setQueryData(PRIVACY_KEY, { ...before, consents: { ...before.consents, [channel]: given } });
      return { before };
    },
    onSuccess: (consents) => client.setQueryData<MemberPrivacy>(PRIVACY_KEY, (now) => now && { ...now, consents }),
    onError: (_error, _asked, context) => {
      if (context?.before) client.setQueryData(PRIVACY_KEY, context.before);
    },
  });
}

/** After an erasure request the portal shows it from then on (also when the tab is opened again). */
export function useRememberErasureRequest() {
  const client = useQueryClient();
  return (request: ErasureRequestReceipt) =>
    client.setQueryData<MemberPrivacy>(PRIVACY_KEY, (now) => now && { ...now, erasureRequest: request });
}
