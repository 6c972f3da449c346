import { formatKes, formatSlotRange, HOURLY_SLOT_HOURS, spacePriceText } from '@coworking/domain';
import { lazy, Suspense, useState } from 'react';
import { SITE } from '../../app/site-config';
import { Button } from '../../ui/button';
import { formatVenueDate } from '../../ui/format';
import { CancellationNotice } from '../checkout/cancellation-notice';
import { CheckoutDialog } from '../checkout/checkout-dialog';
import { type CompanyReceipt } from '../checkout/company-receipt-schema';
import { ContactDetailsForm } from '../checkout/contact-details-form';
import { type ContactDetails } from '../checkout/contact-details-schema';
import { type PayMethod } from '../checkout/pay-method-schema';
import { promoCodeLines } from '../checkout/promo-code';
import { usePromoCode } from '../checkout/use-promo-code';
import { useAvailability } from '../spaces/use-spaces';
import { FullDaysOffer } from '../waitlist/full-days-offer';
import { type WaitlistTarget } from '../waitlist/waitlist-request';
import { fullDays, toggleWaitlistTarget, waitlistSlotTimes } from '../waitlist/waitlist-rules';
import { FALLBACK_SLOTS, isPastSlot, slotAvailabilityAnnouncement, type SlotView, toggleChoice } from './booking-rules';
import { type BookableSpace, canContinue, checkoutBookingData, selectionTotal } from './booking-selection';
import { BookingCalendar } from './components/booking-calendar';
import { SpaceCheckoutStatus } from './components/space-checkout-status';
import { TimeSlotGrid } from './components/time-slot-grid';

// The waitlist form loads when a visitor first presses a full slot or day: most bookings never need it.
const WaitlistForm = lazy(() => import('../waitlist/waitlist-form'));

