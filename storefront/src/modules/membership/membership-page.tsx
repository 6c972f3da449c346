import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithQueries } from '../../app/lazy-with-queries';
import { useSearchParams } from '../../app/router';
import { ButtonLink } from '../../ui/button';
import { cx } from '../../ui/cx';
import { EmptyState, PageHero, Section } from '../../ui/layout';
import { toast } from '../../ui/toast';
import { ComparisonTable } from './components/comparison-table';
import { PlanCard } from './components/plan-card';
import { planGridClass, type Plan, splitPlans } from './membership-rules';
import { useMembershipData } from './use-membership';

const SubscribeDialog = lazyWithQueries(() => import('./subscribe-dialog'));

const QUESTIONS = [
  {
    q: 'Can I change my plan later?',
    a: 'Yes. You can upgrade or downgrade at the start of your next billing cycle; just tell the front desk or e-mail us.',
  },
  { q: 'Is there a setup fee?', a: 'No. You pay the plan price and nothing else to join.' },
  {
    q: 'How can I pay?',
    a: 'M-Pesa, bank transfer and cards (Visa, Mastercard). Online subscriptions are paid securely through Paystack.',
  },
  {
    q: 'When does my membership start?',
    a: 'On the start date you choose when subscribing; your first period runs from that day.',
  },
];

/** Coming back from the hosted payment page: `?planBookingId=…&reference=…` is verified once. */
function useReturningPayment() {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  useEffect(() => {
    const planBookingId = params.get('planBookingId');
    const reference = params.get('reference');
    if (handled.current || !planBookingId || !reference) return;
    handled.current = true;
    // The typed API client comes with it: only a payer coming back needs it.
    import('./subscription-payment')
      .then(({ verifySubscription }) => verifySubscription(planBookingId, reference))
      .then(
        () =>
          toast({ title: 'Payment Successful!', description: 'Subscription activated successfully! Welcome aboard.' }),
        () =>
          toast({
            title: 'Payment Verification Failed',
            description: 'Payment verification failed. Please contact support.',
            variant: 'destructive',
          }),
      );
    setParams({}, { replace: true });
  }, [params, setParams]);
}

export default function MembershipPage() {
  const { plans, features, cells } = useMembershipData();
  const [chosen, setChosen] = useState<Plan>();
  const [dialogOpen, setDialogOpen] = useState(false);
  useReturningPayment();
  const { main, additional } = splitPlans(plans.data ?? []);
  const subscribe = (plan: Plan) => {
    setChosen(plan);
    setDialogOpen(true);
  };

  return (
    <>
      <PageHero
        title="Membership Plans"
        intro="From a business address to your own desk around the clock: pick the plan that fits how you work, and pay with M-Pesa or card."
      />
      <Section title="Choose Your Plan">
        {plans.isPending ? (
          <div className="grid gap-6 md:grid-cols-3" aria-busy="true" aria-label="Loading plans">
            {[0, 1, 2].map((index) => (
              <div key={index} className="h-96 animate-pulse rounded-2xl bg-slate-100" />
            ))}
          </div>
        ) : main.length === 0 ? (
          <EmptyState title="No membership plans available at the moment." />
        ) : (
          <div className={cx('grid gap-6', planGridClass(main.length))}>
            {main.map((plan) => (
              <PlanCard key={plan.id} plan={plan} onSubscribe={subscribe} />
            ))}
          </div>
        )}
      </Section>

      {main.length > 0 && features.data && cells.data && features.data.length > 0 && (
        <Section title="Compare Plans" tone="muted">
          <ComparisonTable plans={main} features={features.data} cells={cells.data} />
        </Section>
      )}

      {additional.length > 0 && (
        <Section
          title="Additional Solutions"
          intro="Extras for members and visitors: day passes, virtual offices, parking and more."
        >
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {additional.map((plan) => (
              <PlanCard key={plan.id} plan={plan} onSubscribe={subscribe} compact />
            ))}
          </div>
        </Section>
      )}

      <Section title="Membership Questions" tone="muted">
        <div className="space-y-3">
          {QUESTIONS.map(({ q, a }) => (
            <details key={q} className="group rounded-xl border border-slate-200 bg-white p-4">
              <summary className="cursor-pointer font-semibold">{q}</summary>
              <p className="mt-2 text-slate-600">{a}</p>
            </details>
          ))}
        </div>
      </Section>

      <Section
        title="Need Something Different?"
        tone="brand"
        intro="Team offices, corporate packages and custom plans: talk to us."
      >
        <ButtonLink to="/contact" variant="secondary">
          Contact Us
        </ButtonLink>
      </Section>

      {chosen && (
        <Suspense fallback={null}>
          <SubscribeDialog plan={chosen} open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </>
  );
}
