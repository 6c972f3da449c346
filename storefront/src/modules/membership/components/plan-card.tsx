import { formatKes } from '@coworking/domain';
import { Check } from 'lucide-react';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { Badge } from '../../../ui/layout';
import { periodUnit, planAllowance, type Plan } from '../membership-rules';

export function PlanCard({
  plan,
  onSubscribe,
  compact,
}: {
  plan: Plan;
  onSubscribe(plan: Plan): void;
  compact?: boolean;
}) {
  const allowance = planAllowance(plan);
  return (
    <article
      className={cx(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        plan.popular ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap gap-2">
        {plan.popular && <Badge tone="brand">Most Popular</Badge>}
        {plan.promoText && <Badge tone="amber">{plan.promoText}</Badge>}
      </div>
      <h3 className="mt-3 text-xl font-bold">{plan.name}</h3>
      <p className="mt-2">
        <span className="text-3xl font-extrabold text-brand-800">{formatKes(plan.price)}</span>
        <span className="text-slate-600"> / {periodUnit(plan.period)}</span>
      </p>
      {plan.description && <p className="mt-2 text-sm text-slate-600">{plan.description}</p>}
      {allowance.length > 0 && (
        <ul aria-label={`Included with ${plan.name}`} className="mt-4 space-y-1 text-sm font-semibold text-brand-800">
          {allowance.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {!compact && plan.features.length > 0 && (
        <ul className="mt-4 space-y-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="size-4 shrink-0 text-brand-700" /> {feature}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-6">
        <Button
          className="w-full"
          variant={plan.popular ? 'primary' : 'outline'}
          disabled={!plan.isAvailable}
          onClick={() => onSubscribe(plan)}
          // The visible word comes first, so a voice-control user can say what they see (WCAG 2.5.3).
          aria-label={plan.isAvailable ? `Subscribe to ${plan.name}` : `Unavailable: ${plan.name}`}
        >
          {plan.isAvailable ? 'Subscribe' : 'Unavailable'}
        </Button>
      </div>
    </article>
  );
}