interface BookingDialogProps {
  space: BookableSpace;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** A slot is free only if it is free on every chosen date and has not started yet. */
function combinedSlots(
  dates: string[],
  perDate: Array<{ data?: { timeSlots: SlotView[] }; isError: boolean }>,
): { slots: SlotView[]; fallback: boolean } {
  if (perDate.some((result) => result.isError))
    return {
      slots: FALLBACK_SLOTS.map((slot) => ({
        ...slot,
        available: slot.available && dates.every((date) => !isPastSlot(date, slot.time)),
      })),
      fallback: true,
    };
  const lists = perDate.map((result) => result.data?.timeSlots ?? []);
  if (lists.length === 0 || lists.some((list) => list.length === 0)) return { slots: [], fallback: false };
  const slots = lists[0].map((slot) => {
    const same = lists.map((list) => list.find((other) => other.time === slot.time));
    const available = same.every((other) => other?.available) && dates.every((date) => !isPastSlot(date, slot.time));
    const free = Math.min(...same.map((other) => other?.availableInstances ?? 0));
    return { time: slot.time, available, availableInstances: free, totalInstances: slot.totalInstances };
  });
  return { slots, fallback: false };
}

export default function BookingDialog({ space, open, onOpenChange }: BookingDialogProps) {
  const mode = space.billingCycle;
  const [dates, setDates] = useState<string[]>([]);
  const [times, setTimes] = useState<string[]>([]);
  const [step, setStep] = useState<'choose' | 'details' | 'checkout'>('choose');
  const [details, setDetails] = useState<ContactDetails>();
  const [receipt, setReceipt] = useState<CompanyReceipt>();
  const [payMethod, setPayMethod] = useState<PayMethod>();
  const [waitlist, setWaitlist] = useState<WaitlistTarget>();
  // Daily spaces read it too: a booked-out day is offered its waitlist instead of failing at checkout.
  const availability = useAvailability(space.id, dates, open && mode !== 'monthly' && step === 'choose');
  const { slots, fallback } = combinedSlots(dates, availability);
  const waitlistTimes = mode === 'hourly' ? waitlistSlotTimes(dates, slots) : [];
  const bookedOutDays = mode === 'daily' ? fullDays(dates, availability) : [];
  const loadingSlots = availability.some((result) => result.isPending);
  const total = selectionTotal(space, { dates, times });
  const promo = usePromoCode({ amount: total, spaceId: space.id });
  const promoLines = promo.applied && promoCodeLines(promo.applied);

  function close(next: boolean) {
    onOpenChange(next);
    // Closing clears the choice (spec section 4); a finished checkout starts afresh next time.
    if (!next) {
      setDates([]);
      setTimes([]);
      setWaitlist(undefined);
      setStep('choose');
      setDetails(undefined);
      setReceipt(undefined);
      setPayMethod(undefined);
      promo.remove();
    }
  }

  function pickTime(time: string) {
    const date = dates.find((chosen) => isPastSlot(chosen, time));
    if (date) return console.error('Cannot book past times when today is selected');
    setTimes((current) => toggleChoice(current, time, true));
  }

  const summary = (
    <div className="rounded-xl bg-slate-50 p-4 text-sm" aria-live="polite">
      <h3 className="font-semibold text-slate-900">Booking summary</h3>
      <dl className="mt-2 space-y-1 text-slate-700">
        <div className="flex justify-between gap-4">
          <dt>Space</dt>
          <dd className="text-right font-medium">{space.name}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{dates.length === 1 ? 'Date' : 'Dates'}</dt>
          <dd className="text-right">{dates.length ? dates.map(formatVenueDate).join(', ') : 'None chosen'}</dd>
        </div>
        {mode === 'hourly' && (
          <div className="flex justify-between gap-4">
            <dt>Times ({SITE.timeZoneLabel})</dt>
            <dd className="text-right">{times.length ? times.map(formatSlotRange).join(', ') : 'None chosen'}</dd>
          </div>
        )}
        {promoLines && (
          <div className="flex justify-between gap-4">
            <dt>{promoLines.discountLabel}</dt>
            <dd className="text-right">{promoLines.discountAmount}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
          <dt>Total</dt>
          <dd className="text-right">
            {promoLines && (
              <>
                <del className="font-normal text-slate-500">
                  <span className="sr-only">Previously </span>
                  {promoLines.originalPrice}
                </del>{' '}
              </>
            )}
            <span data-testid="booking-total">{formatKes(promo.total)}</span>
          </dd>
        </div>
      </dl>
    </div>
  );

  return (
    <CheckoutDialog
      open={open}
      onOpenChange={close}
      paying={step === 'checkout'}
      title={step === 'choose' ? `Book ${space.name}` : 'Complete Your Booking'}
      description={`${spacePriceText(space.rate, space.billingCycle)} · all times are ${SITE.timeZoneLabel}`}
    >
      {step === 'choose' && (
        <div className="mt-5 grid gap-6 md:grid-cols-[auto_1fr]">
          <div>
            <h3 className="mb-2 text-sm font-semibold">
              {mode === 'monthly'
                ? 'Choose a start date'
                : mode === 'hourly'
                  ? 'Choose one or more dates'
                  : 'Choose your days'}
            </h3>
            <BookingCalendar
              label="Booking dates"
              kind={mode}
              selected={dates}
              onPick={(date) => {
                setDates((current) => toggleChoice(current, date, mode !== 'monthly'));
                // The form was for a slot or day of the dates chosen until now.
                setWaitlist(undefined);
              }}
            />
          </div>
          <div className="space-y-4">
            {mode === 'hourly' ? (
              <section aria-labelledby="slots-heading">
                <h3 id="slots-heading" className="mb-2 text-sm font-semibold">
                  Time slots ({HOURLY_SLOT_HOURS} hours each, {SITE.timeZoneLabel})
                </h3>
                {/* Always in the page, so the change from "Checking…" to what is free is announced. */}
                <p role="status" className="sr-only">
                  {slotAvailabilityAnnouncement(dates.length, slots, { loading: loadingSlots, fallback })}
                </p>
                {dates.length === 0 ? (
                  <p className="text-sm text-slate-600">Pick a date to see the free times.</p>
                ) : loadingSlots && !fallback ? (
                  <p className="text-sm text-slate-600">Checking availability...</p>
                ) : (
                  <>
                    {fallback && (
                      <p className="mb-2 text-sm text-amber-800">
                        Live availability could not be loaded; some of these times may already be taken.
                      </p>
                    )}
                    <TimeSlotGrid
                      slots={slots}
                      selected={times}
                      onToggle={pickTime}
                      waitlistTimes={waitlistTimes}
                      waitlistOpenFor={waitlist?.time}
                      onJoinWaitlist={(time) =>
                        setWaitlist((current) => toggleWaitlistTarget(current, { date: dates[0], time }))
                      }
                    />
                  </>
                )}
              </section>
            ) : (
              <section className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900">
                <h3 className="font-semibold">{mode === 'daily' ? 'Daily access' : 'Monthly access'}</h3>
                <p className="mt-1">
                  {mode === 'daily'
                    ? `Each day you choose gives you access from 9:00 AM to 5:00 PM (${SITE.timeZoneLabel}).`
                    : 'Your membership of this space runs for one month from the start date you choose.'}
                </p>
              </section>
            )}
            {mode === 'daily' && (
              <FullDaysOffer
                days={bookedOutDays}
                chosenDates={dates.length}
                openFor={waitlist?.date}
                onJoin={(date) => setWaitlist((current) => toggleWaitlistTarget(current, { date }))}
              />
            )}
            {waitlist && (
              <Suspense fallback={<p className="text-sm text-slate-600">Loading the waitlist form...</p>}>
                <WaitlistForm space={space} target={waitlist} />
              </Suspense>
            )}
            {summary}
            <CancellationNotice billingCycle={mode} />
            <Button
              className="w-full"
              disabled={!canContinue(mode, { dates, times }) || bookedOutDays.length > 0}
              onClick={() => setStep('details')}
            >
              Continue
            </Button>
          </div>
        </div>
      )}

      {step === 'details' && (
        <div className="mt-5 grid gap-6 md:grid-cols-[1fr_18rem]">
          <ContactDetailsForm
            submitLabel="Continue to Payment"
            busyLabel="Processing..."
            busy={false}
            notice={<CancellationNotice billingCycle={mode} />}
            promo={total > 0 ? promo : undefined}
            payable={promo.total > 0}
            sent={details && receipt && { details, receipt, payMethod }}
            onBack={() => setStep('choose')}
            onSubmit={(values, company, method) => {
              setDetails(values);
              setReceipt(company);
              setPayMethod(method);
              setStep('checkout');
            }}
          />
          {summary}
        </div>
      )}

      {step === 'checkout' && details && receipt && payMethod && (
        <div className="mt-5">
          <SpaceCheckoutStatus
            spaceName={space.name}
            bookingData={checkoutBookingData(space, { dates, times })}
            details={details}
            receipt={receipt}
            payMethod={payMethod}
            promoCode={promo.code}
            shownAmount={promo.total}
            onPromoCodeRefused={(message) => {
              promo.refuse(message);
              setStep('details');
            }}
            onDone={() => close(false)}
          />
        </div>
      )}
    </CheckoutDialog>
  );
}
