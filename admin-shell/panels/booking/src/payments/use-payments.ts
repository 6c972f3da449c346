import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdminClientCall, useAdminMutation } from 'admin-kit';
import { formatCents } from './money';
import { businessSettings, listPayments, paymentDetail, requestRefund, saveBusinessSettings } from './payments-api';
import type { BusinessSettings, LedgerQuery, Refund, RefundBody } from './payment-types';

/** Cache keys: everything under 'payments' is refreshed after a refund or a booking change. */
export const PAYMENTS_KEY = 'payments';
export const BUSINESS_SETTINGS_KEY = 'business-settings';

/** One ledger page; the previous page stays on screen while the next loads, so the table does not jump. */
export function usePaymentsPage(query: LedgerQuery, options: { enabled?: boolean } = {}) {
  const call = useAdminClientCall();
  return useQuery({
    queryKey: [PAYMENTS_KEY, 'list', query],
    queryFn: () => call((adminClient) => listPayments(adminClient, query)),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function usePaymentDetail(id: string | null) {
  const call = useAdminClientCall();
  return useQuery({
    queryKey: [PAYMENTS_KEY, 'detail', id],
    queryFn: () => call((adminClient) => paymentDetail(adminClient, id ?? '')),
    enabled: id !== null,
  });
}

export interface RefundVariables {
  paymentId: string;
  body: RefundBody;
}

export function useRequestRefund(onSuccess: (refund: Refund) => void) {
  const call = useAdminClientCall();
  return useAdminMutation<RefundVariables, Refund>({
    run: (_dataProvider, { paymentId, body }) => call((adminClient) => requestRefund(adminClient, paymentId, body)),
    refreshes: [PAYMENTS_KEY],
    // The server's amount: a repeated key answers with the refund already made, whatever was typed since.
    success: (refund) => `Refund of ${formatCents(refund.amountCents)} requested`,
    failure: 'Failed to request the refund',
    onSuccess,
  });
}

export function useBusinessSettings() {
  const call = useAdminClientCall();
  return useQuery({ queryKey: [BUSINESS_SETTINGS_KEY], queryFn: () => call(businessSettings) });
}

export function useSaveBusinessSettings() {
  const call = useAdminClientCall();
  return useAdminMutation<BusinessSettings, BusinessSettings>({
    run: (_dataProvider, body) => call((adminClient) => saveBusinessSettings(adminClient, body)),
    refreshes: [BUSINESS_SETTINGS_KEY],
    success: 'Business settings saved',
    failure: 'Failed to save business settings',
  });
}
