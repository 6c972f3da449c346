/**
 * The contact fields every booking, plan booking, contact inquiry and job application carries
 * (spec section 5), as data: the server's class-validator DTOs, the storefront's forms and the
 * admin's forms all read these patterns, limits and messages, so a person sees the same words
 * before and after sending.
 */

/** An address with something on both sides of one at-sign and a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An optional plus, then digits, hyphens or parentheses, at least 10 characters. */
export const PHONE_PATTERN = /^\+?[0-9()-]{10,}$/;
/** The checkout's phone rule: no spaces anywhere. */
export const NO_SPACES_PATTERN = /^\S*$/;

export const CONTACT_FIELD_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 30,
} as const;

export const CONTACT_FIELD_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  /** The booking page's single e-mail message (spec section 5, "Booking page schema"). */
  emailRequiredValid: 'Valid email is required',
  phoneRequired: 'Phone number is required',
  phoneHasSpaces: 'Phone number cannot contain spaces',
  phoneInvalid: 'Please enter a valid phone number',
  firstNameHasLink: 'First name cannot contain a web address',
  lastNameHasLink: 'Last name cannot contain a web address',
} as const;

/**
 * Text that a mail program would turn into a link: a scheme, `www.`, or a host name ending in a common top-level
 * domain ('claim-prize.com/now') or an e-mail address. Names are echoed back in e-mails, so a name like that is refused: the product never
 * carries a stranger's link to someone's inbox. Initials ('J.R.', 'St. John') do not match.
 */
export const WEB_ADDRESS_PATTERN =
  /([a-z][a-z0-9+.-]*:\/\/|www\.|[^\s@]@[^\s@]+\.[a-z]{2,}|[a-z0-9-]\.(com|net|org|info|biz|io|co|ke|app|xyz|top|site|online|link|click|ru|cn|shop|store|live|club)\b)/i;

/** True when a name holds something a mail program would make a link of. */
export function containsWebAddress(value: string): boolean {
  return WEB_ADDRESS_PATTERN.test(value);
}

/** Spaces are dropped rather than refused on the optional phone of public forms: '0712 345 678' is how people write Kenyan numbers. */
export function withoutSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** 'First name must be at most 100 characters'. */
export function tooLong(label: string, limit: number): string {
  return `${label} must be at most ${limit} characters`;
}

/** A Kenya Revenue Authority PIN, printed on receipts: a letter, nine digits, a letter (P051234567X). */
export const KRA_PIN_PATTERN = /^[A-Za-z]\d{9}[A-Za-z]$/;
export const KRA_PIN_MESSAGE = 'KRA PIN must be a letter, nine digits and a letter, like P051234567X';
