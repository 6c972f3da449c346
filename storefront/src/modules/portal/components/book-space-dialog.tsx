import {
  allowanceKindOfSpaceType,
  formatKes,
  formatSlotRange,
  HOURLY_SLOT_HOURS,
  MAX_DATES_PER_BOOKING,
  spacePriceText,
} from '@coworking/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { loadMpesaPanel } from '../../checkout/mpesa-panel-loader';
import { PayMethodFields } from '../../checkout/pay-method-fields';
import {
  DEFAULT_PAY_METHOD,
  type PayMethod,
  payMethodFields,
  payMethodSchema,
  suggestedMpesaPhone,
} from '../../checkout/pay-method-schema';
import { chargedAmountChangedText, promoCodeField, promoCodeLines, promoCodeRefusal } from '../../checkout/promo-code';
import { PromoCodeField } from '../../checkout/promo-code-field';
import { type StartedPayment } from '../../checkout/use-checkout-payment';
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
import { type PortalSession, SESSION_KEY } from '../hooks/member-session';
import { type MemberBookingStarted, useBookAsMember } from '../hooks/use-member-actions';
import { ALLOWANCE_KEY, BOOKINGS_KEY } from '../hooks/use-member-portal';
import { type MemberAllowance } from '../portal-text';

type Space = Schemas['SpaceDto'];

// The M-Pesa panel (countdown, polling, try again) loads when a prompt is first sent.
const MpesaPanel = lazy(loadMpesaPanel);

/** The paid part's M-Pesa prompt (sent, or not sent), as the checkout's panel follows it. */
function mpesaPromptOf(due: MemberBookingStarted): StartedPayment | undefined {
  if (due.paymentStatus !== 'pending' && due.paymentStatus !== 'failed') return undefined;
  return {
    isFree: false,
    amount: due.amountDue,
    reference: due.reference,
    accessCode: due.access_code,
    authorizationUrl: due.authorization_url,
    holdExpiresAt: due.holdExpiresAt,
    originalAmount: due.originalAmount,
    discount: due.discount,
    promoCode: null,
    status: due.paymentStatus,
    channel: 'mpesa',
    mpesaPhone: due.mpesaPhone,
    message: due.paymentMessage ?? '',
  };
}

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
  const client = useQueryClient();
  const payForm = useForm<PayMethod>({
    resolver: zodResolver(payMethodSchema),
    defaultValues: {
      ...DEFAULT_PAY_METHOD,
      mpesaPhone: suggestedMpesaPhone(client.getQueryData<PortalSession>(SESSION_KEY)?.member?.phone ?? ''),
    },
  });
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
  // An M-Pesa prompt asks for the server's amount on the phone, which the panel names: no page to leave for.
  const mpesaPrompt = due && mpesaPromptOf(due);
  // The hosted payment page charges the server's amount: when it is not the one shown, the dialog says so first.
  const amountChanged = due !== undefined && !mpesaPrompt && due.amountDue !== confirmedAmount;
  const leavingToPay = due !== undefined && !mpesaPrompt && !amountChanged;
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
    if (book.isPending || mpesaPrompt) return;
    // With something to pay, how it is paid is checked first (the M-Pesa number, when M-Pesa is chosen).
    if (offerPromoCode) return void payForm.handleSubmit((method) => bookSpace(method))();
    bookSpace(undefined);
  }

  function bookSpace(method: PayMethod | undefined) {
    if (method?.channel === 'mpesa') void loadMpesaPanel();
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
        ...(method ? paidWith(method) : { channel: 'card' as const }),
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
              {offerPromoCode && (
                <PayMethodFields
                  register={payForm.register}
                  errors={payForm.formState.errors}
                  disabled={busy || Boolean(mpesaPrompt)}
                  channel={payForm.watch('channel')}
                  payable
                  smsBox={false}
                />
              )}
              {toPay && <CancellationNotice billingCycle={space.billingCycle} />}
              <div role="alert">
                {problem && <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">{problem}</p>}
              </div>
              {mpesaPrompt ? null : due && amountChanged ? (
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
      {/* Outside the form above: the panel has its own (the number to try again with). */}
      {mpesaPrompt && (
        <div className="mt-5">
          <Suspense fallback={<p className="text-sm text-slate-600">Processing...</p>}>
            <MpesaPanel
              key={mpesaPrompt.reference}
              started={mpesaPrompt}
              onPaid={() => {
                void client.invalidateQueries({ queryKey: BOOKINGS_KEY });
                void client.invalidateQueries({ queryKey: ALLOWANCE_KEY });
                toast({ title: 'Booking confirmed', description: 'Your payment was received. Thank you!' });
                close(false);
              }}
              onPayByCard={(payment) => payment.authorizationUrl && window.location.assign(payment.authorizationUrl)}
            />
          </Suspense>
        </div>
      )}
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

/** The member booking body's payment fields: it has no SMS box (a member's SMS setting is in the portal). */
function paidWith(method: PayMethod): { channel: 'card' | 'mpesa'; mpesaPhone?: string } {
  const { channel, mpesaPhone } = payMethodFields(method);
  return mpesaPhone ? { channel, mpesaPhone } : { channel };
}
