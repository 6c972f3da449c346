import { type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/client';
import { type MemberProfile } from '../portal-text';

/** Who is signed in (null: nobody), and a message for the sign-in form (a used link, an ended session). */
export interface PortalSession {
  member: MemberProfile | null;
  notice?: string;
}

export const SESSION_KEY = ['member-session'] as const;
/** Everything read for the signed-in member: dropped whenever the member changes. */
export const MEMBER_DATA_KEY = ['member-data'] as const;

/** A new session (perhaps another member's): nothing read for the one before may show. */
export function startSession(client: QueryClient, member: MemberProfile): PortalSession {
  client.removeQueries({ queryKey: MEMBER_DATA_KEY });
  return { member };
}

export function endSession(client: QueryClient, notice?: string): void {
  client.setQueryData<PortalSession>(SESSION_KEY, { member: null, notice });
  client.removeQueries({ queryKey: MEMBER_DATA_KEY });
}

/**
 * Runs a member API call; a 401 means the session has ended (expired, or signed out in another tab), so the portal
 * goes back to the sign-in form with the server's message instead of showing an error.
 */
export async function asMember<T>(client: QueryClient, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      client.setQueryData<PortalSession>(SESSION_KEY, { member: null, notice: error.message });
    }
    throw error;
  }
}

// The token of a sign-in link, taken out of the address as soon as the page reads it and kept here until the
// server has answered, so a retry after a dropped connection can still use it.
let pendingToken: string | undefined;

/**
 * The token of a sign-in link (`/member-portal#token=…`). It travels in the fragment, which browsers never send
 * to a server or in a Referer; it is removed from the address at once so it stays out of history and bookmarks.
 */
export function takeSignInToken(): string | undefined {
  const match = /^#token=([^&]+)/.exec(window.location.hash);
  if (match) {
    pendingToken = decodeURIComponent(match[1]);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return pendingToken;
}

export function forgetSignInToken(): void {
  pendingToken = undefined;
}
