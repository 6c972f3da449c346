// Names for the shapes of the admin API, taken from the generated OpenAPI types (schema.ts).
// A few fields the generator cannot describe (free-form JSON objects) are given their real shape here.
import type { PermissionMap } from './permissions';
import type { components } from './schema';

export * from './permissions';

type Schemas = components['schemas'];

export type AdminRole = Schemas['AdminRole'];
export type SessionAdmin = Omit<Schemas['SessionAdminDto'], 'permissions'> & { permissions: PermissionMap };
export type Role = Omit<Schemas['RoleDto'], 'permissions'> & { permissions: PermissionMap };
export type RoleBody = Omit<Schemas['CreateRoleDto'], 'permissions'> & { permissions: PermissionMap };

export type Analytics = Schemas['AnalyticsDto'];
export type AdminBooking = Schemas['AdminBookingDto'];
export type BookingStatus = Schemas['BookingStatus'];
export type UpdateBookingBody = Schemas['UpdateBookingDto'];

export type AdminSpace = Schemas['AdminSpaceDto'];
export type SpaceType = Schemas['SpaceType'];
export type BillingCycle = Schemas['BillingCycle'];
export type SpaceBody = Schemas['CreateSpaceDto'];
export type SpaceInstance = Schemas['SpaceInstanceDto'];
export type CreateSpaceInstanceBody = Schemas['CreateSpaceInstanceDto'];
export type UpdateSpaceInstanceBody = Schemas['UpdateSpaceInstanceDto'];
/** One booking's hold on one instance, as the calendar reads it. */
export type SpaceAssignment = Omit<Schemas['AssignmentDto'], 'booking' | 'user'> & {
  booking: { id: string; status: string; type: string; time: string };
  user: { firstName: string | null } | null;
};

export type MembershipPlan = Schemas['MembershipPlanDto'];
export type PlanPeriod = Schemas['PlanPeriod'];
export type MembershipPlanBody = Schemas['CreateMembershipPlanDto'];
export type ComparisonFeature = Schemas['ComparisonFeatureDto'];
export type ComparisonFeatureBody = Schemas['CreateComparisonFeatureDto'];
export type ComparisonFeaturePlan = Schemas['ComparisonFeaturePlanDto'];
export type ComparisonCellBody = Schemas['UpsertComparisonFeaturePlanDto'];

export type AdminAccount = Schemas['AdminDto'];
export type CreateAdminBody = Schemas['CreateAdminDto'];
export type UpdateAdminBody = Schemas['UpdateAdminDto'];
export type User = Schemas['UserDto'];
export type CreateUserBody = Schemas['CreateUserDto'];
export type UpdateUserBody = Schemas['UpdateUserDto'];
export type Contact = Schemas['ContactDto'];

export type EmailTemplate = Schemas['EmailTemplateDto'];
/** Variables travel as a JSON-encoded list of names (spec section 7). */
export type EmailTemplateBody = Omit<Schemas['CreateEmailTemplateDto'], 'variables'> & { variables: string };
export type RenderedEmail = Schemas['RenderedEmailDto'];
export type TestEmailBody = Schemas['TestEmailDto'];
export type MailAccepted = Schemas['MailAcceptedDto'];
export type EmailLogEntry = Schemas['EmailLogEntryDto'];
export type AuditLogEntry = Schemas['AuditLogEntryDto'];
export type AuditAction = Schemas['AuditAction'];
