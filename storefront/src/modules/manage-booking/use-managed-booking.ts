import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '../../api/client';

const bookingKey = (token: string) => ['managed-booking', token] as const;

/** The booking a manage link opens (404 with the server's message when the link is wrong or has expired). */
export function useManagedBooking(token: string) {
  return useQuery({
    queryKey: bookingKey(token),
    queryFn: () => unwrap(api.GET('/api/bookings/manage/{token}', { params: { path: { token } } })),
  });
}

/**
 * Cancels through the manage link. The answer carries the booking as it now is (refund pending), which replaces
 * the cached one; a refusal (deadline passed, already cancelled, link expired) reloads it, as it has changed.
 */
export function useCancelBooking(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/bookings/manage/{token}/cancel', { params: { path: { token } } })),
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
    mutationFn: (body: { date: string; time?: string }) =>
      unwrap(api.POST('/api/bookings/manage/{token}/move', { params: { path: { token } }, body })),
    onSuccess: (booking) => client.setQueryData(bookingKey(token), booking),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404)
        void client.invalidateQueries({ queryKey: bookingKey(token) });
    },
  });
}
