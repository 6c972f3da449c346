import { type Transaction } from '../../../common/database/transaction.js';
import { DomainEvent } from '../../../common/events/domain-events.js';
import { type DataSubject } from '../data-subject.js';

/** The sections of a data export, in the order the file lists them. */
export const EXPORT_SECTIONS = [
  'bookings',
  'payments',
  'memberships',
  'guestPasses',
  'checkIns',
  'waitlistEntries',
  'eventRegistrations',
  'contactMessages',
  'jobApplications',
  'newsletter',
  'consents',
  'emails',
  'sms',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

/** One row of a section: plain values (strings, numbers, booleans, null), so it fits a CSV line as well as JSON. */
export type ExportRow = Record<string, string | number | boolean | null>;

/** What one module holds about the person. */
export interface PersonalDataFound {
  sections?: Partial<Record<ExportSection, ExportRow[]>>;
  /** The member account's own fields (identity answers it). */
  account?: ExportRow;
  /** Names the person went by in these records ("Jane Wanjiru"). */
  names?: string[];
  /** Other phone numbers given with the person's e-mail (as keys), so an erasure also reaches rows found only by them. */
  phones?: string[];
}

/**
 * Someone asked for everything held about them (Data Protection Act 2019, s. 26): every module that holds personal
 * data answers its rows for these addresses, read in the transaction given. Also asked before an erasure, for the
 * names and phone numbers the person's records carry.
 */
export class PersonalDataExportRequested extends DomainEvent<PersonalDataFound> {
  static readonly NAME = 'privacy.personal-data-export-requested';
  readonly name = PersonalDataExportRequested.NAME;

  constructor(
    tx: Transaction,
    readonly subject: DataSubject,
  ) {
    super(tx);
  }
}
