import { formatKes } from '@coworking/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../ui/button';
import { formatVenueDate } from '../../ui/format';
import { BookingCalendar } from '../booking/components/booking-calendar';
import { CheckoutDialog } from '../checkout/checkout-dialog';
import { ContactDetailsForm, refusesCheckoutField } from '../checkout/contact-details-form';
import { type CompanyReceipt } from '../checkout/company-receipt-schema';
import { type ContactDetails } from '../checkout/contact-details-schema';
import { type PayMethod } from '../checkout/pay-method-schema';
import { PaymentStatus } from '../checkout/payment-status';
import { useCheckoutPayment } from '../checkout/use-checkout-payment';
import { usePromoCode } from '../checkout/use-promo-code';
import { BuyerFields } from './components/buyer-fields';
import { periodUnit, type Plan } from './membership-rules';
import { startSubscription } from './subscription-start';
import { verifySubscription } from './subscription-payment';
import {
  type Buyer,
  EMPTY_TEAM_PURCHASE,
  type TeamPurchaseField,
  teamPurchaseFieldErrors,
  type TeamPurchaseInput,
  teamPurchaseSchema,
  type TeamPurchaseValues,
  teamTotalKes,
  teamTotalText,
  typedSeats,
} from './team-purchase';

interface SubscribeDialogProps {
  plan: Plan;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Subscribe: 'Start Your Subscription' (start date, and who it is for: the buyer alone, or seats for a team whose
 * company pays) → contact details → plan booking → payment → verify.
 */
export default function SubscribeDialog({ plan, open, onOpenChange }: SubscribeDialogProps) {
  const [step, setStep] = useState<'start' | 'details' | 'paying'>('start');
  const [startDate, setStartDate] = useState<string>();
  const [buyer, setBuyer] = useState<Buyer>('me');
  const teamForm = useForm<TeamPurchaseInput, unknown, TeamPurchaseValues>({
    resolver: zodResolver(teamPurchaseSchema),
    defaultValues: EMPTY_TEAM_PURCHASE,
  });
  const planBookingId = useRef<string>(undefined);
  const details = useRef<ContactDetails>(undefined);
  const receipt = useRef<CompanyReceipt>(undefined);
  const payMethod = useRef<PayMethod>(undefined);
  /** The team's seats and company once the first step is done; none for a membership of one. */
  const team = useRef<TeamPurchaseValues>(undefined);
  const seats = buyer === 'team' ? typedSeats(teamForm.watch('seats')) : undefined;
  const planPrice = Number(plan.price);
  const promo = usePromoCode({
    amount: seats ? teamTotalKes(plan.price, seats) : planPrice,
    planId: plan.id,
    ...(seats ? { seats } : {}),
  });
  const promoCode = promo.code;
  const refusePromoCode = promo.refuse;
  /** What the payer sent, filled in again when the checkout brings them back to the form (it refused something). */
  const [sent, setSent] = useState<{ details: ContactDetails; receipt: CompanyReceipt; payMethod?: PayMethod }>();
  /** The server's refusals of the contact details, shown at their fields. */
  const [refused, setRefused] = useState<Record<string, string>>();
  /** The server's refusals of the team's fields, shown at them once the first step is back. */
  const [teamRefused, setTeamRefused] = useState<[TeamPurchaseField, string][]>();

  const steps = useMemo(
    () => ({
      async start() {
        const started = await startSubscription({
          planId: plan.id,
          startDate: startDate!,
          details: details.current!,
          receipt: receipt.current,
          promoCode,
          payMethod: payMethod.current!,
          team: team.current,
        });
        planBookingId.current = started.planBookingId;
        return started.payment;
      },
      verify: (reference: string) => verifySubscription(planBookingId.current!, reference),
      failure: {
        startTitle: 'Subscription Failed',
        startFallback: 'Failed to start subscription. Please try again.',
        verifyTitle: 'Payment Verification Failed',
        verifyText: 'Payment verification failed. Please contact support.',
      },
      promoCodeRefused(message: string) {
        refusePromoCode(message);
        setSent({ details: details.current!, receipt: receipt.current!, payMethod: payMethod.current });
        setStep('details');
      },
      fieldsRefused(errors: Record<string, string>) {
        const teamFields = team.current ? teamPurchaseFieldErrors(errors) : [];
        if (teamFields.length > 0) {
          setTeamRefused(teamFields);
          setStep('start');
          return true;
        }
        if (!refusesCheckoutField(errors)) return false;
        setSent({ details: details.current!, receipt: receipt.current!, payMethod: payMethod.current });
        setRefused(errors);
        setStep('details');
        return true;
      },
    }),
    [plan.id, startDate, promoCode, refusePromoCode],
  );
  const { phase, started, begin, retry, paidOnPhone, payByCard } = useCheckoutPayment(steps);

  // Back on the first step after the server refused a team's field: each is shown at its field, the first focused.
  const { setError } = teamForm;
  useEffect(() => {
    if (step !== 'start' || !teamRefused) return;
    teamRefused.forEach(([field, message], index) => setError(field, { message }, { shouldFocus: index === 0 }));
    setTeamRefused(undefined);
  }, [step, teamRefused, setError]);

  function close(next: boolean) {
    onOpenChange(next);
    if (!next && phase !== 'paying') {
      setStep('start');
      setStartDate(undefined);
      setBuyer('me');
      teamForm.reset(EMPTY_TEAM_PURCHASE);
      team.current = undefined;
      setSent(undefined);
      setRefused(undefined);
      promo.remove();
    }
  }

  function toDetails(event: FormEvent) {
    event.preventDefault();
    if (!startDate) return;
    setRefused(undefined);
    if (buyer === 'me') {
      team.current = undefined;
      setStep('details');
      return;
    }
    void teamForm.handleSubmit((values) => {
      team.current = values;
      setStep('details');
    })();
  }

  const price = `${formatKes(plan.price)} / ${periodUnit(plan.period)}`;
  const chosenTeam = step === 'start' ? undefined : team.current;
  return (
    <CheckoutDialog
      open={open}
      onOpenChange={close}
      paying={step === 'paying'}
      title={step === 'start' ? 'Start Your Subscription' : step === 'details' ? 'Complete Your Booking' : plan.name}
      description={
        chosenTeam
          ? `${plan.name} · ${chosenTeam.seats} seats for ${chosenTeam.companyName}`
          : `${plan.name} · ${price}`
      }
    >
      {step === 'start' && (
        <div className="mt-5 grid gap-6 md:grid-cols-[auto_1fr]">
          <BookingCalendar
            label="Subscription start date"
            kind="membership"
            selected={startDate ? [startDate] : []}
            onPick={(date) => setStartDate(date)}
          />
          <form onSubmit={toDetails} noValidate aria-label="Start your subscription" className="space-y-4">
            <p className="text-slate-700">
              Choose the day your membership starts. You pay {buyer === 'team' ? 'for every seat' : price} now; the
              first period runs from that day.
            </p>
            <p className="font-medium">
              {startDate ? `Starts ${formatVenueDate(startDate)}` : 'No start date chosen yet.'}
            </p>
            <BuyerFields
              buyer={buyer}
              onBuyer={setBuyer}
              register={teamForm.register}
              errors={teamForm.formState.errors}
            />
            {buyer === 'team' && (
              <p aria-live="polite" className="rounded-lg bg-brand-50 p-3 font-semibold text-brand-900">
                {seats ? teamTotalText(plan, seats) : 'Enter the number of seats to see the total.'}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={!startDate}>
              Continue
            </Button>
          </form>
        </div>
      )}
      {step === 'details' && (
        <div className="mt-5">
          <ContactDetailsForm
            submitLabel={`Pay ${formatKes(promo.total)}`}
            busyLabel="Processing..."
            busy={false}
            promo={planPrice > 0 ? promo : undefined}
            payable={promo.total > 0}
            sent={sent}
            refused={refused}
            companyReceipt={!chosenTeam}
            notice={
              chosenTeam && (
                <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
                  You are the team's billing contact: you give its seats to people in the member portal. The receipt
                  goes to {chosenTeam.companyName}
                  {chosenTeam.kraPin ? ` (KRA PIN ${chosenTeam.kraPin})` : ''}.
                </p>
              )
            }
            onBack={() => setStep('start')}
            onSubmit={(values, company, method) => {
              details.current = values;
              receipt.current = company;
              payMethod.current = method;
              setRefused(undefined);
              setStep('paying');
              void begin();
            }}
          />
        </div>
      )}
      {step === 'paying' && (
        <div className="mt-5">
          <PaymentStatus
            phase={phase}
            started={started}
            successText={
              team.current
                ? `Subscription activated successfully! Welcome to ${plan.name}: sign in to the member portal to give ${team.current.companyName}'s seats to your team.`
                : `Subscription activated successfully! Welcome to ${plan.name}`
            }
            shownAmount={promo.total}
            onRetry={() => void retry()}
            onDone={() => close(false)}
            onPaidOnPhone={paidOnPhone}
            onPayByCard={payByCard}
          />
        </div>
      )}
    </CheckoutDialog>
  );
}
