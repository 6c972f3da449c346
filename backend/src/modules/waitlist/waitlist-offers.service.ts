import { createHash, randomBytes } from 'node:crypto';
import { venueToday } from '@coworking/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { UnitOfWork } from '../../common/database/transaction.js';
import { OnDomainEvent } from '../../common/events/domain-events.js';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { BookingsService, type HeldBooking } from '../booking/bookings.service.js';
import { EventSeatHolds } from '../content/event-registrations/event-seat-holds.service.js';
import { MailService } from '../mail/delivery/mail.service.js';
import { type Payment } from '../payment/entities/payment.entity.js';
import { PaymentCheckouts } from '../payment/payment-checkouts.service.js';
import { PaymentSucceeded } from '../payment/payment.events.js';
import { type WaitlistEntry } from './entities/waitlist-entry.entity.js';
import { SmsService } from '../sms/sms.service.js';
import { SMS_TEMPLATES } from '../sms/templates/default-sms-templates.js';
import { eventOfferMail, offerMail } from './waitlist-mail.js';
import { WAITLIST_ERRORS } from './waitlist.errors.js';
import { type WaitlistOfferAcceptedDto } from './dto/waitlist.dto.js';
import { moveWaitlistEntry } from './waitlist-transitions.js';
import { meansNoRoom, selectionOf } from './waitlist.service.js';
import { type WaitedSlot, WaitlistRepository } from './waitlist.repository.js';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** What one run did. */
export interface OfferRun {
  offered: number;
  expired: number;
}

/**
 * Offers freed room to the people waiting for it, first come first served (the worker runs this every 30 s). Room is
 * found by the booking engine itself: an offer is a booking group held for the person (WAITLIST_OFFER_MINUTES) with
 * its payment, so nobody is offered a slot that is not free, and two places freed are offered to the first two. An
 * offer not paid in time is over: its hold is let go and the next run offers the place to the next in line.
 */
