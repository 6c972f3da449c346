import {
  allowanceKindOfSpaceType,
  formatKes,
  formatSlotRange,
  HOURLY_SLOT_HOURS,
  MAX_DATES_PER_BOOKING,
  spacePriceText,
} from '@coworking/domain';
import { type FormEvent, useState } from 'react';
import { messageOf, type Schemas } from '../../../api/client';
import { SITE } from '../../../app/site-config';
import { Button, buttonClasses } from '../../../ui/button';
import { formatVenueDate } from '../../../ui/format';
import { SelectField } from '../../../ui/form-field';
import { toast } from '../../../ui/toast';
import { toggleChoice } from '../../booking/booking-rules';
import { BookingCalendar } from '../../booking/components/booking-calendar';
import { TimeSlotGrid } from '../../booking/components/time-slot-grid';
import { CancellationNotice } from '../../checkout/cancellation-notice';
import { chargedAmountChangedText, promoCodeField, promoCodeLines, promoCodeRefusal } from '../../checkout/promo-code';
import { PromoCodeField } from '../../checkout/promo-code-field';
import { usePromoCode } from '../../checkout/use-promo-code';
import { ModalFrame } from '../../manage-booking/components/modal-frame';
import { type OnDemandDialogProps } from '../../manage-booking/components/on-demand-dialog';
import { useAvailability, useSpaces } from '../../spaces/use-spaces';
import {
  allowancePreview,
  allowancePreviewLines,
  bookedFromAllowanceText,
  slotsFreeOnEveryDate,
} from '../allowance-rules';
import { type MemberBookingStarted, useBookAsMember } from '../hooks/use-member-actions';
import { type MemberAllowance } from '../portal-text';

type Space = Schemas['SpaceDto'];

/** The spaces a member can book here: open ones that the allowance covers or that have a price to pay. */
function bookableSpaces(spaces: Space[] | undefined, allowance: MemberAllowance): Space[] {
  return (spaces ?? []).filter((space) => {
    if (!space.isAvailable) return false;
    const kind = space.billingCycle === 'monthly' ? null : allowanceKindOfSpaceType(space.type);
    const included = kind && (allowance[kind].unlimited || (allowance[kind].included ?? 0) > 0);
    return included || space.rate !== null;
  });
}

function spaceOptionText(space: Space, allowance: MemberAllowance): string {
  const kind = space.billingCycle === 'monthly' ? null : allowanceKindOfSpaceType(space.type);
  const included = kind && (allowance[kind].unlimited || (allowance[kind].included ?? 0) > 0);
  return `${space.name} · ${included ? 'in your plan' : spacePriceText(space.rate, space.billingCycle)}`;
}

/**
 * "Book a space" from the portal: a space, its dates (and slots for hourly spaces), then what the allowance covers,
 * what is left afterwards and what there is to pay, before the member confirms. What the allowance covers is
 * confirmed at once; the rest goes to the hosted payment page at the member price.
 */
