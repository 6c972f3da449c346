import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas, unwrap } from '../../../api/client';
import { type GuestPass } from '../portal-text';
import { asMember, MEMBER_DATA_KEY } from './member-session';
import { ALLOWANCE_KEY, BOOKINGS_KEY } from './use-member-portal';

// What a member does with their membership (book, move, invite, the calendar feed), apart from use-member-portal.ts:
// only the dialogs and tabs that load on first use need these, so the portal's first paint does not carry them.

const GUESTS_KEY = [...MEMBER_DATA_KEY, 'guests'] as const;
const CALENDAR_FEED_KEY = [...MEMBER_DATA_KEY, 'calendar-feed'] as const;

/** What the member booked or used changed: the bookings and the allowance are read again. */
function refreshBookingsAndAllowance(client: QueryClient) {
  void client.invalidateQueries({ queryKey: BOOKINGS_KEY });
  void client.invalidateQueries({ queryKey: ALLOWANCE_KEY });
}

export type MemberBookingBody = {
  spaceId: string;
  dates: string[];
  times?: string[];
  notes?: string;
  promoCode?: string;
  /** How the part beyond the allowance is paid: Paystack's checkout, or an M-Pesa prompt on `mpesaPhone`. */
  channel: 'card' | 'mpesa';
  mpesaPhone?: string;
};

/** The member booking's answer: what the allowance covered, and what is left to pay with any promo code's figures. */
export type MemberBookingStarted = Schemas['MemberBookingStartedDto'];

/**
 * Books from the portal: the part the allowance covers is confirmed at once; for the rest (`amountDue` > 0) the
 * caller sends the page to the hosted payment page, which comes back to the checkout's completion page.
 */
export function useBookAsMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberBookingBody) => asMember(client, () => unwrap(api.POST('/api/member/bookings', { body }))),
    onSuccess: () => refreshBookingsAndAllowance(client),
    // A refusal (the last desk day went meanwhile, a slot was taken) may mean the allowance changed.
    onError: () => void client.invalidateQueries({ queryKey: ALLOWANCE_KEY }),
  });
}

/** Moves one of the member's bookings to another date (and slot); the answer is the booking as it now is. */
export function useMoveMemberBooking(bookingGroupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { date: string; time?: string }) =>
      asMember(client, () =>
        unwrap(api.POST('/api/member/bookings/{bookingGroupId}/move', { params: { path: { bookingGroupId } }, body })),
      ),
    onSuccess: () => refreshBookingsAndAllowance(client),
  });
}

export function useGuests() {
  const client = useQueryClient();
  return useQuery({
    queryKey: GUESTS_KEY,
    queryFn: () => asMember(client, () => unwrap(api.GET('/api/member/guests'))),
  });
}

export type GuestBody = { firstName: string; lastName: string; email: string; phone?: string; date: string };

/** Invites a guest (one guest pass); the list and the passes left are read again. */
export function useInviteGuest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestBody) => asMember(client, () => unwrap(api.POST('/api/member/guests', { body }))),
    onSuccess: (guest) => {
      client.setQueryData<GuestPass[]>(GUESTS_KEY, (list) => list && [guest, ...list]);
      void client.invalidateQueries({ queryKey: GUESTS_KEY });
      void client.invalidateQueries({ queryKey: ALLOWANCE_KEY });
    },
  });
}

/** Cancels a guest's visit before the day, which gives the pass back. */
export function useCancelGuest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      asMember(client, () => unwrap(api.POST('/api/member/guests/{id}/cancel', { params: { path: { id } } }))),
    onSuccess: (updated) => {
      client.setQueryData<GuestPass[]>(GUESTS_KEY, (list) =>
        list?.map((guest) => (guest.id === updated.id ? updated : guest)),
      );
      void client.invalidateQueries({ queryKey: ALLOWANCE_KEY });
    },
    // 409: the day has come (or it was cancelled elsewhere): show the list as it now is.
    onError: () => void client.invalidateQueries({ queryKey: GUESTS_KEY }),
  });
}

/** The member's private calendar feed address. */
export function useCalendarFeed() {
  const client = useQueryClient();
  return useQuery({
    queryKey: CALENDAR_FEED_KEY,
    queryFn: () => asMember(client, () => unwrap(api.GET('/api/member/calendar-feed'))),
  });
}

/** A new feed address; the old one stops working at once. */
export function useNewCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => asMember(client, () => unwrap(api.POST('/api/member/calendar-feed'))),
    onSuccess: (feed) => client.setQueryData(CALENDAR_FEED_KEY, feed),
  });
}
