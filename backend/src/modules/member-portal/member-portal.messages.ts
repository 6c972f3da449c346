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

/** What the allowance, member bookings and guest passes say, in words a member can act on. */
export const ALLOWANCE_MESSAGES = {
  noAllowance:
    'You have no active membership with an allowance. Start or renew a membership on the Membership page, or book as a visitor on the booking page.',
  pastDue: 'Your membership is past due: pay for the new period to book from your allowance.',
  pastDueGuests: 'Your membership is past due: pay for the new period to invite guests.',
  noGuestPassesInPlan: (planName: string) =>
    `Your plan (${planName}) includes no guest passes. Ask us about a plan with guest passes.`,
  guestPassesUsedUp: (included: number, lastDay: string) =>
    `You have used all ${included} guest pass${included === 1 ? '' : 'es'} of this period (until ${lastDay}). Cancelling a guest's visit before its day gives the pass back.`,
  guestDateOutsidePeriod: (firstDay: string, lastDay: string) =>
    `Choose a visit date from ${firstDay} to ${lastDay}: guest passes are for your current membership period.`,
  guestNotFound: 'Guest pass not found.',
  guestAlreadyCancelled: "This guest's visit is already cancelled.",
  guestVisitStarted: (date: string) =>
    `The visit on ${date} is today or over: a guest pass can be cancelled until the day before its visit.`,
  paidPartNotStarted: (coveredDates: string, paymentMessage: string) =>
    `Your allowance booking for ${coveredDates} is confirmed (the confirmation is in your e-mail); the rest is not booked. ${paymentMessage}`,
} as const;

/** What the member's calendar feed says when its address does not open a feed. */
export const CALENDAR_FEED_MESSAGES = {
  notFound: 'This calendar address is not valid: it may have been replaced by a newer one in the member portal.',
} as const;
