import { type SmsRequest, type SmsService } from '../sms/sms.service.js';
import { type Clock } from '../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../common/database/fake-unit-of-work.js';
import { type AppConfig } from '../../config/app-config.js';
import { BOOKING_ERRORS } from '../booking/booking.errors.js';
import { type BookingsService, type HeldBooking } from '../booking/bookings.service.js';
import { type Space } from '../booking/entities/space.entity.js';
import { type Event } from '../content/entities/event.entity.js';
import { type EventSeatHolds } from '../content/event-registrations/event-seat-holds.service.js';
import { type MailRequest, type MailService } from '../mail/delivery/mail.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { Payment } from '../payment/entities/payment.entity.js';
import { type PaymentCheckouts } from '../payment/payment-checkouts.service.js';
import { type PaymentSucceeded } from '../payment/payment.events.js';
import { WaitlistEntry } from './entities/waitlist-entry.entity.js';
import { WaitlistOffers } from './waitlist-offers.service.js';
import { type WaitedSlot, type WaitlistRepository } from './waitlist.repository.js';

const NOW = new Date('2026-12-01T07:00:00Z');
const SPACE = { id: 'room', name: 'Tsavo' } as Space;
const SLOT: WaitedSlot = { spaceId: 'room', eventId: null, date: '2026-12-04', time: '10:00' };
const EVENT = { id: 'pitch-night', title: 'Pitch Night', time: '18:00 - 20:00' } as Event;
const EVENT_SLOT: WaitedSlot = { spaceId: null, eventId: 'pitch-night', date: '2026-12-10', time: null };

/** Entries in memory, in the order they joined; the booking engine with a number of free places. */
class World {
  /** SMS asked for (the real service then checks the number's consent and the daily cap). */
  readonly texts: SmsRequest[] = [];
  readonly sms: Pick<SmsService, 'stage' | 'dispatch'> = {
    stage: async (_tx, request) => {
      this.texts.push(request);
      return null;
    },
    dispatch: async () => undefined,
  };
  readonly entries: WaitlistEntry[] = [];
  readonly released: string[] = [];
  readonly mail: MailRequest[] = [];
  freePlaces = 0;
  paystackDown = false;
  now = NOW;
  readonly unitOfWork = new FakeUnitOfWork();

  /** Event seats: how many are free, and each held seat's registration by id (its status). */
  freeSeats = 0;
  readonly seats = new Map<string, 'offered' | 'registered' | 'cancelled'>();
  readonly registeredThemselves = new Set<string>();

  join(email: string): WaitlistEntry {
    const entry = new WaitlistEntry(
      { space: SPACE },
      { ...SLOT, firstName: 'A', lastName: 'B', email, phone: '0712345678' },
    );
    this.entries.push(entry);
    return entry;
  }

  joinEvent(email: string): WaitlistEntry {
    const entry = new WaitlistEntry(
      { event: EVENT },
      { ...EVENT_SLOT, firstName: 'A', lastName: 'B', email, phone: '0712345678' },
    );
    this.entries.push(entry);
    return entry;
  }

