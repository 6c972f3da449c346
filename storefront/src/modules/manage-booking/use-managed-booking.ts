import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, getJson, type ReadOf } from '../../api/api-error';

// The typed client (openapi-fetch) is for changing the booking: it loads with the first change, not with the page.
const typedClient = () => import('../../api/client');

const bookingKey = (token: string) => ['managed-booking', token] as const;

/** The booking a manage link opens (404 with the server's message when the link is wrong or has expired). */
export function useManagedBooking(token: string) {
  return useQuery({
    queryKey: bookingKey(token),
    queryFn: () => getJson<ReadOf<'/api/bookings/manage/{token}'>>(`/api/bookings/manage/${encodeURIComponent(token)}`),
  });
}

/**
 * Cancels through the manage link. The answer carries the booking as it now is (refund pending), which replaces
 * the cached one; a refusal (deadline passed, already cancelled, link expired) reloads it, as it has changed.
 */
export function useCancelBooking(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { api, unwrap } = await typedClient();
      return unwrap(api.POST('/api/bookings/manage/{token}/cancel', { params: { path: { token } } }));
    },
    onSuccess: (result) => client.setQueryData(bookingKey(token), result.booking),
  });
}

export function useReloadBooking(token: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: bookingKey(token) });
}

/**
 * Moves the booking through the manage link; the answer is the booking as it now is, which replaces the cached one.
 * A refusal for a reason that will not pass (the deadline, a link that expired) reloads it, as it has changed.
 */
export function useMoveBooking(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { date: string; time?: string }) => {
      const { api, unwrap } = await typedClient();
      return unwrap(api.POST('/api/bookings/manage/{token}/move', { params: { path: { token } }, body }));
    },
    onSuccess: (booking) => client.setQueryData(bookingKey(token), booking),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404)
        void client.invalidateQueries({ queryKey: bookingKey(token) });
    },
  });
}
