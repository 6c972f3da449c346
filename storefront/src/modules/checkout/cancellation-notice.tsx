import { type BillingCycle, cancellationPolicyText } from '@coworking/domain';
import { usePaymentConfig } from './payment-config';

/**
 * The cancellation policy of what is about to be paid for, stated before payment. The figures are the business's
 * current settings (from the payment configuration), so the checkout promises exactly what the API will allow.
 */
export function CancellationNotice({ billingCycle }: { billingCycle: BillingCycle }) {
  const config = usePaymentConfig();
  return (
    <p className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
      <span className="font-semibold">Cancellation: </span>
      {config.data ? (
        cancellationPolicyText(billingCycle, config.data.cancellationPolicy)
      ) : config.isError ? (
        <>
          see our {/* A new tab, so the checkout in progress is not lost. */}
          <a href="/terms" target="_blank" rel="noopener" className="underline underline-offset-2">
            Terms of Service<span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </>
      ) : (
        'loading the terms...'
      )}
    </p>
  );
}