  offers(): WaitlistOffers {
    const repository = {
      lockSlot: async () => undefined,
      waitedSlots: async () =>
        [SLOT, EVENT_SLOT].filter((slot) =>
          this.entries.some((entry) => entry.status === 'waiting' && (entry.event ? EVENT_SLOT : SLOT) === slot),
        ),
      firstWaiting: async (_tx: unknown, slot: WaitedSlot) =>
        this.entries.find((entry) => entry.status === 'waiting' && (entry.event ? EVENT_SLOT : SLOT) === slot) ?? null,
      offersOver: async (now: Date) =>
        this.entries.filter((entry) => entry.status === 'offered' && entry.offerExpiresAt! <= now).map((e) => e.id),
      staleWaiting: async () => [],
      lock: async (_tx: unknown, id: string) => this.entries.find((entry) => entry.id === id) ?? null,
      offerOfGroup: async (_tx: unknown, groupId: string) =>
        this.entries.find(
          (entry) => entry.bookingGroupId === groupId && ['offered', 'expired'].includes(entry.status),
        ) ?? null,
      findByTokenHash: async (hash: string) => this.entries.find((entry) => entry.offerTokenHash === hash) ?? null,
    } as unknown as WaitlistRepository;
    let groups = 0;
    const bookings = {
      createGroup: async (_tx: unknown, request: { holdMinutes?: number }, _status: string, now: Date) => {
        if (this.freePlaces === 0) throw BOOKING_ERRORS.fullyBooked('Tsavo', SLOT.date, SLOT.time!);
        this.freePlaces -= 1;
        return {
          bookingGroupId: `group-${++groups}`,
          bookings: [],
          amountCents: 300_000,
          holdExpiresAt: new Date(now.getTime() + request.holdMinutes! * 60_000),
        } satisfies HeldBooking;
      },
      releaseGroup: async (_tx: unknown, groupId: string) => {
        this.released.push(groupId);
        this.freePlaces += 1;
      },
    } as unknown as BookingsService;
    const checkouts = {
      open: (_tx: unknown, target: { targetId: string; amountCents: number; email: string }) =>
        new Payment(`SCH-${target.targetId}`, 'booking', target.targetId, target.amountCents, target.email),
      startBookingCheckout: async (payment: Payment) => {
        if (this.paystackDown) throw new Error('Paystack did not answer');
        return { data: { authorization_url: `https://paystack.test/${payment.reference}` } };
      },
    } as unknown as PaymentCheckouts;
    const mail = {
      stage: (_tx: unknown, request: MailRequest) => {
        this.mail.push(request);
        return request as unknown as MailOutbox;
      },
      dispatch: async () => undefined,
    } as unknown as MailService;
    const seats: Pick<EventSeatHolds, 'hold' | 'confirm' | 'release'> = {
      hold: async (_tx, _eventId, attendee, _until, _today) => {
        if (this.registeredThemselves.has(attendee.email)) return { held: false, why: 'registered' };
        if (this.freeSeats === 0) return { held: false, why: 'full' };
        this.freeSeats -= 1;
        const registrationId = `registration-${this.seats.size + 1}`;
        this.seats.set(registrationId, 'offered');
        return { held: true, registrationId, event: { ...EVENT, date: EVENT_SLOT.date, full: true } };
      },
      confirm: async (_tx, registrationId) => {
        if (this.seats.get(registrationId) !== 'offered') return null;
        this.seats.set(registrationId, 'registered');
        return { template: 'event-registration' } as unknown as MailOutbox;
      },
      release: async (_tx, registrationId) => {
        const status = this.seats.get(registrationId);
        if (status !== 'offered') return status === 'registered' ? 'registered' : 'gone';
        this.seats.set(registrationId, 'cancelled');
        this.freeSeats += 1;
        return 'released';
      },
    };
    return new WaitlistOffers(
      this.unitOfWork.asUnitOfWork(),
      repository,
      bookings,
      checkouts,
      mail,
      { now: () => this.now } as Clock,
      { booking: { waitlistOfferMinutes: 30 }, http: { publicUrl: 'https://coworking.example' } } as AppConfig,
      seats as EventSeatHolds,
      this.sms as SmsService,
    );
  }
}

