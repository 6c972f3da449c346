import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createAdminClient, useAdminMutation, type AdminClient } from 'admin-kit';
import { useCallback } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { formatCents } from './money';
import { businessSettings, listPayments, paymentDetail, requestRefund, saveBusinessSettings } from './payments-api';
import type { BusinessSettings, LedgerQuery, Refund, RefundBody } from './payment-types';

// Same origin and session cookie as the shell's own client.
const client = createAdminClient();

/** Cache keys: everything under 'payments' is refreshed after a refund or a booking change. */
export const PAYMENTS_KEY = 'payments';
export const BUSINESS_SETTINGS_KEY = 'business-settings';

/**
 * Runs a call with the panel's client. A 401 still ends the session, as it does for calls through the data
 * provider (react-admin checks those itself; these bypass it).
 */
function useAdminCall() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T>(run: (adminClient: AdminClient) => Promise<T>): Promise<T> => {
      try {
        return await run(client);
      } catch (error) {
        await logoutIfAccessDenied(error);
        throw error;
      }
    },
    [logoutIfAccessDenied],
  );
}

/** One ledger page; the previous page stays on screen while the next loads, so the table does not jump. */
export function usePaymentsPage(query: LedgerQuery, options: { enabled?: boolean } = {}) {
  const call = useAdminCall();
  return useQuery({
    queryKey: [PAYMENTS_KEY, 'list', query],
    queryFn: () => call((adminClient) => listPayments(adminClient, query)),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function usePaymentDetail(id: string | null) {
  const call = useAdminCall();
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
  const call = useAdminCall();
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
  const call = useAdminCall();
  return useQuery({ queryKey: [BUSINESS_SETTINGS_KEY], queryFn: () => call(businessSettings) });
}

export function useSaveBusinessSettings() {
  const call = useAdminCall();
  return useAdminMutation<BusinessSettings, BusinessSettings>({
    run: (_dataProvider, body) => call((adminClient) => saveBusinessSettings(adminClient, body)),
    refreshes: [BUSINESS_SETTINGS_KEY],
    success: 'Business settings saved',
    failure: 'Failed to save business settings',
  });
}
