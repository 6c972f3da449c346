import { unwrap, unwrapPage, type AdminClient, type ListPage } from 'admin-kit';
import { membershipPaymentsQuery } from './memberships-query';
import type {
  CancelBody,
  CancelledMembership,
  CompBody,
  ExtendBody,
  Membership,
  MembershipPayment,
  MembershipsQuery,
} from './membership-types';

// The membership calls of the admin API, through the typed client as the Payments tab does: the list pages on the
// server and its total travels in a header the data provider does not read.

export function listMemberships(client: AdminClient, query: MembershipsQuery): Promise<ListPage<Membership>> {
  return unwrapPage(client.GET('/api/admin/memberships', { params: { query } }), query);
}

export function membershipDetail(client: AdminClient, id: string): Promise<Membership> {
  return unwrap(client.GET('/api/admin/memberships/{id}', { params: { path: { id } } }));
}

/** The payments made for a membership (the ledger filtered by its plan booking), newest first. */
export function membershipPayments(client: AdminClient, id: string): Promise<MembershipPayment[]> {
  return unwrap(client.GET('/api/admin/payments', { params: { query: membershipPaymentsQuery(id) } }));
}

export function cancelMembership(client: AdminClient, id: string, body: CancelBody): Promise<CancelledMembership> {
  return unwrap(client.POST('/api/admin/memberships/{id}/cancel', { params: { path: { id } }, body }));
}

export function extendMembership(client: AdminClient, id: string, body: ExtendBody): Promise<Membership> {
  return unwrap(client.POST('/api/admin/memberships/{id}/extend', { params: { path: { id } }, body }));
}

export function compMembership(client: AdminClient, id: string, body: CompBody): Promise<Membership> {
  return unwrap(client.POST('/api/admin/memberships/{id}/comp', { params: { path: { id } }, body }));
}
