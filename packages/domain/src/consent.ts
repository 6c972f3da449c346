/**
 * Consent under Kenya's Data Protection Act 2019: what a person agreed to, on which channel, and the words they were
 * shown. The storefront shows these words next to each box and the backend records the same words with the consent,
 * so a record always says exactly what was agreed to.
 */
export const CONSENT_CHANNELS = ['newsletter', 'sms', 'marketing'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** Where a consent was given or withdrawn. */
export const CONSENT_SOURCES = [
  'booking-checkout',
  'plan-checkout',
  'member-booking',
  'tour-form',
  'newsletter-form',
  'member-portal',
  'manage-link',
  'unsubscribe-link',
  'staff',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The words shown beside each consent box (and stored with every record of it). */
export const CONSENT_WORDING: Record<ConsentChannel, string> = {
  sms: 'Text me about this booking or membership (confirmations, reminders, payment receipts; at most a few SMS a day).',
  newsletter: 'Send me the newsletter by e-mail. I can unsubscribe at any time.',
  marketing: 'Tell me about offers and events by e-mail or SMS. I can opt out at any time.',
};
