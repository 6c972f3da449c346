import { addVenueDays, venueInstant, venueToday } from '@coworking/domain';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The venue's date once it will stay the same for at least `lastingMs`. A journey that books, invites or checks in
 * for "today" must see one venue day from start to end; one started just before midnight in Nairobi (21:00 UTC, when
 * a CI run may well be going) first waits for the next day to begin.
 */
export async function venueDayLasting(lastingMs: number): Promise<string> {
  const today = venueToday();
  const untilMidnight = venueInstant(addVenueDays(today, 1)).getTime() - Date.now();
  if (untilMidnight >= lastingMs) return today;
  await sleep(untilMidnight + 1_000);
  return venueToday();
}
