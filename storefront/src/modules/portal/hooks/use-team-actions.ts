import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '../../../api/client';
import { type SeatHolderBody } from '../team-schema';
import { type Team } from '../team-text';
import { asMember } from './member-session';
import { MEMBERSHIPS_KEY, TEAMS_KEY } from './use-member-portal';

// What a company's billing contact does with its team's seats, apart from use-member-portal.ts: only the Team tab,
// which loads on first use, needs these.

/** The team as the server answered it replaces the cached one. */
function replaceTeam(client: QueryClient, updated: Team) {
  client.setQueryData<Team[]>(TEAMS_KEY, (list) => list?.map((team) => (team.id === updated.id ? updated : team)));
}

/** A refusal because the team changed meanwhile (409: a seat went, it stopped; 404: gone) reloads the teams. */
function reloadAfterConflict(client: QueryClient, error: unknown) {
  if (error instanceof ApiError && (error.status === 409 || error.status === 404))
    void client.invalidateQueries({ queryKey: TEAMS_KEY });
}

/** The seats renewing changed, so does the next charge on the team's membership card. */
function reloadTeamsAndMemberships(client: QueryClient) {
  void client.invalidateQueries({ queryKey: TEAMS_KEY });
  void client.invalidateQueries({ queryKey: MEMBERSHIPS_KEY });
}

/** Gives a free seat to a person, who is e-mailed a sign-in link. */
export function useAssignSeat(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SeatHolderBody) =>
      asMember(client, () =>
        unwrap(api.POST('/api/member/teams/{id}/seats', { params: { path: { id: teamId } }, body })),
      ),
    onSuccess: (team) => replaceTeam(client, team),
    onError: (error) => reloadAfterConflict(client, error),
  });
}

/** Moves a seat to another person: its holder loses access at once, the new one is e-mailed a sign-in link. */
export function useMoveSeat(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ seatId, body }: { seatId: string; body: SeatHolderBody }) =>
      asMember(client, () =>
        unwrap(api.PUT('/api/member/teams/{id}/seats/{seatId}', { params: { path: { id: teamId, seatId } }, body })),
      ),
    onSuccess: (team) => replaceTeam(client, team),
    onError: (error) => reloadAfterConflict(client, error),
  });
}

/** Takes a seat back: its holder loses access at once; the seat stays paid for, free to give. */
export function useTakeBackSeat(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seatId: string) =>
      asMember(client, () =>
        unwrap(api.DELETE('/api/member/teams/{id}/seats/{seatId}', { params: { path: { id: teamId, seatId } } })),
      ),
    onSuccess: (team) => replaceTeam(client, team),
    onError: (error) => reloadAfterConflict(client, error),
  });
}

/** How many seats renew from the next period on (the current number undoes a removal). */
export function useKeepSeats(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seats: number) =>
      asMember(client, () =>
        unwrap(
          api.PUT('/api/member/teams/{id}/seats-next-period', { params: { path: { id: teamId } }, body: { seats } }),
        ),
      ),
    onSuccess: (team) => {
      replaceTeam(client, team);
      void client.invalidateQueries({ queryKey: MEMBERSHIPS_KEY });
    },
    onError: (error) => reloadAfterConflict(client, error),
  });
}

/**
 * Starts paying for more seats for the rest of the period: the answer carries the server's amount and the hosted
 * payment page, which comes back to `/member-portal?seats-paid=<team>&reference=…`.
 */
export function useBuySeats(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seats: number) =>
      asMember(client, () =>
        unwrap(
          api.POST('/api/member/teams/{id}/seat-purchases', { params: { path: { id: teamId } }, body: { seats } }),
        ),
      ),
    onError: (error) => reloadAfterConflict(client, error),
  });
}

/** Back from the payment page: the payment for seats is checked (and the seats added, once); the teams read again. */
export function useVerifySeatPurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ teamId, reference }: { teamId: string; reference: string }) => {
      const verified = await unwrap(
        api.POST('/api/payments/subscription/verify', { body: { planBookingId: teamId, reference } }),
      );
      if (!verified.success) throw new Error(verified.message);
    },
    onSettled: () => reloadTeamsAndMemberships(client),
  });
}
