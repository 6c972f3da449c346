/** Team memberships: a company pays for several seats of one plan at once (decision 0278). */

/** The most seats one team membership holds (a bigger company talks to the business). */
export const MAX_TEAM_SEATS = 50;

export const TEAM_SEATS_MESSAGE = `Seats must be a whole number from 1 to ${MAX_TEAM_SEATS}`;
