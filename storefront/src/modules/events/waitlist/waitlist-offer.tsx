import { CalendarCheck, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { OutcomeNotice } from '../../../ui/outcome-notice';
import { acceptRefusal, addressWithoutOffer, OFFER_ENDED, readWaitlistOffer } from './event-waitlist';
import { useAcceptWaitlistOffer } from './use-event-waitlist';

/** Puts the address back without the offer in it (history.replaceState: no new entry, the page stays). */
function forgetOfferInAddress(): void {
  window.history.replaceState(window.history.state, '', addressWithoutOffer(window.location));
}

/**
 * What an e-mailed waitlist offer's link led to, loaded only then (WaitlistOfferGate): the dialog that confirms the
 * held seat, or the notice that the offer has ended.
 */
export default function WaitlistOffer() {
  const [landing] = useState(() => readWaitlistOffer(window.location.hash, window.location.search));
  useEffect(() => {
    // The token is the whole credential: out of the address at once, so it stays out of history and bookmarks.
    if (landing?.kind === 'offer') forgetOfferInAddress();
  }, [landing]);
  if (landing?.kind === 'offer') return <SeatOfferDialog token={landing.token} />;
  if (landing?.kind === 'ended') return <OfferEndedNotice />;
  return null;
}

/** The offer has ended (the link was followed too late, or again): said above the list until dismissed. */
function OfferEndedNotice() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className="mb-6 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
      <p className="flex-1 font-medium">{OFFER_ENDED} You can still join the waitlist of any full event.</p>
      <button
        type="button"
        className="rounded-lg p-1 hover:bg-amber-100"
        aria-label="Dismiss"
        onClick={() => {
          forgetOfferInAddress();
          setDismissed(true);
        }}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

/**
 * "A seat is held for you": one press confirms it (a mail scanner following the link confirms nothing). The answer
 * stays in the dialog: the confirmation as a status, a refusal as an alert; an ended offer cannot be tried again.
 */
function SeatOfferDialog({ token }: { token: string }) {
  const [open, setOpen] = useState(true);
  const accepting = useAcceptWaitlistOffer(token);
  const refusal = accepting.isError ? acceptRefusal(accepting.error) : undefined;
  const settled = accepting.isSuccess || refusal?.ended === true;
  // The confirm button goes once there is nothing left to confirm: focus moves to the one that closes the dialog.
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (settled) close.current?.focus();
  }, [settled]);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !accepting.isPending && setOpen(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(32rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7">
          <Dialog.Title className="text-xl font-bold">A seat is held for you</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            A seat freed up at an event you are on the waitlist for, and it is held for you until the time in your
            e-mail. Confirm it to take it; otherwise it goes to the next person in line.
          </Dialog.Description>
          <OutcomeNotice
            size="card"
            outcome={
              accepting.isSuccess
                ? { tone: 'success', message: accepting.data.message }
                : refusal
                  ? { tone: 'error', message: refusal.message }
                  : undefined
            }
          />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild ref={close}>
              <Button variant={settled ? 'primary' : 'ghost'} disabled={accepting.isPending}>
                {settled ? 'Done' : 'Not now'}
              </Button>
            </Dialog.Close>
            {!settled && (
              <Button onClick={() => accepting.mutate()} disabled={accepting.isPending}>
                <CalendarCheck aria-hidden="true" className="size-5" />{' '}
                {accepting.isPending ? 'Confirming...' : 'Confirm my seat'}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
