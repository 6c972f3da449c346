import { type GuestPass } from './portal-text';

// The Guests tab's words, apart from portal-text.ts: that tab's code loads when it is opened.

const GUEST_STATUS_WORDS: Record<GuestPass['status'], string> = {
  invited: 'Invited',
  cancelled: 'Cancelled',
  'checked-in': 'Checked in',
};

export function guestStatusText(status: GuestPass['status']): string {
  return GUEST_STATUS_WORDS[status] ?? status;
}

/** A guest pass can be cancelled (giving the pass back) while it is still an invitation for a later day. */
export function canCancelGuest(guest: Pick<GuestPass, 'status' | 'date'>, today: string): boolean {
  return guest.status === 'invited' && guest.date > today;
}

/** The line announced after inviting a guest: who, which day, and that the pass with its code is on its way. */
export function invitedGuestText(
  guest: Pick<GuestPass, 'firstName' | 'lastName' | 'date' | 'checkInCode'>,
  formatDate: (date: string) => string,
): string {
  return `${guest.firstName} ${guest.lastName} is invited for ${formatDate(guest.date)}. We have e-mailed them the guest pass with check-in code ${guest.checkInCode}.`;
}
