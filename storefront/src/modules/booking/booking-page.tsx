import { ALL_DAY_ACCESS, durationFor, formatSlotTime, MONTHLY_ACCESS } from '@coworking/domain';
import { CheckCircle2 } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { api, messageOf, unwrap } from '../../api/client';
import { PROOF_OF_WORK_HEADER, useProofOfWork } from '../../api/proof-of-work';
import { SITE } from '../../app/site-config';
import { formatVenueDate } from '../../ui/format';
import { Card, PageHero, Section } from '../../ui/layout';
import { loadOnUse } from '../../ui/load-on-use';
import { toast } from '../../ui/toast';
import { CancellationNotice } from '../checkout/cancellation-notice';
import { type CompanyReceipt } from '../checkout/company-receipt-schema';
import { type PayMethod } from '../checkout/pay-method-schema';
import { type PromoCode } from '../checkout/use-promo-code';
import { SpacesPreload } from '../spaces/spaces-preload';
import { useSpaces } from '../spaces/use-spaces';
import { toggleChoice } from './booking-rules';
import { type BookingPageForm } from './booking-page-schema';
import { BookingTypePicker, TOUR } from './components/booking-type-picker';

// The calendar (react-day-picker, date-fns) and the form (react-hook-form, zod) are in the prerendered page, but their
// code loads when the visitor first reaches for them; checkout loads once the form is sent.
const BookingCalendar = loadOnUse(async () => (await import('./components/booking-calendar')).BookingCalendar);
const BookingForm = loadOnUse(async () => (await import('./components/booking-form')).BookingForm);
const PagePayment = lazy(async () => ({ default: (await import('./components/page-payment')).PagePayment }));

/** Whoever picks what to book goes on to the calendar and the form: their code starts loading then. */
function preloadBookingParts() {
  BookingCalendar.preload();
  BookingForm.preload();
}

const STEPS = [
  'Pick the free tour or the space you want.',
  'Choose your date (up to 10 dates for desks and rooms) and a time.',
  'Tell us who you are. A tour is confirmed by our team, usually within a few hours.',
  'Paid bookings go straight to secure checkout (M-Pesa or card); your slot is held while you pay.',
];

