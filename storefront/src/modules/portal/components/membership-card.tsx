import { formatMembershipDate } from '@coworking/domain';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../api/client';
import { Button } from '../../../ui/button';
import { Badge, Card } from '../../../ui/layout';
import { type Outcome, OutcomeNotice } from '../../../ui/outcome-notice';
import { useChangeRenewal } from '../hooks/use-member-portal';
import {
  currentPeriodText,
  type MemberMembership,
  membershipStatusTone,
  nextChargeLine,
  paymentMethodText,
  planPriceText,
  renewalChangedText,
  teamLine,
} from '../portal-text';
import { CancelRenewalDialog } from './cancel-renewal-dialog';

// How to pay (an M-Pesa prompt or Paystack's page) and the M-Pesa panel load when "Pay now" is first pressed.
const MembershipPayChoice = lazy(() => import('./membership-pay-choice'));

export interface CardOutcome extends Outcome {
  /** The button that was pressed is gone (Cancel renewal became Resume renewal): focus moves to the membership. */
  refocus?: boolean;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2.5">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** One membership: plan, status, period, the next charge or its end, how it is paid, and what can be done now. */
export function MembershipCard({ membership }: { membership: MemberMembership }) {
  const [outcome, setOutcome] = useState<CardOutcome>();
  const heading = useRef<HTMLHeadingElement>(null);
  const resume = useChangeRenewal('resume-renewal');
  const [paying, setPaying] = useState(false);
  const charge = nextChargeLine(membership);
  const method = paymentMethodText(membership.paymentMethod);
  const period = currentPeriodText(membership);
  const team = teamLine(membership);

  useEffect(() => {
    if (outcome?.refocus) heading.current?.focus();
  }, [outcome]);

  function resumeRenewal() {
    setOutcome(undefined);
    resume.mutate(membership.id, {
      onSuccess: (updated) => setOutcome({ tone: 'success', message: renewalChangedText(updated), refocus: true }),
      onError: (error) =>
        setOutcome({
          tone: 'error',
          message: messageOf(error, 'Renewal could not be resumed. Please check your connection and try again.'),
        }),
    });
  }

  function payNow() {
    setOutcome(undefined);
    setPaying(true);
  }

  return (
    <Card className="h-full p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">Membership</p>
          <h3 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
            {membership.planName}
          </h3>
          {/* A seat's holder pays nothing: its company does. */}
          {!membership.seatOf && <p className="text-sm text-slate-600">{planPriceText(membership)}</p>}
          {team && <p className="mt-1 font-medium text-slate-900">{team}</p>}
        </div>
        <Badge tone={membershipStatusTone(membership.status)}>
          <span className="sr-only">Status: </span>
          {membership.statusLabel}
        </Badge>
      </div>
      <OutcomeNotice outcome={outcome} size="card" />
      {membership.status === 'past_due' && !membership.seatOf && (
        <p className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          The payment for your new period has not come through. Pay now to keep your access.
        </p>
      )}
      <dl className="mt-3 divide-y divide-slate-200">
        {period && <Row term="Current period">{period}</Row>}
        {charge && (
          <Row term={charge.label}>
            {charge.value}
            {charge.note && <span className="block text-sm font-normal text-slate-600">{charge.note}</span>}
          </Row>
        )}
        {method && <Row term="Payment method">{method}</Row>}
        <Row term="Member since">{formatMembershipDate(membership.startDate)}</Row>
      </dl>
      {(membership.canPay || membership.canCancelRenewal || membership.canResumeRenewal) && (
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {membership.canPay && (
            <Button onClick={payNow} disabled={paying} aria-expanded={paying}>
              Pay now
            </Button>
          )}
          {membership.canResumeRenewal && (
            <Button variant="outline" onClick={resumeRenewal} disabled={resume.isPending}>
              {resume.isPending ? 'Resuming...' : 'Resume renewal'}
            </Button>
          )}
          {membership.canCancelRenewal && <CancelRenewalDialog membership={membership} onSettled={setOutcome} />}
        </div>
      )}
      {paying && (
        <Suspense fallback={<p className="mt-5 text-sm text-slate-600">Loading the payment choices...</p>}>
          <MembershipPayChoice
            membership={membership}
            onCancel={() => setPaying(false)}
            onPaid={() => {
              setPaying(false);
              setOutcome({ tone: 'success', message: 'Payment received. Thank you!', refocus: true });
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
