import { formatSlotRange, formatVenueDeadline } from '@coworking/domain';
import { type MailRequest } from '../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../mail/templates/default-templates.js';
import { kes } from '../payment/payment-values.js';
import { type WaitlistEntry } from './entities/waitlist-entry.entity.js';

/** What a waitlist e-mail calls the wanted time: the slot's range, or the whole day. */
export function wantedTime(entry: Pick<WaitlistEntry, 'time'>): string {
  return entry.time ? formatSlotRange(entry.time) : 'all day';
}

/** "You're on the waitlist", with the place in line. */
export function joinedMail(entry: WaitlistEntry, position: number): MailRequest {
  return {
    template: MAIL_TEMPLATES.waitlistJoined,
    to: entry.email,
    variables: {
      firstName: entry.firstName,
      spaceTitle: entry.space.name,
      date: entry.date,
      time: wantedTime(entry),
      placeInLine: String(position),
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
      spaceTitle: entry.space.name,
      date: entry.date,
      time: wantedTime(entry),
      amount: kes(amountCents),
      payUrl,
      expiresAt: formatVenueDeadline(entry.offerExpiresAt!),
    },
  };
}
