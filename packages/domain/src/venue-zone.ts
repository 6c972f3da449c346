/**
 * The venue's zone alone, in a module of its own: every storefront page names it (the site's settings), and a bundle
 * keeps a module whole, so this way no page loads the calendar's arithmetic only to name the zone.
 */

/** The venue's time zone (Africa/Nairobi, UTC+3 all year): every date on the wire is a venue date. */
export const VENUE_ZONE = 'Africa/Nairobi';
/** How the venue's zone is named next to times people read. */
export const VENUE_ZONE_LABEL = 'EAT (Nairobi time)';
