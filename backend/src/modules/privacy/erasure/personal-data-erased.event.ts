import { type Transaction } from '../../../common/database/transaction.js';
import { DomainEvent } from '../../../common/events/domain-events.js';

/**
 * Staff completed an erasure request (Data Protection Act 2019, s. 40): announced inside the transaction that
 * completes it. Every module that holds personal data erases or anonymises its own rows for these addresses in that
 * transaction (through its repository), so the erasure is all or nothing. What tax law requires stays (amounts,
 * numbers, dates, a company's name and KRA PIN); where a record must keep saying who, it names `label` instead.
 * Listeners answer how many rows they changed, by table, for the request's audit entry.
 */
export class PersonalDataErased extends DomainEvent<Record<string, number>> {
  static readonly NAME = 'privacy.personal-data-erased';
  readonly name = PersonalDataErased.NAME;

  constructor(
    tx: Transaction,
    readonly requestId: string,
    /** The person's e-mail addresses, lower-cased. */
    readonly emails: readonly string[],
    /** The person's phone numbers as stored keys (2547XXXXXXXX for a Kenyan mobile; see `phoneKey`). */
    readonly phones: readonly string[],
    /** What anonymised records say instead of the person: "Erasure request ER-2026-0004". */
    readonly label: string,
    /** The names the person went by in the records found (for text and JSON that mention them without an address). */
    readonly names: readonly string[] = [],
  ) {
    super(tx);
  }
}
