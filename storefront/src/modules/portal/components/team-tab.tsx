import { formatMembershipDate, type MembershipStatus } from '@coworking/domain';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ApiError, messageOf } from '../../../api/client';
import { useSearchParams } from '../../../app/router';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { formatInstantDate } from '../../../ui/format';
import { Badge, Card, EmptyState } from '../../../ui/layout';
import { type Outcome, OutcomeNotice } from '../../../ui/outcome-notice';
import { QueryView } from '../../../ui/query-view';
import {
  useAssignSeat,
  useBuySeats,
  useKeepSeats,
  useMoveSeat,
  useTakeBackSeat,
  useVerifySeatPurchase,
} from '../hooks/use-team-actions';
import { useTeams } from '../hooks/use-member-portal';
import { membershipStatusTone } from '../portal-text';
import {
  freeSeats,
  holderName,
  moveSeatText,
  nextPeriodSeatsText,
  noFreeSeatText,
  pricePerSeatText,
  SEATS_ADDED_TEXT,
  SEATS_NOT_CONFIRMED_TEXT,
  seatGivenText,
  seatMovedText,
  seatPurchaseText,
  seatsAssignedText,
  seatsKeptText,
  seatsToAddAtMost,
  seatTakenBackText,
  takeBackText,
  type Team,
  TEAM_FULL_TEXT,
  TEAM_NOT_ACTIVE_TEXT,
  type TeamSeat,
  teamIsUsable,
  teamLastDay,
  teamNextChargeText,
  teamPeriodText,
} from '../team-text';
import { SeatCountForm, SeatHolderForm } from './team-forms';

/**
 * The team memberships the member pays for as their company's billing contact: each with its seats and who holds
 * them, and what the contact can do: give a seat, move it to someone else or take it back, choose how many seats the
 * next period keeps, and buy more for the rest of this one. Back from paying for seats, the payment is checked here.
 */