export default function BookingPage() {
  const spaces = useSpaces();
  const [choice, setChoice] = useState(TOUR);
  const [dates, setDates] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [tourBooked, setTourBooked] = useState<{ date: string; time: string; email: string }>();
  const [payment, setPayment] = useState<{
    form: BookingPageForm;
    receipt: CompanyReceipt;
    promo?: PromoCode;
    payMethod: PayMethod;
  }>();
  // Counts the paid bookings made here: each one done gives the next a new, empty form.
  const [paidBookings, setPaidBookings] = useState(0);
  // Only the free tour asks for it; paid bookings are held by checkout's own limits.
  const proofOfWork = useProofOfWork({ solveAhead: choice === TOUR });

  const space = spaces.data?.find((candidate) => candidate.id === choice);
  const mode = space?.billingCycle;
  const multipleDates = choice !== TOUR && mode !== 'monthly';
  const fixedTime = mode === 'daily' ? ALL_DAY_ACCESS : mode === 'monthly' ? MONTHLY_ACCESS : undefined;
  const fixed = useMemo(
    () => ({
      type: choice === TOUR ? ('tour' as const) : ('space' as const),
      dates,
      duration: choice === TOUR || !mode ? 1 : durationFor(mode),
    }),
    [choice, dates, mode],
  );

  function choose(next: string) {
    setChoice(next);
    setDates([]);
    setTourBooked(undefined);
    setPayment(undefined);
  }

  async function submit(
    form: BookingPageForm,
    receipt: CompanyReceipt,
    promo: PromoCode | undefined,
    payMethod: PayMethod,
  ) {
    if (choice !== TOUR) return setPayment({ form, receipt, promo, payMethod });
    setSubmitting(true);
    try {
      await unwrap(
        api.POST('/api/bookings', {
          params: { header: { [PROOF_OF_WORK_HEADER]: await proofOfWork.take() } },
          body: {
            type: 'tour',
            date: form.dates[0],
            time: form.time,
            duration: 1,
            notes: form.notes || undefined,
            firstName: form.firstName,
            lastName: form.lastName,
            email: form.email,
            phone: form.phone,
            smsConsent: payMethod.smsConsent,
          },
        }),
      );
      setTourBooked({ date: form.dates[0], time: form.time, email: form.email });
      toast({ title: 'Booking Submitted Successfully!', description: "We'll contact you to confirm your tour." });
    } catch (error) {
      toast({
        title: 'Booking Failed',
        description: messageOf(error, 'There was an error submitting your booking. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      {spaces.data === undefined && <SpacesPreload />}
      <PageHero
        title="Book a Space or Tour"
        intro="See the hub for yourself on a free 30-minute tour, or reserve a desk, office or meeting room and pay online."
      />
      <Section title="What would you like to book?">
        <div onPointerOver={preloadBookingParts} onTouchStart={preloadBookingParts} onFocus={preloadBookingParts}>
          <BookingTypePicker spaces={spaces.data ?? []} loading={spaces.isPending} value={choice} onChange={choose} />
        </div>
        {spaces.isError && (
          <p className="mt-3 text-sm text-amber-800">
            Spaces could not be loaded right now; the free tour can still be booked.
          </p>
        )}
      </Section>

      <Section
        title={choice === TOUR ? 'Tour & Consultation' : `Book ${space?.name ?? 'a space'}`}
        tone="muted"
        intro={`All times are ${SITE.timeZoneLabel}.`}
      >
        {tourBooked ? (
          <Card className="border-green-200 bg-green-50 text-green-900">
            <p className="flex items-center gap-2 text-lg font-bold">
              <CheckCircle2 aria-hidden="true" className="size-6" /> Booking Submitted Successfully!
            </p>
            <p className="mt-2">
              Your tour on {formatVenueDate(tourBooked.date)} at {formatSlotTime(tourBooked.time)} ({SITE.timeZoneLabel}
              ) is requested. We'll contact you to confirm, and we have e-mailed the details to {tourBooked.email}.
            </p>
          </Card>
        ) : (
          <>
            {payment && space && (
              <Card>
                <Suspense fallback={<p className="text-slate-600">Preparing secure checkout...</p>}>
                  <PagePayment
                    space={space}
                    form={payment.form}
                    receipt={payment.receipt}
                    payMethod={payment.payMethod}
                    promoCode={payment.promo?.code}
                    shownAmount={payment.promo?.applied ? payment.promo.total : undefined}
                    onPromoCodeRefused={(message) => {
                      payment.promo?.refuse(message);
                      setPayment(undefined);
                    }}
                    onBack={() => setPayment(undefined)}
                    onDone={() => {
                      setPayment(undefined);
                      setPaidBookings((count) => count + 1);
                    }}
                  />
                </Suspense>
              </Card>
            )}
            {/*
              Hidden, not gone, while paying: a checkout that refuses the promo code, or a payment that cannot start,
              brings the visitor back to the form as they left it (the code's refusal at its field).
            */}
            <div className="grid gap-8 lg:grid-cols-[auto_1fr]" hidden={Boolean(payment && space)}>
              <div>
                <h3 className="mb-2 text-sm font-semibold">
                  {multipleDates ? 'Choose your dates (up to 10)' : 'Choose a date'}
                </h3>
                <BookingCalendar
                  label="Booking date"
                  kind={choice === TOUR || !mode ? 'tour' : mode}
                  selected={dates}
                  onPick={(date) => setDates((current) => toggleChoice(current, date, multipleDates))}
                />
                <p className="mt-2 text-sm text-slate-600">
                  {dates.length ? dates.map(formatVenueDate).join(', ') : 'No date chosen yet.'}
                </p>
              </div>
              <BookingForm
                key={`${choice}-${paidBookings}`}
                fixed={fixed}
                fixedTime={fixedTime}
                submitLabel={choice === TOUR ? 'Request Tour' : 'Continue to Payment'}
                busy={submitting}
                space={space}
                notice={mode && <CancellationNotice billingCycle={mode} />}
                onSubmit={(form, receipt, promo, payMethod) => void submit(form, receipt, promo, payMethod)}
              />
            </div>
          </>
        )}
      </Section>

      <Section title="How Booking Works">
        <ol className="grid gap-4 md:grid-cols-2">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <p className="text-slate-700">{step}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6 text-slate-600">
          Questions first? Call {SITE.phone} or e-mail {SITE.email}. Open{' '}
          {SITE.hours.map((hours) => `${hours.days} ${hours.opens}-${hours.closes}`).join(', ')}.
        </p>
      </Section>
    </>
  );
}
