import { type BillingCycle, formatSlotRange } from '@coworking/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { SITE } from '../../../app/site-config';
import { Button } from '../../../ui/button';
import { formatVenueDate } from '../../../ui/format';
import { SelectField } from '../../../ui/form-field';
import { BookingCalendar } from '../../booking/components/booking-calendar';
import { useAvailability } from '../../spaces/use-spaces';
import { type MoveTarget } from '../manage-booking-text';
import { moveSlotChoices } from '../move-slots';
import { ModalFrame } from './modal-frame';
import { type OnDemandDialogProps } from './on-demand-dialog';

export interface MoveBookingDialogProps {
  /** What is booked ("Boardroom (12 seats)"). */
  title: string;
  /** When it is now, in words ("Thu, 3 Dec 2026 · 10:00 AM – 12:00 PM"). */
  currentText: string;
  /** How the space is billed: an hourly booking asks for a new slot too. */
  billingCycle: BillingCycle;
  /** The space, when known: the free slots are then shown live; otherwise the day's slots and the server decides. */
  spaceId?: string | null;
  /** Until when it can be moved ('Fri 4 Dec 2026, 08:00 (Nairobi time)'), to say so. */
  deadlineText?: string | null;
  /** Moves the booking; resolves with what to announce, rejects with the server's refusal. */
  onMove(target: MoveTarget): Promise<string>;
  /** The move is done: the caller announces `message`. */
  onMoved(message: string): void;
  /** The caller moves focus itself after a move (the manage page, to its heading); otherwise it goes back to Move. */
  callerFocuses?: boolean;
}

/**
 * Move a booking to another date (and, for an hourly space, another slot) of the same space: same units, same price.
 * Shared by the manage page and the member portal. A refusal (taken slot, deadline passed) is shown in the dialog
 * in the server's words, so the customer can pick again.
 */
export function MoveBookingDialog({
  open,
  onOpenChange,
  returnFocus,
  title,
  currentText,
  billingCycle,
  spaceId,
  deadlineText,
  onMove,
  onMoved,
  callerFocuses = false,
}: MoveBookingDialogProps & OnDemandDialogProps) {
  const settled = useRef(false);
  useEffect(() => {
    if (open) settled.current = false;
  }, [open]);
  const hourly = billingCycle === 'hourly';
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [missing, setMissing] = useState<string>();
  const [availability] = useAvailability(spaceId ?? '', date ? [date] : [], Boolean(open && hourly && spaceId && date));
  const slots = date && hourly ? moveSlotChoices(date, availability?.data?.timeSlots) : [];

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setDate(undefined);
      setTime('');
      setFailure(undefined);
      setMissing(undefined);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (!date) return setMissing('Please choose the new date.');
    if (hourly && !time) return setMissing('Please choose the new time.');
    setMissing(undefined);
    setBusy(true);
    try {
      const message = await onMove(hourly ? { date, time } : { date });
      settled.current = callerFocuses;
      close(false);
      onMoved(message);
    } catch (error) {
      setFailure(messageOf(error, 'Your booking could not be moved. Please check your connection and try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalFrame
      open={open}
      onOpenChange={close}
      returnFocus={returnFocus}
      busy={busy}
      settled={settled}
      wide
      title="Move booking"
      description={
        <>
          {title}, now {currentText}. Choose a free {hourly ? 'date and time' : 'date'} of the same space; the price
          stays the same.{deadlineText && ` You can move it until ${deadlineText}.`}
        </>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Move booking" className="mt-5">
        <div className="grid gap-6 md:grid-cols-[auto_1fr]">
          <div>
            <h3 className="mb-2 text-sm font-semibold">New date</h3>
            <BookingCalendar
              label="New date"
              kind={billingCycle}
              selected={date ? [date] : []}
              onPick={(picked) => {
                setDate((current) => (current === picked ? undefined : picked));
                setTime('');
              }}
            />
            <p className="mt-2 text-sm text-slate-600" aria-live="polite">
              {date ? `New date: ${formatVenueDate(date)}` : 'No date chosen yet.'}
            </p>
          </div>
          <div className="space-y-4">
            {hourly && (
              <SelectField
                label="New time"
                value={time}
                onChange={(event) => setTime(event.target.value)}
                disabled={!date || busy}
                hint={date ? `2 hours, ${SITE.timeZoneLabel}.` : 'Choose the date first.'}
                required
              >
                <option value="">{date ? 'Choose a time' : 'No date chosen'}</option>
                {slots.map((slot) => (
                  <option key={slot.time} value={slot.time} disabled={!slot.available}>
                    {formatSlotRange(slot.time)}
                    {slot.available ? '' : ' (taken)'}
                  </option>
                ))}
              </SelectField>
            )}
            <div role="alert">
              {(missing || failure) && (
                <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">{missing ?? failure}</p>
              )}
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => close(false)} disabled={busy}>
                Keep current date
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? 'Moving...' : 'Move booking'}
              </Button>
            </div>
          </div>
        </div>
      </form>
    </ModalFrame>
  );
}
