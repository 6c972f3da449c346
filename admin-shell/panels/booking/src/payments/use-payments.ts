import {
  BUSINESS_SETTINGS_ID,
  PAGE_SIZE,
  PAYMENT_DETAIL,
  useOutcomeToasts,
  type BusinessSettingsRecord,
  type MutationToastTexts,
} from 'admin-kit';
import { useCreate, useGetList, useGetOne, useRefresh, useUpdate } from 'react-admin';
import { formatCents } from './money';
import type { BusinessSettings, HandBackBody, PaymentDetail, PaymentRow, Refund, RefundBody } from './payment-types';

/** Every payment made for one booking group or plan booking, newest first (one page is plenty). */
export function usePaymentsFor(targetId: string, options: { enabled: boolean }) {
  return useGetList<PaymentRow>(
    'payments',
    { pagination: { page: 1, perPage: PAGE_SIZE }, sort: { field: 'createdAt', order: 'DESC' }, filter: { targetId } },
    options,
  );
}

/** A payment in full (its refunds, what is left to refund); none while `id` is null. */
export function usePaymentDetail(id: string | null) {
  return useGetOne<PaymentDetail>('payments', { id: id ?? '', meta: PAYMENT_DETAIL }, { enabled: id !== null });
}

/**
 * A staff refund of a payment, as react-admin's create of a refund. The payment, the ledger and a booking's payment
 * all change, so everything shown is read again afterwards.
 */
export function useRequestRefund(onSuccess: (refund: Refund) => void) {
  const [create, { isPending }] = useCreate<RefundBody, unknown, Refund>();
  const toasts = useOutcomeToasts();
  const refresh = useRefresh();
  const request = (paymentId: string, body: RefundBody) =>
    create(
      'refunds',
      { data: body, meta: { paymentId } },
      toasts<Refund>({
        // The server's amount: a repeated key answers with the refund already made, whatever was typed since.
        success: (refund) => `Refund of ${formatCents(refund.amountCents)} requested`,
        failure: 'Failed to request the refund',
        onSuccess: (refund) => {
          onSuccess(refund);
          refresh();
        },
      }),
    );
  return { request, isPending };
}

/**
 * Staff record the money of a desk refund handed back, as react-admin's update of the refund (for the payment named in
 * `meta.paymentId`). The refund, the payment and the ledger all change, so everything shown is read again afterwards.
 */
export function useRecordHandBack(onSuccess: (refund: Refund) => void) {
  const [update, { isPending }] = useUpdate<Refund>();
  const toasts = useOutcomeToasts();
  const refresh = useRefresh();
  const record = (paymentId: string, refundId: string, body: HandBackBody) =>
    update(
      'refunds',
      // The body is the hand-back's, not the refund's fields; the answer is the refund as it now stands.
      { id: refundId, data: body as Partial<Refund>, previousData: { id: refundId } as Refund, meta: { paymentId } },
      toasts<Refund>({
        success: (refund) => `Refund handed back recorded; credit note ${refund.creditNoteNumber ?? ''} e-mailed`,
        failure: 'Failed to record the refund handed back',
        onSuccess: (refund) => {
          onSuccess(refund);
          refresh();
        },
      }),
    );
  return { record, isPending };
}

export function useBusinessSettings() {
  return useGetOne<BusinessSettingsRecord>('business-settings', { id: BUSINESS_SETTINGS_ID });
}

/** Saves the business settings; `also` adds what the form does with the answer (reset, or field errors). */
export function useSaveBusinessSettings() {
  const [update, { isPending }] = useUpdate<BusinessSettingsRecord>();
  const toasts = useOutcomeToasts();
  const save = (
    body: BusinessSettings,
    previous: BusinessSettingsRecord,
    also: Pick<MutationToastTexts<BusinessSettingsRecord>, 'onSuccess'> & { onError?: (error: unknown) => void },
  ) => {
    const texts = toasts<BusinessSettingsRecord>({
      success: 'Business settings saved',
      failure: 'Failed to save business settings',
      onSuccess: also.onSuccess,
    });
    update(
      'business-settings',
      { id: BUSINESS_SETTINGS_ID, data: body, previousData: previous },
      {
        onSuccess: texts.onSuccess,
        onError: (error) => {
          texts.onError(error);
          also.onError?.(error);
        },
      },
    );
  };
  return { save, isPending };
}
