import type { DataProvider } from 'react-admin';
import type {
  AdminAccount,
  AdminBooking,
  AdminSpace,
  Analytics,
  ComparisonCellBody,
  ComparisonFeature,
  ComparisonFeatureBody,
  ComparisonFeaturePlan,
  Contact,
  CreateAdminBody,
  CreateSpaceInstanceBody,
  CreateUserBody,
  AuditLogEntry,
  EmailLogEntry,
  EmailTemplate,
  EmailTemplateBody,
  MailAccepted,
  MembershipPlan,
  MembershipPlanBody,
  RenderedEmail,
  Role,
  RoleBody,
  SpaceAssignment,
  SpaceBody,
  SpaceInstance,
  TestEmailBody,
  UpdateAdminBody,
  UpdateBookingBody,
  UpdateSpaceInstanceBody,
  UpdateUserBody,
  User,
} from '../api/types';
import type { components } from '../api/schema';

type Schemas = components['schemas'];

/** One SMS of the SMS log, with its delivery report. */
export type SmsLogEntry = Schemas['SmsLogEntryDto'];
/** One of the product's SMS texts, which staff may reword (its id is its name). */
export type SmsTemplate = Schemas['SmsTemplateDto'];

/** A job application as staff review it. */
export type JobApplication = Schemas['JobApplicationDto'];
/** A newsletter subscriber with their consent and unsubscribe state. */
export type NewsletterSubscriber = Schemas['NewsletterSubscriberDto'];
export type UpdateContactBody = Schemas['UpdateContactDto'];
export type UpdateJobApplicationBody = Schemas['UpdateJobApplicationDto'];
export type UpdateNewsletterSubscriberBody = Schemas['UpdateNewsletterSubscriberDto'];
/** A booking group (a checkout or a tour request) with its dates and its payment, as the Bookings list shows it. */
export type BookingGroup = Schemas['BookingGroupDto'];
/** One booked date (and slot) of a booking group. */
export type BookedDate = Schemas['BookedDateDto'];
/** Approve or reject several tour requests at once. */
export type TourDecision = Schemas['TourDecision'];
/** A member's plan booking as staff see it, with the actions its state allows. */
export type AdminMembership = Schemas['AdminMembershipDto'];
/** What needs staff today (the Overview's "Today"): only the sections of lists the admin may view are present. */
export type OverviewToday = Schemas['OverviewTodayDto'];
/** A row of the payments ledger. */
export type PaymentLedgerRow = Schemas['PaymentLedgerRowDto'];
/** An event as staff edit it (price in KES as text, e.g. '1500.00'; image the upload's address or null). */
export type AdminEvent = Schemas['AdminEventDto'];
export type EventBody = Schemas['CreateEventDto'];
/** A blog post as staff edit it: its Markdown body, and draft / scheduled / published. */
export type AdminBlogPost = Schemas['AdminBlogPostDto'];
export type BlogPostBody = Schemas['CreateBlogPostDto'];
/** An uploaded picture: the address to store (`url`, 1600 px) and its three WebP sizes. */
export type UploadedImage = Schemas['UploadedImageDto'];
/** One attendee of an event (their registration), as staff list them. */
export type EventRegistration = Schemas['EventRegistrationDto'];
/** A payment in full (its refunds and what is left to refund): `getOne('payments', { meta: PAYMENT_DETAIL })`. */
export type PaymentDetailRecord = Schemas['PaymentDetailDto'];
/** A refund as a react-admin record; created with `meta: { paymentId }`. */
export type RefundRecord = Schemas['RefundDto'];
export type RefundCreateBody = Schemas['CreateRefundDto'];
/** A desk refund's money handed back: `update('refunds', { id: refundId, data, meta: { paymentId } })`. */
export type RefundHandBackBody = Schemas['RecordHandBackDto'];
/** A booking staff place from the calendar (walk-in or phone customer) with how it is paid: `create('bookings')`. */
export type StaffBookingBody = Schemas['CreateStaffBookingDto'];
/**
 * What placing it answers (its group, payment and receipt, or the pay link) on the booking's first row: react-admin
 * keeps the created record as that booking, so it is a whole booking too.
 */
