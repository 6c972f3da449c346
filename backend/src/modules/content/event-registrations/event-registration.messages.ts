import { formatKes } from '@coworking/domain';

/** What the registration form and the attendee list say when they refuse, in words a visitor can act on. */
export const EVENT_REGISTRATION_MESSAGES = {
  eventNotFound: 'This event no longer exists. Reload the events page to see what is on.',
  eventPast: (title: string) => `${title} has already taken place, so registration is closed.`,
  eventFull: (title: string) =>
    `${title} is full: all seats are taken. Join its waitlist and we will e-mail you if a seat frees up.`,
  alreadyRegistered: (title: string) =>
    `This e-mail address is already registered for ${title}. Check your inbox for the confirmation; one registration per person.`,
  registrationNotFound: 'This registration no longer exists. Reload the list.',
  alreadyCancelled: 'This registration is already cancelled.',
  moveRefused: (from: string, to: string) => `A registration that is ${from} cannot become ${to}.`,
  registered: (title: string, date: string, email: string) =>
    `You're registered for ${title} on ${date}. A confirmation with a calendar file is on its way to ${email}.`,
  /** Paid events take registrations; the price is paid at the door (no payment is taken online). */
  payAtTheDoor: (price: string) => `Entry is ${formatKes(price)}, paid at the door (cash or M-Pesa).`,
} as const;
