import { CONSENT_WORDING, type ConsentChannel, type ConsentSource, normalizeMpesaPhone } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { type Transaction } from '../../../common/database/transaction.js';
import { ConsentRecord } from '../entities/consent-record.entity.js';
import { ConsentsRepository } from './consents.repository.js';

/** A consent given or withdrawn, as a form or a link reports it. */
export interface ConsentEntry {
  channel: ConsentChannel;
  granted: boolean;
  email?: string | null;
  /** Any Kenyan format; stored as 2547XXXXXXXX. A number that is not Kenyan is kept as given, digits only. */
  phone?: string | null;
  source: ConsentSource;
}

/**
 * Consents under the Data Protection Act: recorded with time, source and the words shown (CONSENT_WORDING), never
 * edited; the latest record of a channel for an address decides. SMS go only to numbers whose latest SMS record
 * says yes.
 */
@Injectable()
export class Consents {
  constructor(private readonly repository: ConsentsRepository) {}

  /** Records a consent in the caller's transaction; nothing when neither address is given. */
  record(tx: Transaction, entry: ConsentEntry): ConsentRecord | null {
    const email = entry.email?.trim().toLowerCase() || null;
    const phone = phoneKey(entry.phone);
    if (!email && !phone) return null;
    const record = new ConsentRecord({
      channel: entry.channel,
      granted: entry.granted,
      email,
      phone,
      source: entry.source,
      wording: CONSENT_WORDING[entry.channel],
    });
    this.repository.add(tx, record);
    return record;
  }

  /**
   * The SMS box ticked at a checkout: a consent for each number the checkout gave (the contact phone, and the M-Pesa
   * number when it is another), each number once however it was written.
   */
  recordSmsConsent(
    tx: Transaction,
    given: { email: string; phones: readonly (string | null | undefined)[]; source: ConsentSource },
  ): ConsentRecord[] {
    const numbers = new Set(given.phones.map(phoneKey).filter((phone): phone is string => phone !== null));
    return [...numbers]
      .map((phone) =>
        this.record(tx, { channel: 'sms', granted: true, email: given.email, phone, source: given.source }),
      )
      .filter((record): record is ConsentRecord => record !== null);
  }

  /** Whether this number may receive SMS: its latest SMS consent says yes. */
  async smsAllowed(phone: string, tx?: Transaction): Promise<boolean> {
    const key = phoneKey(phone);
    if (!key) return false;
    return (await this.repository.latest('sms', { phone: key }, tx))?.granted ?? false;
  }

  /** Whether this e-mail address may receive marketing: its latest marketing consent says yes. */
  async marketingAllowed(email: string, tx?: Transaction): Promise<boolean> {
    return (await this.repository.latest('marketing', { email: email.trim().toLowerCase() }, tx))?.granted ?? false;
  }

  /** Every consent record of these addresses, oldest first. */
  history(addresses: { emails: string[]; phones: string[] }, tx?: Transaction): Promise<ConsentRecord[]> {
    return this.repository.of(
      {
        emails: addresses.emails.map((email) => email.trim().toLowerCase()),
        phones: addresses.phones.map(phoneKey).filter((phone): phone is string => phone !== null),
      },
      tx,
    );
  }
}

/** How a phone number is keyed: 2547XXXXXXXX for a Kenyan mobile, else its digits; null for none. */
export function phoneKey(phone: string | null | undefined): string | null {
  if (!phone?.trim()) return null;
  return normalizeMpesaPhone(phone) ?? (phone.replace(/\D/g, '') || null);
}
