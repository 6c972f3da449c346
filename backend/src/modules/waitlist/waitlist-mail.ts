import { formatSlotRange, formatVenueDeadline } from '@coworking/domain';
import { type MailRequest } from '../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../mail/templates/default-templates.js';
import { kes } from '../payment/payment-values.js';
import { type WaitlistEntry } from './entities/waitlist-entry.entity.js';

/** What a waitlist e-mail calls the wanted time: the event's time, the slot's range, or the whole day. */
export function wantedTime(entry: Pick<WaitlistEntry, 'time' | 'event'>): string {
  if (entry.event) return entry.event.time;
  return entry.time ? formatSlotRange(entry.time) : 'all day';
}

/** What is waited for: the space's name or the event's title. */
export function waitedFor(entry: Pick<WaitlistEntry, 'space' | 'event'>): string {
  return entry.event?.title ?? entry.space!.name;
}

/** "You're on the waitlist", with the place in line. */
export function joinedMail(entry: WaitlistEntry, position: number): MailRequest {
  return {
    template: MAIL_TEMPLATES.waitlistJoined,
    to: entry.email,
    variables: {
      firstName: entry.firstName,
      spaceTitle: waitedFor(entry),
      date: entry.date,
      time: wantedTime(entry),
      placeInLine: String(position),
      nextStep: entry.event ? 'lets you confirm your seat' : 'takes you straight to payment',
    },
  };
}

/** "It freed up": the held slot, its price, the link to pay and until when it is held. */
export function offerMail(entry: WaitlistEntry, amountCents: number, payUrl: string): MailRequest {
  return {
    template: MAIL_TEMPLATES.waitlistOffer,
    to: entry.email,
    variables: {
      firstName: entry.firstName,
      spaceTitle: waitedFor(entry),
      date: entry.date,
      time: wantedTime(entry),
      amount: kes(amountCents),
      payUrl,
      expiresAt: formatVenueDeadline(entry.offerExpiresAt!),
    },
  };
}

/** "A seat freed up": the event, until when the seat is held, and the link that confirms it. */
export function eventOfferMail(entry: WaitlistEntry, confirmUrl: string): MailRequest {
  return {
    template: MAIL_TEMPLATES.waitlistEventOffer,
    to: entry.email,
    variables: {
      firstName: entry.firstName,
      eventTitle: entry.event!.title,
      date: entry.date,
      time: wantedTime(entry),
      confirmUrl,
      expiresAt: formatVenueDeadline(entry.offerExpiresAt!),
    },
  };
}
