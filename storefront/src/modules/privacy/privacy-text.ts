import {
  CONSENT_CHANNELS,
  type ConsentChannel,
  formatMembershipDate,
  isVenueDate,
  venueToday,
} from '@coworking/domain';
import { POLICY } from '../help/policy-figures';

/** A request to erase someone's data as the API answers it (instants are ISO strings). */
export interface ErasureRequestReceipt {
  id: string;
  number: string;
  status: 'requested' | 'completed';
  requestedAt: string;
  dueBy: string;
}

export type ConsentChoices = Record<ConsentChannel, boolean>;

/** What a person's data is asked for through: the portal's session, a booking's manage link, or an e-mailed link. */
export type PrivacySubject = { kind: 'member' } | { kind: 'manage'; token: string } | { kind: 'signed'; token: string };

export type ExportFormat = 'json' | 'zip';

/** The short name of each consent, above the words it was given in. */
export const CONSENT_TITLES: Record<ConsentChannel, string> = {
  sms: 'Text messages',
  newsletter: 'Newsletter',
  marketing: 'Offers and events',
};

/** The switches in the order the portal shows them. */
export const CONSENT_ORDER: readonly ConsentChannel[] = CONSENT_CHANNELS;

/**
 * What a saved switch means, said back to the person ('You will get the newsletter by e-mail.'). Withdrawing marketing
 * also stops the newsletter (`newsletterStopped`: it was on and the answer turned it off).
 */
export function consentSavedText(channel: ConsentChannel, given: boolean, newsletterStopped = false): string {
  const texts: Record<ConsentChannel, [string, string]> = {
    sms: ['We will text you about your bookings and membership.', 'We will not text you any more.'],
    newsletter: ['You will get the newsletter by e-mail.', 'You will not get the newsletter any more.'],
    marketing: [
      'We may tell you about offers and events.',
      'You will not hear about offers and events from us, by e-mail or SMS, from now on.',
    ],
  };
  const also = newsletterStopped && channel !== 'newsletter' ? ' The newsletter stops too.' : '';
  return `Saved. ${texts[channel][given ? 0 : 1]}${also}`;
}

/** What erasing a person's data removes, as the confirmation lists it. */
export const ERASED_ITEMS: readonly string[] = [
  'your name, e-mail address and phone number on your bookings, tours, guest passes and membership',
  'your messages, job applications and newsletter subscription',
  'the e-mails and text messages we sent you, and your consent choices',
  'your member portal sign-in: you will not be able to sign in again with this e-mail address',
];

/** How long tax law makes us keep payment records (Kenya's Tax Procedures Act): the dialog and privacy page say it. */
export const TAX_RECORD_YEARS = 5;

/** What the law makes us keep of a person's payments after an erasure, without their name. */
export const KEPT_FOR_TAX: readonly string[] = [
  'amounts paid and refunded',
  'receipt and credit note numbers',
  'the dates of payments and refunds',
  "a company's name and KRA PIN printed on its receipts",
];

export const KEPT_FOR_TAX_TEXT = `Kenyan tax law makes us keep payment records for ${TAX_RECORD_YEARS} years. We keep only these, with your name, e-mail and phone removed:`;

/** '3 December 2026' for an instant or a date; the day it is in Nairobi. */
export function privacyDateText(value: string): string {
  if (isVenueDate(value)) return formatMembershipDate(value);
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : formatMembershipDate(venueToday(instant));
}

/** The answer to an erasure request as the person reads it: its number, and the day by which it is done. */
export function erasureRequestText(
  request: Pick<ErasureRequestReceipt, 'number' | 'status' | 'requestedAt' | 'dueBy'>,
) {
  if (request.status === 'completed')
    return `Your data was erased (request ${request.number}, asked for on ${privacyDateText(request.requestedAt)}).`;
  return (
    `We have your request ${request.number} to erase your data, made on ${privacyDateText(request.requestedAt)}. ` +
    `We will complete it by ${privacyDateText(request.dueBy)}, within the ${POLICY.privacyResponseDays} days the Data Protection Act allows.`
  );
}

/** The file a download is saved as: the server's name when it gives one, otherwise ours. */
export function exportFileName(contentDisposition: string | null, format: ExportFormat): string {
  const header = contentDisposition ?? '';
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (encoded) {
    try {
      return safeFileName(decodeURIComponent(encoded.trim()), format);
    } catch {
      // A badly encoded name: fall back to the plain one, or ours.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1];
  return safeFileName(plain?.trim() ?? '', format);
}

function safeFileName(name: string, format: ExportFormat): string {
  const cleaned = name.replace(/[/\\]/g, '').trim();
  return cleaned || `syokimau-coworking-my-data.${format}`;
}

export const PRIVACY_REQUEST_KINDS = [
  { value: 'export', label: 'A copy of the data you hold about me' },
  { value: 'erasure', label: 'Erase the data you hold about me' },
] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number]['value'];

/** The answer shown whatever the address: it never tells whether we hold data for it. */
export const PRIVACY_LINK_SENT =
  'If we hold data for that address, we have e-mailed a link to it. Open it on this or any device; check your spam folder if it does not arrive.';