@Injectable()
export class WaitlistOffers {
  private readonly logger = new Logger('Waitlist');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: WaitlistRepository,
    private readonly bookings: BookingsService,
    private readonly checkouts: PaymentCheckouts,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly seats: EventSeatHolds,
    private readonly sms: SmsService,
  ) {}

  async run(): Promise<OfferRun> {
    const now = this.clock.now();
    const expired = await this.endOffersOver(now);
    await this.dropStale(venueToday(now));
    let offered = 0;
    for (const slot of await this.repository.waitedSlots(venueToday(now))) {
      // Each place free for the slot goes to the next in line, until the engine says it is full.
      for (;;) {
        const outcome = slot.eventId ? await this.offerNextSeat(slot, now) : await this.offerNext(slot, now);
        if (outcome === 'offered') offered += 1;
        if (outcome !== 'offered' && outcome !== 'skipped') break;
      }
    }
    if (offered + expired > 0) this.logger.log(`Waitlist: ${offered} offer(s) made, ${expired} offer(s) over`);
    return { offered, expired };
  }

  /**
   * Where an offer link leads: the payment of the held slot while the offer is open; otherwise the spaces page, which
   * says the offer has ended. A paid offer's link leads nowhere again.
   */
  async follow(token: string): Promise<string> {
    const publicUrl = this.config.http.publicUrl;
    const entry = await this.repository.findByTokenHash(hashOf(token));
    const open = entry?.status === 'offered' && entry.offerExpiresAt! > this.clock.now();
    // An event's seat is confirmed on the events page, by a press: a link opened by a mail scanner confirms nothing.
    // The token travels in the fragment, which no browser sends to a server.
    if (entry?.event)
      return open ? `${publicUrl}/events#waitlist-offer=${token}` : `${publicUrl}/events?waitlist-offer=ended`;
    return (open && entry?.checkoutUrl) || `${publicUrl}/spaces?waitlist-offer=ended`;
  }

  /**
   * The person confirms an event offer's held seat: registered (with the usual confirmation e-mail), and off the
   * waitlist as booked. The link works once, while the offer is open (404 otherwise, saying the offer has ended).
   */
  async accept(token: string): Promise<WaitlistOfferAcceptedDto> {
    const found = await this.repository.findByTokenHash(hashOf(token));
    if (!found?.event) throw WAITLIST_ERRORS.offerEnded();
    const { entry, staged } = await this.unitOfWork.run(async (tx) => {
      const entry = await this.repository.lock(tx, found.id);
      if (entry?.status !== 'offered' || entry.offerExpiresAt! <= this.clock.now() || !entry.registrationId)
        throw WAITLIST_ERRORS.offerEnded();
      const staged = await this.seats.confirm(tx, entry.registrationId);
      if (!staged) throw WAITLIST_ERRORS.offerEnded();
      moveWaitlistEntry(entry, 'booked');
      return { entry, staged };
    });
    await this.mail.dispatch([staged]);
    const title = entry.event!.title;
    return {
      eventTitle: title,
      date: entry.date,
      message: `Your seat at ${title} is confirmed. A confirmation with a calendar file is on its way to ${entry.email}.`,
    };
  }

  /** An offer's payment succeeded (also one paid late that still got its slot): the person has booked. */
  @OnDomainEvent(PaymentSucceeded.NAME)
  async onPaid(event: PaymentSucceeded): Promise<void> {
    if (event.payment.purpose !== 'booking') return;
    const entry = await this.repository.offerOfGroup(event.tx, event.payment.targetId);
    if (entry) moveWaitlistEntry(entry, 'booked');
  }

  /** Offers whose hold ran out unpaid: over, their held group let go so the place is free for the next in line. */
  private async endOffersOver(now: Date): Promise<number> {
    let ended = 0;
    for (const id of await this.repository.offersOver(now)) {
      ended += await this.unitOfWork.run(async (tx) => {
        const entry = await this.repository.lock(tx, id);
        if (entry?.status !== 'offered') return 0;
        // A seat its person took through the registration form meanwhile is theirs: booked, not over.
        const seat = entry.registrationId ? await this.seats.release(tx, entry.registrationId) : null;
        if (seat === 'registered') {
          moveWaitlistEntry(entry, 'booked');
          return 0;
        }
        moveWaitlistEntry(entry, 'expired');
        if (entry.bookingGroupId)
          await this.bookings.releaseGroup(tx, entry.bookingGroupId, 'Waitlist offer not paid in time');
        return 1;
      });
    }
    return ended;
  }

  /** People waiting for a day that has passed: nothing can be offered to them any more. */
  private async dropStale(today: string): Promise<void> {
    for (const id of await this.repository.staleWaiting(today))
      await this.unitOfWork.run(async (tx) => {
        const entry = await this.repository.lock(tx, id);
        if (entry?.status === 'waiting') moveWaitlistEntry(entry, 'cancelled');
      });
  }

  /**
   * Holds a freed seat of an event for the first person waiting (an `offered` registration, counted against the
   * capacity) and e-mails them the link that confirms it, in one transaction with the slot locked. 'skipped' when the
   * first in line has taken a seat through the registration form meanwhile (they leave the line; the next is tried).
   */
  private async offerNextSeat(slot: WaitedSlot, now: Date): Promise<'offered' | 'full' | 'none' | 'skipped'> {
    const token = randomBytes(24).toString('base64url');
    const until = new Date(now.getTime() + this.config.booking.waitlistOfferMinutes * 60_000);
    const outcome = await this.unitOfWork.run(async (tx) => {
      await this.repository.lockSlot(tx, slot);
      const entry = await this.repository.firstWaiting(tx, slot);
      if (!entry) return 'none' as const;
      const contact = { firstName: entry.firstName, lastName: entry.lastName, email: entry.email, phone: entry.phone };
      const hold = await this.seats.hold(tx, slot.eventId!, contact, until, venueToday(now));
      if (!hold.held && hold.why === 'registered') {
        moveWaitlistEntry(entry, 'booked');
        return 'skipped' as const;
      }
      if (!hold.held) return 'full' as const;
      moveWaitlistEntry(entry, 'offered');
      Object.assign(entry, {
        offeredAt: now,
        offerExpiresAt: until,
        registrationId: hold.registrationId,
        offerTokenHash: hashOf(token),
      });
      const confirmUrl = `${this.config.http.publicUrl}/api/waitlist/offers/${token}`;
      return [this.mail.stage(tx, eventOfferMail(entry, confirmUrl))];
    });
    if (typeof outcome === 'string') return outcome;
    await this.mail.dispatch(outcome);
    return 'offered';
  }

  /**
   * Holds the slot for the first person waiting, with its payment, in one transaction (the slot locked), then opens the
   * Paystack checkout and e-mails the offer. 'full' when the engine has no room; 'none' when nobody waits.
   */
  private async offerNext(slot: WaitedSlot, now: Date): Promise<'offered' | 'full' | 'none' | 'failed'> {
    const token = randomBytes(24).toString('base64url');
    let made: { entry: WaitlistEntry; held: HeldBooking; payment: Payment } | null;
    try {
      made = await this.unitOfWork.run(async (tx) => {
        await this.repository.lockSlot(tx, slot);
        const entry = await this.repository.firstWaiting(tx, slot);
        if (!entry) return null;
        const contact = {
          firstName: entry.firstName,
          lastName: entry.lastName,
          email: entry.email,
          phone: entry.phone,
        };
        const held = await this.bookings.createGroup(
          tx,
          { ...selectionOf(slot), contact, holdMinutes: this.config.booking.waitlistOfferMinutes },
          'pending',
          now,
        );
        const payment = this.checkouts.open(
          tx,
          { purpose: 'booking', targetId: held.bookingGroupId, amountCents: held.amountCents, email: entry.email },
          contact,
        );
        moveWaitlistEntry(entry, 'offered');
        Object.assign(entry, {
          offeredAt: now,
          offerExpiresAt: held.holdExpiresAt,
          bookingGroupId: held.bookingGroupId,
          paymentReference: payment.reference,
          offerTokenHash: hashOf(token),
        });
        return { entry, held, payment };
      });
    } catch (error) {
      if (meansNoRoom(error)) return 'full';
      throw error;
    }
    if (!made) return 'none';
    const { entry, held, payment } = made;
    let checkoutUrl: string;
    try {
      const started = await this.checkouts.startBookingCheckout(payment, held, slot.spaceId!);
      checkoutUrl = started.data.authorization_url!;
    } catch (error) {
      // Paystack did not open the checkout (its hold is already let go): back in line, in the same place.
      this.logger.warn(`Waitlist offer to ${entry.email} not opened: ${String(error)}`);
      await this.unitOfWork.run(async (tx) => {
        const again = await this.repository.lock(tx, entry.id);
        if (again?.status !== 'offered') return;
        moveWaitlistEntry(again, 'waiting');
        Object.assign(again, {
          offeredAt: null,
          offerExpiresAt: null,
          bookingGroupId: null,
          paymentReference: null,
          offerTokenHash: null,
        });
      });
      return 'failed';
    }
    const payUrl = `${this.config.http.publicUrl}/api/waitlist/offers/${token}`;
    const { staged, text } = await this.unitOfWork.run(async (tx) => {
      const offered = await this.repository.lock(tx, entry.id);
      if (offered) offered.checkoutUrl = checkoutUrl;
      const mail = offerMail(entry, payment.amountCents, payUrl);
      // Texted too when the number consented to SMS: an offer lasts half an hour, and SMS is read first.
      const text = await this.sms.stage(tx, {
        to: entry.phone,
        template: SMS_TEMPLATES.waitlistOffer,
        variables: mail.variables,
      });
      return { staged: [this.mail.stage(tx, mail)], text };
    });
    await this.mail.dispatch(staged);
    await this.sms.dispatch([text]);
    return 'offered';
  }
}