describe('waitlist offers', () => {
  it('offers nothing while the slot is full, then each freed place to the next in line, in order', async () => {
    const world = new World();
    const [first, second, third] = ['a@x.com', 'b@x.com', 'c@x.com'].map((email) => world.join(email));
    expect(await world.offers().run()).toEqual({ offered: 0, expired: 0 });
    world.freePlaces = 2;
    expect(await world.offers().run()).toEqual({ offered: 2, expired: 0 });
    expect([first.status, second.status, third.status]).toEqual(['offered', 'offered', 'waiting']);
    expect(first.offerExpiresAt).toEqual(new Date(NOW.getTime() + 30 * 60_000));
    expect(world.mail.map((request) => [request.template, request.to])).toEqual([
      ['waitlist-offer', 'a@x.com'],
      ['waitlist-offer', 'b@x.com'],
    ]);
    expect(String(world.mail[0].variables?.payUrl)).toMatch(/^https:\/\/coworking\.example\/api\/waitlist\/offers\/.+/);
    // Each offer is texted too (to numbers that consented), with the same values as the e-mail.
    expect(world.texts.map((request) => request.template)).toEqual(['waitlist-offer', 'waitlist-offer']);
    expect(world.texts[0].variables).toEqual(world.mail[0].variables);
  });

  it('ends an offer not paid in time, lets its hold go, and offers the place to the next in line', async () => {
    const world = new World();
    const [first, second] = ['a@x.com', 'b@x.com'].map((email) => world.join(email));
    world.freePlaces = 1;
    await world.offers().run();
    world.now = new Date(NOW.getTime() + 30 * 60_000);
    expect(await world.offers().run()).toEqual({ offered: 1, expired: 1 });
    expect([first.status, second.status]).toEqual(['expired', 'offered']);
    expect(world.released).toEqual([first.bookingGroupId]);
  });

  it('puts the person back in line, in the same place, when Paystack does not open the checkout', async () => {
    const world = new World();
    const first = world.join('a@x.com');
    world.freePlaces = 1;
    world.paystackDown = true;
    expect(await world.offers().run()).toEqual({ offered: 0, expired: 0 });
    expect(first).toMatchObject({ status: 'waiting', bookingGroupId: null, offerTokenHash: null });
    expect(world.mail).toEqual([]);
  });

  it('marks the person booked when the offer’s payment succeeds, even after the offer ran out', async () => {
    const world = new World();
    const first = world.join('a@x.com');
    world.freePlaces = 1;
    const offers = world.offers();
    await offers.run();
    first.status = 'expired';
    await offers.onPaid({
      tx: world.unitOfWork.tx,
      payment: new Payment('SCH-1', 'booking', first.bookingGroupId!, 300_000, 'a@x.com'),
    } as unknown as PaymentSucceeded);
    expect(first.status).toBe('booked');
  });

  describe('for a full event', () => {
    const tokenOf = (request: MailRequest) => String(request.variables?.confirmUrl).split('/offers/')[1];

    it('holds each freed seat for the next in line and e-mails a link that confirms it once, from the events page', async () => {
      const world = new World();
      const [first, second, third] = ['a@x.com', 'b@x.com', 'c@x.com'].map((email) => world.joinEvent(email));
      expect(await world.offers().run()).toEqual({ offered: 0, expired: 0 });
      world.freeSeats = 2;
      expect(await world.offers().run()).toEqual({ offered: 2, expired: 0 });
      expect([first.status, second.status, third.status]).toEqual(['offered', 'offered', 'waiting']);
      expect(world.mail.map((request) => [request.template, request.to])).toEqual([
        ['waitlist-event-offer', 'a@x.com'],
        ['waitlist-event-offer', 'b@x.com'],
      ]);
      const token = tokenOf(world.mail[0]);
      const offers = world.offers();
      // The link itself confirms nothing (a mail scanner may open it): it leads to the page that asks.
      expect(await offers.follow(token)).toBe(`https://coworking.example/events#waitlist-offer=${token}`);
      expect(first.status).toBe('offered');
      expect(await offers.accept(token)).toMatchObject({ eventTitle: 'Pitch Night', date: '2026-12-10' });
      expect(first.status).toBe('booked');
      expect(world.seats.get(first.registrationId!)).toBe('registered');
      // Once used, the link has ended.
      await expect(offers.accept(token)).rejects.toMatchObject({ code: 'offer-ended' });
      expect(await offers.follow(token)).toBe('https://coworking.example/events?waitlist-offer=ended');
    });

    it('lets an unconfirmed seat go when the offer runs out and offers it to the next in line; the old link has ended', async () => {
      const world = new World();
      const [first, second] = ['a@x.com', 'b@x.com'].map((email) => world.joinEvent(email));
      world.freeSeats = 1;
      await world.offers().run();
      const token = tokenOf(world.mail[0]);
      world.now = new Date(NOW.getTime() + 30 * 60_000);
      const offers = world.offers();
      await expect(offers.accept(token)).rejects.toMatchObject({ code: 'offer-ended' });
      expect(await offers.run()).toEqual({ offered: 1, expired: 1 });
      expect([first.status, second.status]).toEqual(['expired', 'offered']);
      expect(world.seats.get(first.registrationId!)).toBe('cancelled');
    });

    it('skips someone who took a seat through the registration form meanwhile, and offers the seat to the next', async () => {
      const world = new World();
      const [first, second] = ['a@x.com', 'b@x.com'].map((email) => world.joinEvent(email));
      world.registeredThemselves.add('a@x.com');
      world.freeSeats = 1;
      expect(await world.offers().run()).toEqual({ offered: 1, expired: 0 });
      expect([first.status, second.status]).toEqual(['booked', 'offered']);
    });
  });
});
