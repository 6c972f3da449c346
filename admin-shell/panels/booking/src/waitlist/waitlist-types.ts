// The waitlist's shapes of the admin API. The generated schema does not describe them yet (the API is newer than
// docs/openapi.json), so they are spelled out here; once it does, AdminWaitlistEntry becomes
// `components['schemas']['AdminWaitlistEntryDto']` (through the kit's WaitlistEntryRecord) and WaitlistStatus its
// WaitlistStatus enum.

/**
 * Where someone stands: in line, offered a freed slot (held for them until the offer ends), paid for it, let the
 * offer run out, or taken off (by staff, or because the date passed while they waited).
 */
export type WaitlistStatus = 'waiting' | 'offered' | 'booked' | 'expired' | 'cancelled';

/** Someone waiting for a full slot or day, and what they were offered (AdminWaitlistEntryDto). */
export interface AdminWaitlistEntry {
  id: string;
  spaceId: string;
  spaceName: string;
  /** The wanted venue date, 'YYYY-MM-DD'. */
  date: string;
  /** The wanted slot's start 'HH:MM' (hourly spaces); null for a whole day (daily and monthly spaces). */
  time: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  status: WaitlistStatus;
  /** Place in line among those waiting for the same slot (1 = next); null unless waiting. */
  position: number | null;
  /** When the freed slot was offered, and when the offer (and the slot held for it) ends: ISO instants. */
  offeredAt: string | null;
  offerExpiresAt: string | null;
  /** The booking held for the offer, then paid for. */
  bookingGroupId: string | null;
  /** The Paystack reference of the offer's payment. */
  paymentReference: string | null;
  createdAt: string;
}
