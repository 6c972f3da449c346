import { allowanceText, venueToday } from '@coworking/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, messageOf } from '../../../api/client';
import { Button, ButtonLink } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { formatVenueDate } from '../../../ui/format';
import { TextField } from '../../../ui/form-field';
import { PersonFields } from './person-fields';
import { Badge, Card, EmptyState } from '../../../ui/layout';
import { type Outcome, OutcomeNotice } from '../../../ui/outcome-notice';
import { QueryView } from '../../../ui/query-view';
import {
  guestBody,
  guestFieldErrors,
  type GuestInput,
  guestSchema,
  type GuestValues,
  EMPTY_GUEST,
} from '../guest-schema';
import { useCancelGuest, useGuests, useInviteGuest } from '../hooks/use-member-actions';
import { canCancelGuest, guestStatusText, invitedGuestText } from '../guest-text';
import { allowanceLastDay, type GuestPass, type MemberAllowance } from '../portal-text';
import { useMemberAllowance } from './allowance-card';

const STATUS_TONES = { invited: 'brand', 'checked-in': 'green', cancelled: 'slate' } as const;

/** Invite a guest on one of the period's guest passes, and the guests invited so far with their check-in codes. */
export function GuestsTab() {
  const allowance = useMemberAllowance();
  return (
    <div className="space-y-8">
      <section aria-labelledby="portal-invite-guest">
        <h2 id="portal-invite-guest" className="text-xl font-bold">
          Invite a guest
        </h2>
        <div className="mt-4">
          {allowance.isPending && allowance.fetchStatus === 'fetching' ? (
            <p role="status" className="text-slate-600">
              Loading your guest passes...
            </p>
          ) : allowance.data &&
            (allowance.data.guestPasses.unlimited || (allowance.data.guestPasses.included ?? 0) > 0) ? (
            <InviteGuestForm allowance={allowance.data} />
          ) : allowance.data ? (
            <Card className="max-w-2xl">
              <p className="text-slate-700">Your plan includes no guest passes. To bring a guest, contact our team.</p>
            </Card>
          ) : allowance.isError ? (
            <EmptyState title="Your guest passes could not be loaded">
              <p>Please check your connection and try again.</p>
              <Button variant="outline" className="mt-4" onClick={() => void allowance.refetch()}>
                Try Again
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="Guest passes come with a membership">
              <p>Members can bring guests on the guest passes their plan includes.</p>
              <ButtonLink to="/membership" className="mt-4">
                See Membership Plans
              </ButtonLink>
            </EmptyState>
          )}
        </div>
      </section>
      <GuestList />
    </div>
  );
}

