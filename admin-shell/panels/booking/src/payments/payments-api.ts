import { unwrap, unwrapPage, type AdminClient, type ListPage } from 'admin-kit';
import type { BusinessSettings, LedgerQuery, PaymentDetail, PaymentRow, Refund, RefundBody } from './payment-types';

// The payment calls of the admin API. They go through the typed client rather than the shell's data provider
// because the ledger pages on the server and its total travels in a header the data provider does not read.

export function listPayments(client: AdminClient, query: LedgerQuery): Promise<ListPage<PaymentRow>> {
  return unwrapPage(client.GET('/api/admin/payments', { params: { query } }), query);
}

export function paymentDetail(client: AdminClient, id: string): Promise<PaymentDetail> {
  return unwrap(client.GET('/api/admin/payments/{id}', { params: { path: { id } } }));
}

export function requestRefund(client: AdminClient, paymentId: string, body: RefundBody): Promise<Refund> {
  return unwrap(client.POST('/api/admin/payments/{id}/refunds', { params: { path: { id: paymentId } }, body }));
}

export function businessSettings(client: AdminClient): Promise<BusinessSettings> {
  return unwrap(client.GET('/api/admin/settings/business'));
}

export function saveBusinessSettings(client: AdminClient, body: BusinessSettings): Promise<BusinessSettings> {
  return unwrap(client.PUT('/api/admin/settings/business', { body }));
}
