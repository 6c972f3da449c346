/** What the member portal's API says, in words a member can act on. */
export const MEMBER_PORTAL_MESSAGES = {
  signInLinkSent: 'If that e-mail belongs to a member, a sign-in link is on its way. It works once, for 15 minutes.',
  linkInvalid: 'This sign-in link has expired or was already used. Ask for a new one below.',
  signIn: 'Please sign in to the member portal.',
  membershipNotFound: 'Membership not found.',
  bookingNotFound: 'Booking not found.',
  bookingEnded: 'This booking has ended or was cancelled: it has no manage link any more.',
  receiptNotFound: 'Receipt not found.',
  creditNoteNotFound: 'Credit note not found.',
  nothingToPay: 'Nothing is due on this membership right now.',
} as const;

/** How long a sign-in link works (how many may be asked for: the 'member-sign-in-links' rate limit). */
export const SIGN_IN_LINK_MINUTES = 15;

/** The member's session cookie: scoped to the member API, 30 days. */
export const MEMBER_SESSION_COOKIE = 'member_session';
export const MEMBER_SESSION_PATH = '/api/member';
export const MEMBER_SESSION_DAYS = 30;
