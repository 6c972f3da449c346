/**
 * The venue's zone alone, in a module of its own: every storefront page names it (the site's settings), and a bundle
 * keeps a module whole, so this way no page loads the calendar's arithmetic only to name the zone.
 */

/** The venue's time zone (Africa/Nairobi, UTC+3 all year): every date on the wire is a venue date. */
export const VENUE_ZONE = 'Africa/Nairobi';
/** How the venue's zone is named next to times people read. */
export const VENUE_ZONE_LABEL = 'EAT (Nairobi time)';
/**
 * The venue's offset from UTC, in minutes. East Africa Time has been UTC+3 with no daylight saving since 1942, and the
 * architecture takes it as fixed, so venue time is this arithmetic rather than a time-zone lookup (decision 0306): a
 * browser's first time-zone lookup starts its locale data, a long task on a phone. The venue-time spec holds the
 * arithmetic to the time-zone database's Africa/Nairobi for every few hours of 2000–2060.
 */
export const VENUE_UTC_OFFSET_MINUTES = 180;
