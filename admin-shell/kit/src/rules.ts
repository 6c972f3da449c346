// The kit's pure functions (no React, no react-admin), importable from unit tests as 'admin-kit/rules'.
export * from './api/http-error';
export * from './api/permissions';
export * from './format/format';
export * from './form/list-entry';
export * from './form/numbers';
export * from './data/paging';
// The shared domain rules the panels read through the kit.
export {
  addVenueDateMonths,
  addVenueDays,
  BILLING_CYCLES,
  canMove,
  capacityText,
  CONTACT_STATUSES,
  CONTACT_SUBJECTS,
  CONTACT_TRANSITIONS,
  type ContactStatus,
  centsToKes,
  CONTACT_FIELD_MESSAGES,
  CYCLE_UNITS,
  EMAIL_PATTERN,
  formatSlotRange,
  formatSlotTime,
  JOB_APPLICATION_STATUSES,
  JOB_POSITIONS,
  JOB_APPLICATION_TRANSITIONS,
  type JobApplicationStatus,
  MEMBERSHIP_ACCESS_STATUSES,
  MEMBERSHIP_STATUS_LABELS,
  MEMBERSHIP_STATUSES,
  membershipPaymentMethodText,
  type MembershipStatus,
  PHONE_PATTERN,
  SPACE_TYPE_LABELS,
  STAFF_NOTE_MAX_LENGTH,
  discountCentsOf,
  type DiscountKind,
  MAX_DISCOUNT_PERCENT,
  MAX_DATES_PER_BOOKING,
  MPESA_CODE_MESSAGE,
  MPESA_CODE_PATTERN,
  normalizeMpesaCode,
  slotStartsFor,
  STAFF_PAYMENT_KINDS,
  type StaffPaymentKind,
  toCents,
  venueInstant,
} from '@coworking/domain';
// The reports' ranges, buckets and the words for the ledger's purposes and channels.
export {
  MAX_REPORT_DAYS,
  REPORT_INTERVAL_LABELS,
  REPORT_INTERVALS,
  type ReportInterval,
  reportRange,
  reportRangeProblem,
  REVENUE_CHANNEL_LABELS,
  REVENUE_CHANNELS,
  REVENUE_PURPOSE_LABELS,
  REVENUE_PURPOSES,
  type RevenueChannel,
  type RevenuePurpose,
} from '@coworking/domain';
// What a membership plan includes each period, and the front desk's check-in codes.
export {
  ALLOWANCE_KINDS,
  type AllowanceKind,
  CHECK_IN_CODE_LENGTH,
  formatCheckInCode,
  MAX_ALLOWANCE_PER_PERIOD,
  NO_ALLOWANCE,
  normaliseCheckInCode,
  planAllowanceLines,
  type PlanAllowance,
  VENUE_ZONE,
} from '@coworking/domain';
// Promo codes: what a code may look like, what it may apply to and the banner's words when staff write none.
export {
  defaultPromoBanner,
  normalizePromoCode,
  PROMO_APPLIES_TO,
  PROMO_CODE_MESSAGE,
  PROMO_CODE_PATTERN,
  type PromoAppliesTo,
} from '@coworking/domain';
// Record ids and metas the data provider and the panels agree on.
export { BUSINESS_SETTINGS_ID, COMPANY_DETAIL, PAYMENT_DETAIL, SUMMARY_ID } from './data/admin-data-provider';