export type StaffBookingRecord = AdminBooking & Schemas['StaffBookingCreatedDto'];
/** What the server prices: the space, dates, slots and the staff discount. */
export type StaffQuoteBody = Schemas['StaffSelectionDto'];
export type StaffQuote = Schemas['StaffQuoteDto'];
/** Where staff move a booked row: another instance, date or slot. */
export type MoveBookingBody = Schemas['MoveBookingDto'];
/** The business's receipt details, VAT and policy: one record, `BUSINESS_SETTINGS_ID`. */
export type BusinessSettingsRecord = Schemas['BusinessSettingsDto'] & { id: typeof BUSINESS_SETTINGS_ID };
/** Which staff addresses get each kind of staff e-mail, and the default address: one record, `STAFF_NOTIFICATIONS_ID`. */
export type StaffNotificationsRecord = Schemas['StaffNotificationSettingsDto'] & { id: typeof STAFF_NOTIFICATIONS_ID };
/** What saving them sends: every kind's list (an empty list means the default address). */
export type StaffNotificationsBody = Schemas['StaffNotificationsDto'];

/**
 * An expected arrival at the front desk on one venue date (a booking, a member's allowance booking, a guest or a
 * tour) with its check-in code and whether it was checked in. The list's records take the code as their id.
 */
export type CheckInVisit = Schemas['VisitDto'];
export type CheckInVisitRecord = CheckInVisit & { id: string };
/** What checking a code in answered: the visit, and whether it had been checked in before today (HTTP 200, not 201). */
export interface CheckInOutcome {
  visit: CheckInVisit;
  alreadyCheckedIn: boolean;
}

/** A promo code, with its paid and held uses and what was paid with it. */
export type PromoCodeRecord = Schemas['AdminPromoCodeDto'];
/** What creating a promo code sends; a change sends only the fields it changes. */
export type PromoCodeRecordBody = Schemas['CreatePromoCodeDto'];

/** Someone waiting for a full slot or day, with their place in line and the offer they were made. */
export type WaitlistEntryRecord = Schemas['AdminWaitlistEntryDto'];

/** A company paying for team memberships, with its live teams and the seats they pay for, as the list shows it. */
export type CompanyRecord = Schemas['CompanyDto'];

/**
 * A request to erase a person's data (Data Protection Act), with its legal deadline; the answer to completing it also
 * counts what was erased or anonymised, by table.
 */
export type ErasureRequestRecord = Schemas['AdminErasureRequestDto'] &
  Partial<Pick<Schemas['CompletedErasureRequestDto'], 'erased'>>;

/** A company in full: its team memberships with who holds each seat, and its payments (newest first). */
export type CompanyDetailRecord = Schemas['CompanyDetailDto'];
/** What adding a company sends; a change sends only the fields it changes. */
export type CompanyRecordBody = Schemas['CreateCompanyDto'];

/**
 * The meta of a payment's full read. The ledger's rows fill react-admin's one-record cache of the same payment; a
 * meta of its own keeps the full payment (with refunds) apart from them.
 */
export const PAYMENT_DETAIL = { view: 'detail' } as const;
/**
 * The meta of a company's full read (its teams and payments). The list's rows fill react-admin's one-record cache
 * of the same company; a meta of its own keeps the full company apart from them.
 */
export const COMPANY_DETAIL = { view: 'detail' } as const;
/** The id of the one business-settings record. */
export const BUSINESS_SETTINGS_ID = 'business';
/** The id of the one staff-notifications record. */
export const STAFF_NOTIFICATIONS_ID = 'staff-notifications';
/** The id of a figures resource's one record (analytics, membership-summary): the figures as of now. */
export const SUMMARY_ID = 'now';

/**
 * The staff actions on a membership, each its own call: react-admin's update of a membership names one in
 * `meta.action`, with that action's body as `data`, and gets the membership as it now stands.
 */
export interface MembershipActionBodies {
  cancel: Schemas['CancelMembershipDto'];
  extend: Schemas['ExtendMembershipDto'];
  comp: Schemas['CompMembershipDto'];
}
export type MembershipAction = keyof MembershipActionBodies;

/** The Reports tab's reports, by the last segment of their /api/admin/reports path. */
export interface ReportRecords {
  'occupancy-by-hour': Schemas['OccupancyByHourDto'];
  'occupancy-by-space': Schemas['OccupancyBySpaceDto'];
  revenue: Schemas['RevenueReportDto'];
  refunds: Schemas['RefundsReportDto'];
  members: Schemas['MembersReportDto'];
  tours: Schemas['ToursReportDto'];
  'web-vitals': Schemas['WebVitalsReportResultDto'];
  /** Per main plan: its allowance included in the range against what members used. */
  'allowance-use': Schemas['AllowanceUseReportDto'];
  /** Per venue date: visits expected, check-ins and no-shows. */
  'check-ins': Schemas['CheckInsReportDto'];
  /** Per promo code: new uses, payments it discounted, their revenue and the discount given. */
  'promo-codes': Schemas['PromoCodeReportDto'];
}
export type ReportName = keyof ReportRecords;
/** A report's range and filters (the time series also take `interval`); absent means the server's default. */
export interface ReportFilters {
  from?: string;
  to?: string;
  spaceId?: string;
  spaceType?: Schemas['SpaceType'];
  interval?: Schemas['ReportInterval'];
  /** Core Web Vitals only: one kind of screen. */
  device?: Schemas['WebVitalDevice'];
}
/** One report as a react-admin record: `getOne('reports', { id: <report name>, meta: { filters } })`. */
export type ReportRecord<R extends ReportName = ReportName> = ReportRecords[R] & { id: R };

