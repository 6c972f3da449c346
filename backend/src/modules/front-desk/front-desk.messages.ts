/** What the front desk's API answers with, in words the person at the desk can act on. */
export const FRONT_DESK_MESSAGES = {
  badCode:
    'A check-in code has 8 letters and digits, like K7QM-3XPA (it never uses 0, O, 1, I or L). Check what was typed and try again.',
  codeRequired: 'Type or scan the check-in code.',
  unknownCode:
    'No booking or guest pass has this check-in code. Check the code, or find the visitor in the list by name.',
  cancelledBooking:
    'This booking was cancelled, so it cannot be checked in. Find the visitor under Bookings, or sell them a day pass.',
  notConfirmed:
    'This booking is not confirmed yet (its payment or approval is still pending), so it cannot be checked in. Find it under Bookings.',
  cancelledGuest: (hostName: string) =>
    `This guest pass was cancelled by ${hostName}, so it cannot be checked in. Ask the host to invite the guest again.`,
  otherDay: (days: string) => `This code is for ${days}, not today.`,
};
