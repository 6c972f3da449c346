import { unwrap, type AdminClient } from 'admin-kit';
import { totalFromHeader } from './ledger-query';
import type { BusinessSettings, LedgerPage, LedgerQuery, PaymentDetail, Refund, RefundBody } from './payment-types';

// The payment calls of the admin API. They go through the typed client rather than the shell's data provider
// because the ledger pages on the server and its total travels in a header the data provider does not read.

export async function listPayments(client: AdminClient, query: LedgerQuery): Promise<LedgerPage> {
  const call = client.GET('/api/admin/payments', { params: { query } });
  const rows = await unwrap(call);
  const { response } = await call;
  const start = query._start ?? 0;
  const pageSize = (query._end ?? start + rows.length) - start;
  return { rows, total: totalFromHeader(response.headers.get('X-Total-Count'), start, rows.length, pageSize) };
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
