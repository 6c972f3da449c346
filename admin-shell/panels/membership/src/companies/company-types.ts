import type { CompanyDetailRecord, CompanyRecord, CompanyRecordBody, components, operations } from 'admin-kit';

// The company shapes of the admin API, named from the generated schema.
type Schemas = components['schemas'];

/** A company as the list shows it: its details, its live team memberships and the seats they pay for. */
export type Company = CompanyRecord;
/** A company in full: its team memberships with their seat holders, and its payments (newest first). */
export type CompanyDetail = CompanyDetailRecord;
export type TeamMembership = Schemas['TeamMembershipDto'];
export type TeamSeat = Schemas['TeamSeatDto'];
export type CompanyPayment = Schemas['CompanyPaymentDto'];
/** What adding a company sends, and changing one (where only the fields sent change). */
export type CompanyBody = CompanyRecordBody;
export type CompaniesQuery = NonNullable<operations['CompaniesAdminController_list']['parameters']['query']>;
