import { formatKes } from '@coworking/domain';
import { Check } from 'lucide-react';
import { ButtonLink } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { Badge, Section } from '../../../ui/layout';
import { type FeaturedPromotion, offerPrice, offersOnPlanCards } from '../featured-promotion';
import { HOME_PLANS, type HomePlan } from '../home-content';

/** The three plans at their regular prices, or at the featured promotion's offer when it covers them. */
export function PlansPreview({ promotion }: { promotion: FeaturedPromotion | null }) {
  const offer = offersOnPlanCards(promotion) ? promotion : null;
  return (
    <Section
      tone="muted"
      title="Membership Plans"
      intro="Simple monthly plans in KES, paid by M-Pesa or card. Pick one now and change it at your next billing cycle."
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {HOME_PLANS.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} offer={offer} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink to="/membership" variant="outline" size="lg">
          View Plans
        </ButtonLink>
      </div>
    </Section>
  );
}

function PlanCard({ plan, offer }: { plan: HomePlan; offer: FeaturedPromotion | null }) {
  return (
    <article
      className={cx(
        'relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm',
        plan.popular ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap gap-2">
        {offer && <Badge tone="amber">{offer.bannerText}</Badge>}
        {plan.popular && <Badge>Most Popular</Badge>}
      </div>
      <h3 className="mt-4 text-xl font-bold">{plan.name}</h3>
      <p className="mt-2 text-slate-600">{plan.description}</p>
      {offer && (
        <p className="mt-6">
          <del className="text-slate-500">
            <span className="sr-only">Previously </span>
            {formatKes(plan.price)}
          </del>
        </p>
      )}
      <p className={cx('flex items-baseline gap-1', !offer && 'mt-6')}>
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">
          {formatKes(offer ? offerPrice(plan.price, offer) : plan.price)}
        </span>
        <span className="text-slate-600">/{plan.period}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <ButtonLink to="/membership" variant={plan.popular ? 'primary' : 'outline'} className="mt-8 w-full">
        {plan.buttonText}
      </ButtonLink>
    </article>
  );
}