function InviteGuestForm({ allowance }: { allowance: MemberAllowance }) {
  const invite = useInviteGuest();
  const [outcome, setOutcome] = useState<Outcome>();
  const range = useMemo(() => ({ first: venueToday(), last: allowanceLastDay(allowance) }), [allowance]);
  const resolver = useMemo(() => zodResolver(guestSchema(range)), [range]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<GuestInput, unknown, GuestValues>({ resolver, defaultValues: EMPTY_GUEST });

  function submit(values: GuestValues) {
    setOutcome(undefined);
    invite.mutate(guestBody(values), {
      onSuccess: (guest) => {
        reset(EMPTY_GUEST);
        setOutcome({ tone: 'success', message: invitedGuestText(guest, formatVenueDate) });
      },
      onError: (error) => {
        const fields = guestFieldErrors(error instanceof ApiError ? error.errors : undefined);
        fields.forEach(([field, message], index) => setError(field, { message }, { shouldFocus: index === 0 }));
        if (fields.length === 0)
          setOutcome({
            tone: 'error',
            message: messageOf(error, 'Your guest could not be invited. Please check your connection and try again.'),
          });
      },
    });
  }

  const busy = invite.isPending;
  const usable = allowance.usable;
  return (
    <Card className="max-w-2xl p-5 sm:p-6">
      <p className="font-semibold text-slate-900">{allowanceText('guestPasses', allowance.guestPasses)}</p>
      <p className="mt-1 text-sm text-slate-600">
        Your guest gets an e-mail with the day, our address, your name and a check-in code. Cancel before the day to get
        the pass back.
      </p>
      {!usable && allowance.message && (
        <p className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">{allowance.message}</p>
      )}
      <form onSubmit={handleSubmit(submit)} noValidate aria-label="Invite a guest" className="mt-5 space-y-5">
        <PersonFields
          register={register}
          errors={errors}
          busy={busy}
          labels={{
            firstName: "Guest's first name",
            lastName: "Guest's last name",
            email: "Guest's e-mail",
            phone: "Guest's phone (optional)",
          }}
          emailHint="The guest pass and check-in code go to this address."
        />
        <TextField
          label="Date of the visit"
          type="date"
          min={range.first}
          max={range.last}
          required
          error={errors.date?.message}
          disabled={busy}
          hint={`From today until ${formatVenueDate(range.last)}, the last day of this period.`}
          {...register('date')}
        />
        <OutcomeNotice outcome={outcome} size="card" />
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Inviting...' : 'Invite guest'}
        </Button>
      </form>
    </Card>
  );
}

function GuestList() {
  const guests = useGuests();
  return (
    <section aria-labelledby="portal-guests">
      <h2 id="portal-guests" className="text-xl font-bold">
        Your guests
      </h2>
      <div className="mt-4">
        <QueryView
          query={guests}
          loadingLabel="Loading your guests"
          errorTitle="Your guests could not be loaded"
          placeholders={1}
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-slate-600">No guests invited yet.</p>
            ) : (
              <ul className="space-y-4">
                {list.map((guest) => (
                  <li key={guest.id}>
                    <GuestRow guest={guest} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </div>
    </section>
  );
}

function GuestRow({ guest }: { guest: GuestPass }) {
  const cancel = useCancelGuest();
  const [outcome, setOutcome] = useState<Outcome>();
  const heading = useRef<HTMLHeadingElement>(null);
  // The Cancel visit button is gone once the dialog settles: focus moves to the guest it was about.
  useEffect(() => {
    if (outcome) heading.current?.focus();
  }, [outcome]);
  const name = `${guest.firstName} ${guest.lastName}`;
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 ref={heading} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
            {name}
          </h3>
          <p className="text-sm text-slate-600">
            {formatVenueDate(guest.date)} · <span className="wrap-anywhere">{guest.email}</span>
          </p>
          {guest.status !== 'cancelled' && (
            <p className="mt-1 text-sm text-slate-700">
              Check-in code{' '}
              <span className="font-mono font-semibold tracking-wider text-slate-900">{guest.checkInCode}</span>
            </p>
          )}
        </div>
        <Badge tone={STATUS_TONES[guest.status] ?? 'slate'}>
          <span className="sr-only">Status: </span>
          {guestStatusText(guest.status)}
        </Badge>
      </div>
      <OutcomeNotice outcome={outcome} size="card" />
      {canCancelGuest(guest, venueToday()) && (
        <div className="mt-4">
          <ConfirmDialog
            trigger={
              <Button variant="ghost" className="border border-slate-300" aria-label={`Cancel visit of ${name}`}>
                Cancel visit
              </Button>
            }
            title="Cancel this guest's visit?"
            description={`${name} will not be expected on ${formatVenueDate(guest.date)}, and the guest pass goes back to your allowance.`}
            cancelLabel="Keep the visit"
            confirmLabel="Yes, cancel visit"
            busyLabel="Cancelling..."
            busy={cancel.isPending}
            onConfirm={({ settle, fail }) =>
              cancel.mutate(guest.id, {
                onSuccess: () => {
                  settle();
                  setOutcome({ tone: 'success', message: `The visit of ${name} is cancelled; the pass is back.` });
                },
                onError: (error) => {
                  if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
                    settle();
                    setOutcome({ tone: 'error', message: error.message });
                    return;
                  }
                  fail(
                    messageOf(error, 'The visit could not be cancelled. Please check your connection and try again.'),
                  );
                },
              })
            }
          />
        </div>
      )}
    </Card>
  );
}