/** What each react-admin resource name holds (the last segment of its /api/admin path). */
export interface AdminRecords {
  /** One record per report (its name is the id), read with its filters in `meta.filters` (read only). */
  reports: ReportRecord;
  bookings: AdminBooking;
  /** The Bookings list: one row per booking group, paged, searched and filtered (read only; its dates change as bookings). */
  'booking-groups': BookingGroup;
  spaces: AdminSpace;
  'space-instances': SpaceInstance;
  'membership-plans': MembershipPlan;
  'comparison-features': ComparisonFeature;
  'comparison-feature-plans': ComparisonFeaturePlan;
  roles: Role;
  admins: AdminAccount;
  users: User;
  contacts: Contact;
  'job-applications': JobApplication;
  'newsletter-subscribers': NewsletterSubscriber;
  'email-templates': EmailTemplate;
  /** A space's bookings on its instances in a window of venue dates (getManyReference by spaceId). */
  'space-assignments': SpaceAssignmentRecord;
  memberships: AdminMembership;
  payments: PaymentLedgerRow;
  /**
   * Created for a payment named in `meta.paymentId`; a desk refund's update records its money handed back
   * (RefundHandBackBody).
   */
  refunds: RefundRecord;
  /** One record, SUMMARY_ID: the Overview's figures (read only). */
  analytics: Analytics & { id: typeof SUMMARY_ID };
  /** One record, SUMMARY_ID: who has access, what renews soon, what is overdue, monthly revenue (read only). */
  'membership-summary': Schemas['MembershipSummaryDto'] & { id: typeof SUMMARY_ID };
  /** One record, SUMMARY_ID: today's arrivals, expiring holds, pending tours, unanswered contacts, renewals due. */
  'overview-today': OverviewToday & { id: typeof SUMMARY_ID };
  /** One record, BUSINESS_SETTINGS_ID: read and updated. */
  'business-settings': BusinessSettingsRecord;
  /** One record, STAFF_NOTIFICATIONS_ID: read and updated. */
  'staff-notifications': StaffNotificationsRecord;
  /** The delivery log, newest first (filter: `status`); read only. */
  'email-log': EmailLogEntry;
  /** The SMS log, newest first (filters: `status`, `template`, `q`); read only. */
  'sms-log': SmsLogEntry;
  /** The product's SMS texts, by name; updated (reworded), never created or deleted. */
  'sms-templates': SmsTemplate;
  /** Who changed what and when, newest first (filters: `action`, `resource`, `adminId`, dates); read only. */
  'audit-log': AuditLogEntry;
  /** An event's attendees, paged: getList with the filter `eventId` (read only). */
  'event-registrations': EventRegistration;
  /** The events the site lists, paged (filters: `q`, `category`, `when` upcoming/past). */
  events: AdminEvent;
  /** Blog posts, paged (filters: `q`, `category`, `status`); publishing is an update of `published`. */
  posts: AdminBlogPost;
  /** The front desk's expected arrivals of one venue date, paged (filters: `date`, `q`); read only, id = the code. */
  'check-ins': CheckInVisitRecord;
  /** Promo codes, paged (filters: `q` on the code or description, `active` 'true' / 'false'). */
  'promo-codes': PromoCodeRecord;
  /**
   * Who waits for a full slot or day and what they were offered, paged (filters: `q` on the name, e-mail or phone,
   * `status`, `spaceId`, `from` / `to` on the wanted date); read only but for taking someone off (delete).
   */
  waitlist: WaitlistEntryRecord;
  /**
   * Companies paying for team memberships, paged (filter: `q` on the name, KRA PIN or billing e-mail); one read
   * (`meta: COMPANY_DETAIL`) answers the company in full (CompanyDetailRecord). Deleting one that ever had a team
   * membership is refused (409).
   */
  companies: CompanyRecord;
  /**
   * Requests to erase a person's data, paged (filters: `q` on the e-mail or number, `status`); completing one is an
   * update to `{ status: 'completed' }` (privacy.edit).
   */
  'erasure-requests': ErasureRequestRecord;
}
export type AdminResource = keyof AdminRecords;