export function TeamTab() {
  const teams = useTeams();
  const paid = useSeatsPaidReturn();
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold">{teams.data?.length === 1 ? 'Your team' : 'Your teams'}</h2>
        <p className="mt-1 text-slate-600">
          You are the billing contact: give the seats to people, move them, and choose how many renew. Each person gets
          their own allowance and signs in with their own e-mail.
        </p>
      </div>
      <OutcomeNotice outcome={paid} size="page" />
      <QueryView
        query={teams}
        loadingLabel="Loading your teams"
        errorTitle="Your teams could not be loaded"
        placeholders={1}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No team memberships">
              <p>Team memberships your company pays for through you appear here.</p>
            </EmptyState>
          ) : (
            <ul className="space-y-6">
              {list.map((team) => (
                <li key={team.id}>
                  <TeamCard team={team} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}

/**
 * Coming back from paying for seats (`?seats-paid=<team>&reference=…`; Paystack adds the reference): the payment is
 * checked once, the teams read again, and the address cleaned.
 */
function useSeatsPaidReturn(): Outcome | undefined {
  const [params, setParams] = useSearchParams();
  const { mutate } = useVerifySeatPurchase();
  const [outcome, setOutcome] = useState<Outcome>();
  const handled = useRef(false);
  useEffect(() => {
    const teamId = params.get('seats-paid');
    const reference = params.get('reference') ?? params.get('trxref');
    if (handled.current || !teamId) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (!reference) return;
    mutate(
      { teamId, reference },
      {
        onSuccess: () => setOutcome({ tone: 'success', message: SEATS_ADDED_TEXT }),
        onError: () => setOutcome({ tone: 'error', message: SEATS_NOT_CONFIRMED_TEXT }),
      },
    );
  }, [params, setParams, mutate]);
  return outcome;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2.5">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function TeamCard({ team }: { team: Team }) {
  const headingId = useId();
  const usable = teamIsUsable(team);
  const period = teamPeriodText(team);
  const charge = teamNextChargeText(team);
  const nextPeriod = nextPeriodSeatsText(team);
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-600">Team membership</p>
            <h3 id={headingId} className="text-xl font-bold text-slate-900">
              {team.companyName}
            </h3>
            <p className="text-sm text-slate-600">
              {team.planName} · {pricePerSeatText(team)}
            </p>
          </div>
          <Badge tone={membershipStatusTone(team.status as MembershipStatus)}>
            <span className="sr-only">Status: </span>
            {team.statusLabel}
          </Badge>
        </div>
        <p className="mt-4 text-lg font-semibold text-slate-900">{seatsAssignedText(team)}</p>
        <dl className="mt-2 divide-y divide-slate-200">
          {period && <Row term="Current period">{period}</Row>}
          {charge && <Row term="Next charge">{charge}</Row>}
          {nextPeriod && <Row term="Seats from the next period">{nextPeriod}</Row>}
          {team.kraPin && <Row term="KRA PIN on receipts">{team.kraPin}</Row>}
          <Row term="Billing contact">
            <span className="wrap-anywhere">{team.billingContactEmail}</span>
          </Row>
        </dl>
        {!usable && <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{TEAM_NOT_ACTIVE_TEXT}</p>}
        <Holders team={team} usable={usable} />
        {usable && (
          <>
            <AssignSeat team={team} />
            <SeatsNextPeriod team={team} />
            <AddSeats team={team} />
          </>
        )}
      </section>
    </Card>
  );
}

const SECTION = 'mt-6 border-t border-slate-200 pt-5';
const SUBHEADING = 'font-semibold text-slate-900 outline-none';

/** Who holds a seat, each with Move to someone else and Take back. */
function Holders({ team, usable }: { team: Team; usable: boolean }) {
  const [outcome, setOutcome] = useState<Outcome>();
  const [moving, setMoving] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  // The holder acted on is gone from the list (or their form closed): focus moves to the list's heading.
  function settle(next: Outcome) {
    setMoving(undefined);
    setOutcome(next);
    heading.current?.focus();
  }
  return (
    <div className={SECTION}>
      <h4 ref={heading} tabIndex={-1} className={SUBHEADING}>
        People with a seat
      </h4>
      <OutcomeNotice outcome={outcome} size="card" />
      {team.holders.length === 0 ? (
        <p className="mt-2 text-slate-600">No one holds a seat yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {team.holders.map((holder) => (
            <li key={holder.id} className="p-4">
              <HolderRow
                team={team}
                holder={holder}
                usable={usable}
                moving={moving === holder.id}
                onMoving={(open) => {
                  setOutcome(undefined);
                  setMoving(open ? holder.id : undefined);
                }}
                onSettled={settle}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface HolderRowProps {
  team: Team;
  holder: TeamSeat;
  usable: boolean;
  moving: boolean;
  onMoving(open: boolean): void;
  onSettled(outcome: Outcome): void;
}

function HolderRow({ team, holder, usable, moving, onMoving, onSettled }: HolderRowProps) {
  const move = useMoveSeat(team.id);
  const takeBack = useTakeBackSeat(team.id);
  const formId = useId();
  const name = holderName(holder);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{name}</p>
          <p className="text-sm text-slate-600">
            <span className="wrap-anywhere">{holder.email}</span> · since {formatInstantDate(holder.assignedAt)}
          </p>
        </div>
        {usable && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-expanded={moving}
              aria-controls={moving ? formId : undefined}
              aria-label={`Move to someone else: ${name}'s seat`}
              onClick={() => onMoving(!moving)}
            >
              Move to someone else
            </Button>
            <ConfirmDialog
              trigger={
                <Button
                  variant="ghost"
                  size="sm"
                  className="border border-slate-300"
                  aria-label={`Take back ${name}'s seat`}
                >
                  Take back
                </Button>
              }
              title="Take back this seat?"
              description={takeBackText(holder)}
              cancelLabel="Keep it"
              confirmLabel="Yes, take it back"
              busyLabel="Taking back..."
              busy={takeBack.isPending}
              onConfirm={({ settle, fail }) =>
                takeBack.mutate(holder.id, {
                  onSuccess: () => {
                    settle();
                    onSettled({ tone: 'success', message: seatTakenBackText(holder) });
                  },
                  onError: (error) => {
                    if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
                      settle();
                      onSettled({ tone: 'error', message: error.message });
                      return;
                    }
                    fail(
                      messageOf(error, 'The seat could not be taken back. Please check your connection and try again.'),
                    );
                  },
                })
              }
            />
          </div>
        )}
      </div>
      {moving && (
        <div id={formId} className="mt-4 rounded-xl bg-slate-50 p-4">
          <p className="text-sm text-slate-700">{moveSeatText(holder)}</p>
          <SeatHolderForm
            label={`Move ${name}'s seat to someone else`}
            submitLabel="Move seat"
            busyLabel="Moving..."
            send={async (body) => {
              await move.mutateAsync({ seatId: holder.id, body });
              onSettled({ tone: 'success', message: seatMovedText(holder, body) });
            }}
            onFailure={(message) => onSettled({ tone: 'error', message })}
            onCancel={() => onMoving(false)}
          />
        </div>
      )}
    </>
  );
}

/** Give a free seat to a person (they are e-mailed a sign-in link), or say why none is free. */
function AssignSeat({ team }: { team: Team }) {
  const assign = useAssignSeat(team.id);
  const [outcome, setOutcome] = useState<Outcome>();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={SECTION}>
      <h4 id={headingId} className={SUBHEADING}>
        Assign a seat
      </h4>
      <OutcomeNotice outcome={outcome} size="card" />
      {freeSeats(team) > 0 ? (
        <SeatHolderForm
          label={`Assign a seat of ${team.companyName}`}
          submitLabel="Assign seat"
          busyLabel="Assigning..."
          send={async (body) => {
            setOutcome(undefined);
            await assign.mutateAsync(body);
            setOutcome({ tone: 'success', message: seatGivenText(body) });
          }}
          onFailure={(message) => setOutcome({ tone: 'error', message })}
        />
      ) : (
        <p className="mt-2 text-slate-600">{noFreeSeatText(team)}</p>
      )}
    </section>
  );
}

/** How many seats renew from the next period (fewer costs less then; the paid ones last to this period's end). */
function SeatsNextPeriod({ team }: { team: Team }) {
  const keep = useKeepSeats(team.id);
  const [outcome, setOutcome] = useState<Outcome>();
  const headingId = useId();
  const last = teamLastDay(team);
  if (!team.currentPeriodEnd || !last) return null;
  const from = formatMembershipDate(team.currentPeriodEnd);
  return (
    <section aria-labelledby={headingId} className={SECTION}>
      <h4 id={headingId} className={SUBHEADING}>
        Seats from the next period
      </h4>
      <p className="mt-1 text-sm text-slate-600">
        Fewer seats cost less from {from}; the seats paid for now last until {formatMembershipDate(last)}. Free the
        seats you remove first. Setting it back to {team.seats} undoes a removal.
      </p>
      <OutcomeNotice outcome={outcome} size="card" />
      <SeatCountForm
        key={`${team.seats}-${team.seatsNextPeriod}`}
        label={`Seats of ${team.companyName} from the next period`}
        fieldLabel={`Seats from ${from}`}
        hint={`From 1 to ${team.seats}, the seats paid for now.`}
        defaultSeats={team.seatsNextPeriod ?? team.seats}
        most={team.seats}
        tooMany={`At most ${team.seats}: the seats paid for now. To have more, add seats below.`}
        submitLabel="Save"
        busyLabel="Saving..."
        send={async (seats) => {
          setOutcome(undefined);
          setOutcome({ tone: 'success', message: seatsKeptText(await keep.mutateAsync(seats)) });
        }}
        onFailure={(message) => setOutcome({ tone: 'error', message })}
      />
    </section>
  );
}

/** More seats now: the server prices the rest of the period; the hosted payment page takes the payment. */
function AddSeats({ team }: { team: Team }) {
  const buy = useBuySeats(team.id);
  const [outcome, setOutcome] = useState<Outcome>();
  const headingId = useId();
  const most = seatsToAddAtMost(team);
  return (
    <section aria-labelledby={headingId} className={SECTION}>
      <h4 id={headingId} className={SUBHEADING}>
        Add seats now
      </h4>
      <p className="mt-1 text-sm text-slate-600">
        You pay {pricePerSeatText(team)} only for the days left of this period, then they renew with the team.
      </p>
      <OutcomeNotice outcome={outcome} size="card" />
      {most > 0 ? (
        <SeatCountForm
          label={`Add seats to ${team.companyName}`}
          fieldLabel="Seats to add"
          hint={`Up to ${most}. The price for the rest of this period is shown before you pay.`}
          defaultSeats={1}
          most={most}
          tooMany={`A team holds at most 50 seats: up to ${most} more.`}
          submitLabel="Pay for the seats"
          busyLabel="Opening payment..."
          send={async (seats) => {
            setOutcome(undefined);
            const started = await buy.mutateAsync(seats);
            const url = started.data.authorization_url;
            if (!url) throw new Error('No payment page');
            setOutcome({
              tone: 'success',
              message: `${seatPurchaseText(started.amount)}. Opening the secure payment page...`,
            });
            window.location.assign(url);
          }}
          onFailure={(message) => setOutcome({ tone: 'error', message })}
        />
      ) : (
        <p className="mt-2 text-slate-600">{TEAM_FULL_TEXT}</p>
      )}
    </section>
  );
}
