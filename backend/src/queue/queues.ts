/**
 * Every queue and job of the product, with its payload. Producers only enqueue; the worker
 * process (worker.ts) consumes. Queue keys in Redis carry the QUEUE_PREFIX. Work that repeats
 * runs as a BullMQ job scheduler (JOB_SCHEDULERS below), kept in place by queue/job-schedulers.ts.
 */
export const QUEUES = {
  /** Operational jobs: the worker liveness probe. */
  system: 'system',
  /** Outbox deliveries and the relay of stranded outbox rows (mail module). */
  mail: 'mail',
  /** Payment reconciliation with Paystack (payment module). */
  payment: 'payment',
  /** Releasing expired booking holds (booking module). */
  booking: 'booking',
  /** Housekeeping: deleting records past their retention period (retention/). */
  maintenance: 'maintenance',
  /** Member sign-in links, looked up, issued and mailed away from the request (member portal). */
  member: 'member',
  /** Renewing, reminding and expiring memberships (membership module). */
  membership: 'membership',
  /** Offering freed room to the people waiting for it (waitlist module). */
  waitlist: 'waitlist',
  /** SMS outbox deliveries through Africa's Talking and the relay of stranded rows (sms module). */
  sms: 'sms',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const SYSTEM_JOBS = { ping: 'ping' } as const;

export const MAIL_JOBS = {
  /** Send one outbox row. The job id is the row id, so a row is queued at most once at a time. */
  deliver: 'deliver',
  /** Scheduled: queue outbox rows that never reached Redis or whose sender died. */
  relay: 'relay',
} as const;

export const SMS_JOBS = {
  /** Send one SMS outbox row. The job id is the row id, so a row is queued at most once at a time. */
  deliver: 'deliver',
  /** Scheduled: queue SMS outbox rows that never reached Redis or whose sender died. */
  relay: 'relay',
} as const;

export const PAYMENT_JOBS = {
  /** Scheduled: check payments still pending with Paystack; fulfil the paid, close the dead. */
  reconcile: 'reconcile',
  /** Scheduled: send refunds Paystack never acknowledged, and read back the state of pending ones. */
  checkRefunds: 'check-refunds',
} as const;

export const MEMBERSHIP_JOBS = {
  /** Scheduled: charge saved cards, remind pay-link members, mark overdue and expire memberships. */
  renewMemberships: 'renew-memberships',
} as const;

export const BOOKING_JOBS = {
  /** Scheduled: cancel unpaid bookings whose hold ran out and free their instances. */
  releaseExpiredHolds: 'release-expired-holds',
  /** Scheduled: from 18:00 Nairobi time, text tomorrow's confirmed bookings a reminder (once per booking). */
  sendSmsReminders: 'send-sms-reminders',
} as const;

export const WAITLIST_JOBS = {
  /** Scheduled: end offers not paid in time, and offer freed room to the first in line. */
  offer: 'offer-freed-room',
} as const;

export const MAINTENANCE_JOBS = {
  /** Scheduled: delete what is kept no longer (released holds, sent mail, expired sessions and links, failed sign-ins). */
  purgeExpiredRecords: 'purge-expired-records',
} as const;

export const MEMBER_JOBS = {
  /** Handle one sign-in-link request: mail a link if its e-mail is a member's. The job id is the request's id. */
  sendSignInLink: 'send-sign-in-link',
  /** Scheduled: handle sign-in-link requests whose job never reached Redis. */
  relaySignInLinks: 'relay-sign-in-links',
} as const;

/**
 * The job schedulers: each makes one job per interval, however many workers run. The id is the
 * same in every worker, so each worker upserting it at start leaves one scheduler, not several.
 * Intervals come from the processors (payment/jobs, booking/jobs, mail/delivery, retention).
 */
export const JOB_SCHEDULERS = {
  paymentReconciliation: { id: 'payment-reconciliation', queue: QUEUES.payment, job: PAYMENT_JOBS.reconcile },
  refundCheck: { id: 'refund-check', queue: QUEUES.payment, job: PAYMENT_JOBS.checkRefunds },
  membershipRenewals: { id: 'membership-renewals', queue: QUEUES.membership, job: MEMBERSHIP_JOBS.renewMemberships },
  holdExpiry: { id: 'hold-expiry', queue: QUEUES.booking, job: BOOKING_JOBS.releaseExpiredHolds },
  mailRelay: { id: 'mail-relay', queue: QUEUES.mail, job: MAIL_JOBS.relay },
  retention: { id: 'retention', queue: QUEUES.maintenance, job: MAINTENANCE_JOBS.purgeExpiredRecords },
  signInLinkRelay: { id: 'sign-in-link-relay', queue: QUEUES.member, job: MEMBER_JOBS.relaySignInLinks },
  waitlistOffers: { id: 'waitlist-offers', queue: QUEUES.waitlist, job: WAITLIST_JOBS.offer },
  smsRelay: { id: 'sms-relay', queue: QUEUES.sms, job: SMS_JOBS.relay },
  bookingSmsReminders: { id: 'booking-sms-reminders', queue: QUEUES.booking, job: BOOKING_JOBS.sendSmsReminders },
} as const;

export type JobSchedulerDefinition = (typeof JOB_SCHEDULERS)[keyof typeof JOB_SCHEDULERS];

export interface DeliverMailJobData {
  outboxId: string;
}

export interface DeliverSmsJobData {
  outboxId: string;
}

export interface SendSignInLinkJobData {
  requestId: string;
}

export interface RelaySignInLinksJobResult {
  /** Sign-in-link requests handled by this run. */
  handled: number;
}

/** Scheduled jobs carry no data: each run looks at the database as it is then. */
export type ScheduledJobData = Record<string, never>;

export interface RelayMailJobResult {
  /** Outbox rows handed to the delivery queue by this run. */
  queued: number;
}

export interface ReconcilePaymentsJobResult {
  fulfilled: number;
  closed: number;
}

export interface CheckRefundsJobResult {
  submitted: number;
  updated: number;
}

export interface ReleaseExpiredHoldsJobResult {
  released: number;
}

/** How many rows of each kind one retention run deleted. */
export interface PurgeExpiredRecordsJobResult {
  releasedHolds: number;
  sentMail: number;
  sentSms: number;
  memberSessions: number;
  memberSignInLinks: number;
  failedSignIns: number;
  webVitalSamples: number;
  spentProofsOfWork: number;
  privacyLinks: number;
  erasureRequests: number;
  /** Payments whose name and e-mail were removed after the tax period (anonymised, not deleted). */
  taxRecords: number;
}

export interface PingJobData {
  requestedAt: string;
}

export interface PingJobResult {
  requestedAt: string;
  processedAt: string;
  workerPid: number;
}