export function BookSpaceDialog({
  open,
  onOpenChange,
  returnFocus,
  allowance,
}: OnDemandDialogProps & { allowance: MemberAllowance }) {
  const spaces = useSpaces();
  const book = useBookAsMember();
  const [spaceId, setSpaceId] = useState('');
  const [dates, setDates] = useState<string[]>([]);
  const [times, setTimes] = useState<string[]>([]);
  const [problem, setProblem] = useState<string>();
  /** KES the dialog showed as the price to pay when the member confirmed. */
  const [confirmedAmount, setConfirmedAmount] = useState(0);
  const options = bookableSpaces(spaces.data, allowance);
  const space = options.find((candidate) => candidate.id === spaceId);
  const hourly = space?.billingCycle === 'hourly';
  const availability = useAvailability(spaceId, dates, Boolean(open && hourly));
  const slots = slotsFreeOnEveryDate(
    dates,
    availability.map((result) => result.data?.timeSlots),
  );
  const checkingSlots = availability.some((result) => result.isPending);
  const slotsFailed = availability.some((result) => result.isError);
  const preview = space ? allowancePreview(allowance, space, { dates, times }) : null;
  const lines = preview && allowancePreviewLines(preview, allowance.memberDiscountPercent, formatVenueDate);
  const toPay = (preview?.chargedRows ?? 0) > 0;
  const promo = usePromoCode({ amount: preview?.chargedKes ?? 0, spaceId });
  const offerPromoCode = toPay && (preview?.chargedKes ?? 0) > 0;
  const due = book.isSuccess && book.data.amountDue > 0 ? book.data : undefined;
  // The hosted payment page charges the server's amount: when it is not the one shown, the dialog says so first.
  const amountChanged = due !== undefined && due.amountDue !== confirmedAmount;
  const leavingToPay = due !== undefined && !amountChanged;
  const busy = book.isPending || leavingToPay;

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      reset('');
      promo.remove();
    }
  }

  function reset(nextSpace: string) {
    setSpaceId(nextSpace);
    setDates([]);
    setTimes([]);
    setProblem(undefined);
    book.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    if (!space) return setProblem('Please choose a space.');
    if (dates.length === 0) return setProblem('Please choose a date.');
    if (hourly && times.length === 0) return setProblem('Please choose a time slot.');
    if (offerPromoCode && !promo.readyToPay()) return;
    const shown = toPay ? promo.total : 0;
    setConfirmedAmount(shown);
    book.mutate(
      {
        spaceId: space.id,
        dates,
        ...(hourly ? { times } : {}),
        ...promoCodeField(offerPromoCode ? promo.code : undefined),
        channel: 'card',
      },
      {
        onSuccess: (result) => {
          if (result.amountDue > 0) {
            if (result.amountDue === shown && result.authorization_url)
              window.location.assign(result.authorization_url);
            return;
          }
          toast({
            title: 'Booking confirmed',
            description: bookedFromAllowanceText(result.coveredDates, formatVenueDate),
          });
          close(false);
        },
        onError: (error) => {
          // A refused code is said at its field, and dropped: the price shown is the full one again.
          const refusal = promoCodeRefusal(error);
          if (refusal) return promo.refuse(refusal);
          setProblem(messageOf(error, 'Your booking could not be made. Please check your connection and try again.'));
        },
      },
    );
  }

  return (
    <ModalFrame
      open={open}
      onOpenChange={close}
      returnFocus={returnFocus}
      busy={busy}
      wide
      title="Book a space"
      description={`Your allowance covers desk days and meeting-room hours of this period; anything beyond it is at the member price. All times are ${SITE.timeZoneLabel}.`}
    >
      <form onSubmit={submit} noValidate aria-label="Book a space" className="mt-5 space-y-5">
        <SelectField
          label="Space"
          value={spaceId}
          onChange={(event) => reset(event.target.value)}
          disabled={busy || spaces.isPending}
          hint={spaces.isError ? 'The spaces could not be loaded. Close this and try again.' : undefined}
          required
        >
          <option value="">{spaces.isPending ? 'Loading spaces...' : 'Choose a space'}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {spaceOptionText(option, allowance)}
            </option>
          ))}
        </SelectField>
        {space && (
          <div className="grid gap-6 md:grid-cols-[auto_1fr]">
            <div>
              <h3 className="mb-2 text-sm font-semibold">
                {space.billingCycle === 'monthly'
                  ? 'Choose your start date'
                  : `Choose your dates (up to ${MAX_DATES_PER_BOOKING})`}
              </h3>
              <BookingCalendar
                label="Booking dates"
                kind={space.billingCycle}
                selected={dates}
                onPick={(date) => {
                  setDates((current) => toggleChoice(current, date, space.billingCycle !== 'monthly'));
                  setTimes([]);
                }}
              />
              <p className="mt-2 text-sm text-slate-600">
                {dates.length ? dates.map(formatVenueDate).join(', ') : 'No date chosen yet.'}
              </p>
            </div>
            <div className="space-y-4">
              {hourly && (
                <section aria-labelledby="portal-slots-heading">
                  <h3 id="portal-slots-heading" className="mb-2 text-sm font-semibold">
                    Time slots ({HOURLY_SLOT_HOURS} hours each)
                  </h3>
                  {dates.length === 0 ? (
                    <p className="text-sm text-slate-600">Pick a date to see the free times.</p>
                  ) : slotsFailed ? (
                    <p className="text-sm text-amber-800">
                      The free times could not be loaded. Please close this and try again.
                    </p>
                  ) : checkingSlots ? (
                    <p className="text-sm text-slate-600">Checking availability...</p>
                  ) : (
                    <TimeSlotGrid
                      slots={slots}
                      selected={times}
                      onToggle={(time) => setTimes((current) => toggleChoice(current, time, true))}
                    />
                  )}
                  {times.length > 0 && (
                    <p className="mt-2 text-sm text-slate-600">{times.map(formatSlotRange).join(', ')}</p>
                  )}
                </section>
              )}
              {lines && (
                <div className="rounded-xl bg-slate-50 p-4 text-sm" aria-live="polite">
                  <h3 className="font-semibold text-slate-900">Before you confirm</h3>
                  {dates.length === 0 || (hourly && times.length === 0) ? (
                    <p className="mt-2 text-slate-700">
                      Choose {dates.length === 0 ? 'a date' : 'a time slot'} to see what your allowance covers.
                    </p>
                  ) : (
                    <ul className="mt-2 space-y-1 text-slate-700">
                      {lines.covered && <li>{lines.covered}</li>}
                      {lines.charged && <li>{lines.charged}</li>}
                      {!lines.covered && !lines.charged && <li>Nothing to pay.</li>}
                      {lines.left && <li className="font-medium text-slate-900">{lines.left}</li>}
                    </ul>
                  )}
                </div>
              )}
              {offerPromoCode && <PromoCodeField promo={promo} disabled={busy || due !== undefined} />}
              {toPay && <CancellationNotice billingCycle={space.billingCycle} />}
              <div role="alert">
                {problem && <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">{problem}</p>}
              </div>
              {due && amountChanged ? (
                <ChangedAmount due={due} shownAmount={confirmedAmount} promoCode={promo.code} />
              ) : (
                <Button type="submit" className="w-full" disabled={busy}>
                  {book.isPending
                    ? 'Booking...'
                    : busy
                      ? 'Opening payment...'
                      : toPay
                        ? `Confirm and pay ${formatKes(promo.total)}`
                        : 'Confirm booking'}
                </Button>
              )}
            </div>
          </div>
        )}
      </form>
    </ModalFrame>
  );
}

/**
 * The booking is made and its paid part held, but the server asks for another amount than the dialog showed (a
 * promo code's terms or the allowance changed meanwhile): its figures are shown before the member goes on to pay.
 */
function ChangedAmount({
  due,
  shownAmount,
  promoCode,
}: {
  due: MemberBookingStarted;
  shownAmount: number;
  promoCode: string | undefined;
}) {
  const promo =
    promoCode && due.discount > 0 ? promoCodeLines({ ...due, code: promoCode, total: due.amountDue }) : undefined;
  return (
    <div role="status" className="space-y-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-medium">{chargedAmountChangedText(shownAmount, due.amountDue)}</p>
      {promo && (
        <p>
          <del>
            <span className="sr-only">Previously </span>
            {promo.originalPrice}
          </del>{' '}
          {promo.discountLabel} {promo.discountAmount}. Total {promo.total}.
        </p>
      )}
      {due.authorization_url && (
        <a href={due.authorization_url} className={buttonClasses('primary', 'md', 'w-full')}>
          Continue to payment
        </a>
      )}
    </div>
  );
}
