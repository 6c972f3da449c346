import type { WaitlistEntryRecord } from 'admin-kit';

/**
 * Where someone stands: in line, offered a freed slot (held for them until the offer ends), paid for it, let the
 * offer run out, or taken off (by staff, or because the date passed while they waited).
 */
export type WaitlistStatus = WaitlistEntryRecord['status'];

/**
 * Someone waiting for a full slot or day (AdminWaitlistEntryDto): the wanted date and slot start (null for a whole
 * day), their place in line while waiting, and the offer they were made (instants are ISO strings).
 */
export type AdminWaitlistEntry = WaitlistEntryRecord;
