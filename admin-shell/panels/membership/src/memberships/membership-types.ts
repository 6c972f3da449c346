import type { components, operations } from 'admin-kit';

// The membership shapes of the admin API, named from the generated schema.
type Schemas = components['schemas'];

export type Membership = Schemas['AdminMembershipDto'];
export type CancelledMembership = Schemas['CancelledMembershipDto'];
export type MembershipSummary = Schemas['MembershipSummaryDto'];
export type MembershipStaffAction = Schemas['MembershipStaffAction'];
export type PaymentMethod = Schemas['MembershipPaymentMethodDto'];
export type CancelBody = Schemas['CancelMembershipDto'];
export type ExtendBody = Schemas['ExtendMembershipDto'];
export type CompBody = Schemas['CompMembershipDto'];
export type MembershipsQuery = NonNullable<operations['MembershipsAdminController_list']['parameters']['query']>;

/** A payment of the ledger, as a membership's history lists them. */
export type MembershipPayment = Schemas['PaymentLedgerRowDto'];