/** The body each resource's create call takes. */
export interface AdminCreateBodies {
  spaces: SpaceBody;
  'space-instances': CreateSpaceInstanceBody;
  'membership-plans': MembershipPlanBody;
  'comparison-features': ComparisonFeatureBody;
  /** Writing a cell is an upsert of the (feature, plan) pair. */
  'comparison-feature-plans': ComparisonCellBody;
  roles: RoleBody;
  admins: CreateAdminBody;
  users: CreateUserBody;
  'email-templates': EmailTemplateBody;
  events: EventBody;
  posts: BlogPostBody;
  'promo-codes': PromoCodeRecordBody;
  companies: CompanyRecordBody;
}
export type CreatableResource = keyof AdminCreateBodies;

/** The body each resource's update call takes. */
export interface AdminUpdateBodies {
  bookings: UpdateBookingBody;
  spaces: SpaceBody;
  'space-instances': UpdateSpaceInstanceBody;
  'membership-plans': MembershipPlanBody;
  'comparison-features': ComparisonFeatureBody;
  roles: RoleBody;
  admins: UpdateAdminBody;
  users: UpdateUserBody;
  'email-templates': EmailTemplateBody;
  'sms-templates': Schemas['UpdateSmsTemplateDto'];
  /** A new status (new → responded → closed) and/or the staff note. */
  contacts: UpdateContactBody;
  /** A new status (new → reviewing → rejected / hired) and/or the staff note. */
  'job-applications': UpdateJobApplicationBody;
  /** Staff may only unsubscribe someone. */
  'newsletter-subscribers': UpdateNewsletterSubscriberBody;
  /** Only the fields sent change. */
  events: Partial<EventBody>;
  /** Only the fields sent change: `{ published: true }` publishes (now, or at `publishedAt`), false unpublishes. */
  posts: Partial<BlogPostBody>;
  /** Only the fields sent change. */
  'promo-codes': PromoCodeRecordBody;
  /** Only the fields sent change. */
  companies: Partial<CompanyRecordBody>;
}
export type UpdatableResource = keyof AdminUpdateBodies;

export type DeletableResource =
  | 'spaces'
  | 'membership-plans'
  | 'comparison-features'
  | 'roles'
  | 'admins'
  | 'users'
  | 'email-templates'
  | 'events'
  | 'posts'
  // Refused (409) once a code has been redeemed: staff deactivate it instead.
  | 'promo-codes'
  // Takes a waiting or offered person off the list (an open offer's held slot is released); refused (409) once booked.
  | 'waitlist'
  // Refused (409) once the company has had a team membership: it is kept for their receipts.
  | 'companies';

/** An assignment as a react-admin record: the instance and start make it unique. */
export type SpaceAssignmentRecord = SpaceAssignment & { id: string };

/** Venue dates, inclusive: the window the space calendar shows. */
export interface DateWindow {
  startDate: string;
  endDate: string;
}

/**
 * The shell's react-admin data provider: the standard CRUD methods over /api/admin/<resource>, plus
 * the calls that are not CRUD. Panels reach it through `useAdminDataProvider()`, so every failure
 * passes the auth provider's checkError (401 → session expired).
 */
export interface AdminDataProvider extends DataProvider {
  resetUserPassword(userId: string, newPassword: string): Promise<void>;
  previewEmailTemplate(templateId: string): Promise<RenderedEmail>;
  sendTemplateTest(templateId: string, address: string): Promise<MailAccepted>;
  sendTestEmail(body: TestEmailBody): Promise<MailAccepted>;
  /** Sends a failed e-mail again, as it was. */
  resendEmail(outboxId: string): Promise<MailAccepted>;
  /** Sends a failed SMS again, as it was. */
  resendSms(outboxId: string): Promise<Schemas['SmsAcceptedDto']>;
  /** Approves or rejects tour requests together; answers how many changed. */
  decideTours(bookingIds: readonly string[], decision: TourDecision): Promise<number>;
  /** The server's price of a staff booking, with its discount (amounts are always the server's). */
  quoteStaffBooking(body: StaffQuoteBody): Promise<StaffQuote>;
  /** Moves a booked row to another instance and/or slot; the server re-checks availability (409 names the holder). */
  moveBooking(bookingId: string, body: MoveBookingBody): Promise<AdminBooking>;
  /** Answers a contact inquiry by e-mail (queued and logged); a new inquiry becomes responded. */
  replyToContact(contactId: string, message: string): Promise<Contact>;
  /** Uploads a picture for an event or post (JPEG, PNG or WebP, at most 10 MB); the server resizes it. */
  uploadImage(file: File): Promise<UploadedImage>;
  /** Checks a visit in by its code (typed any case, with or without the dash); 404 unknown, 409 another day. */
  checkIn(code: string): Promise<CheckInOutcome>;
}
