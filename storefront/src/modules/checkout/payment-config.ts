import { useQuery } from '@tanstack/react-query';
import { api, type Schemas, unwrap } from '../../api/client';

export type PaymentConfig = Schemas['PaymentClientConfigDto'];

let loading: Promise<PaymentConfig> | undefined;

/**
 * The checkout's configuration (public key, inline script, cancellation policy), fetched once per visit: the
 * payment script loader and the policy shown before payment share this one request.
 */
export function paymentConfig(): Promise<PaymentConfig> {
  loading ??= unwrap(api.GET('/api/payments/config')).catch((error: unknown) => {
    loading = undefined; // a later attempt may succeed (the network came back)
    throw error;
  });
  return loading;
}

export function usePaymentConfig() {
  return useQuery({ queryKey: ['payment-config'], queryFn: paymentConfig });
}
