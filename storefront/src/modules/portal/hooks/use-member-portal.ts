import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '../../../api/client';
import { type MemberMembership } from '../portal-text';
import { type ProfileBody } from '../profile-schema';
import {
  asMember,
  endSession,
  forgetSignInToken,
  MEMBER_DATA_KEY,
  type PortalSession,
  SESSION_KEY,
  startSession,
  takeSignInToken,
} from './member-session';

// The privacy section (loaded with Settings) reads the session rules through here, with the other portal hooks.
export { asMember, MEMBER_DATA_KEY };

export const MEMBERSHIPS_KEY = [...MEMBER_DATA_KEY, 'memberships'] as const;
export const BOOKINGS_KEY = [...MEMBER_DATA_KEY, 'bookings'] as const;
const DOCUMENTS_KEY = [...MEMBER_DATA_KEY, 'documents'] as const;
export const ALLOWANCE_KEY = [...MEMBER_DATA_KEY, 'allowance'] as const;
export const TEAMS_KEY = [...MEMBER_DATA_KEY, 'teams'] as const;

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Who is signed in. A sign-in link in the address is exchanged for a session first (a used or expired link
 * answers 401 with the words to show); otherwise the session cookie is asked about (401: nobody signed in).
 */
export function useMemberSession() {
  const client = useQueryClient();
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<PortalSession> => {
      const token = takeSignInToken();
      if (token) {
        try {
          const member = await unwrap(api.POST('/api/member/session', { body: { token } }));
          forgetSignInToken();
          return startSession(client, member);
        } catch (error) {
          // 401: used, expired or unknown; 400: cut short by the mail app. Neither gets better by trying again.
          if (!(error instanceof ApiError && (error.status === 401 || error.status === 400))) throw error;
          forgetSignInToken();
          return { member: null, notice: error.message };
        }
      }
      // Answered 200 with no member for a signed-out visitor: no failed request on every visit to the portal.
      return { member: (await unwrap(api.GET('/api/member/session'))).member };
    },
  });
}

/** Asks for a sign-in link; the answer is the same whether or not the e-mail belongs to a member. */
export function useSendSignInLink() {
  return useMutation({
    mutationFn: (email: string) => unwrap(api.POST('/api/member/sign-in-link', { body: { email } })),
  });
}

/** Ends the session on the server; an already-ended one (401) counts as signed out too. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await unwrap(api.DELETE('/api/member/session'));
      } catch (error) {
        if (!isUnauthorized(error)) throw error;
      }
    },
    onSuccess: () => endSession(client),
  });
}

export function useMemberships() {
  const client = useQueryClient();
  return useQuery({
    queryKey: MEMBERSHIPS_KEY,
    queryFn: () => asMember(client, () => unwrap(api.GET('/api/member/memberships'))),
  });
}

/** The team memberships the member pays for as their company's billing contact (the Team tab shows when there is one). */
export function useTeams() {
  const client = useQueryClient();
  return useQuery({
    queryKey: TEAMS_KEY,
    queryFn: () => asMember(client, () => unwrap(api.GET('/api/member/teams'))),
  });
}

export function useMemberBookings() {
  const client = useQueryClient();
  return useQuery({
    queryKey: BOOKINGS_KEY,
    queryFn: () => asMember(client, () => unwrap(api.GET('/api/member/bookings'))),
  });
}

export function useMemberDocuments() {
  const client = useQueryClient();
  return useQuery({
    queryKey: DOCUMENTS_KEY,
    queryFn: () => asMember(client, () => unwrap(api.GET('/api/member/documents'))),
  });
}

type RenewalChange = 'cancel-renewal' | 'resume-renewal';

/**
 * Cancels or resumes a membership's renewal. The answer is the membership as it now is, which replaces the cached
 * one; a refusal (409: it changed meanwhile) reloads the list.
 */
export function useChangeRenewal(change: RenewalChange) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      asMember(client, () => {
        const params = { params: { path: { id } } };
        return change === 'cancel-renewal'
          ? unwrap(api.POST('/api/member/memberships/{id}/cancel-renewal', params))
          : unwrap(api.POST('/api/member/memberships/{id}/resume-renewal', params));
      }),
    onSuccess: (updated) =>
      client.setQueryData<MemberMembership[]>(MEMBERSHIPS_KEY, (list) =>
        list?.map((membership) => (membership.id === updated.id ? updated : membership)),
      ),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void client.invalidateQueries({ queryKey: MEMBERSHIPS_KEY });
    },
  });
}

/** A fresh manage link for an upcoming booking; the page leaves for it. */
export function useOpenManageLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bookingGroupId: string) =>
      asMember(client, () =>
        unwrap(api.POST('/api/member/bookings/{bookingGroupId}/manage-link', { params: { path: { bookingGroupId } } })),
      ),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Saves the profile; the answer replaces the signed-in member (the welcome line follows a new first name). */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => asMember(client, () => unwrap(api.PUT('/api/member/me', { body }))),
    onSuccess: (member) => client.setQueryData<PortalSession>(SESSION_KEY, { member }),
  });
}

/**
 * The allowance of the member's current period; null when no membership gives one (404). Asked only when `enabled`
 * (the member has a membership that gives access), so a visitor without one sees no failed request.
 */
export function useAllowance(enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ALLOWANCE_KEY,
    enabled,
    queryFn: () =>
      asMember(client, async () => {
        try {
          return await unwrap(api.GET('/api/member/allowance'));
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      }),
  });
}
