import { type Clock } from '../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../common/database/fake-unit-of-work.js';
import { type AppConfig } from '../../config/app-config.js';
import { BOOKING_ERRORS } from '../booking/booking.errors.js';
import { type BookingsService, type HeldBooking } from '../booking/bookings.service.js';
import { type Space } from '../booking/entities/space.entity.js';
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
const SLOT: WaitedSlot = { spaceId: 'room', date: '2026-12-04', time: '10:00' };

/** Entries in memory, in the order they joined; the booking engine with a number of free places. */
class World {
  readonly entries: WaitlistEntry[] = [];
  readonly released: string[] = [];
  readonly mail: MailRequest[] = [];
  freePlaces = 0;
  paystackDown = false;
  now = NOW;
  readonly unitOfWork = new FakeUnitOfWork();

  join(email: string): WaitlistEntry {
    const entry = new WaitlistEntry(SPACE, { ...SLOT, firstName: 'A', lastName: 'B', email, phone: '0712345678' });
    this.entries.push(entry);
    return entry;
  }

  offers(): WaitlistOffers {
    const repository = {
      lockSlot: async () => undefined,
      waitedSlots: async () => (this.entries.some((entry) => entry.status === 'waiting') ? [SLOT] : []),
      firstWaiting: async () => this.entries.find((entry) => entry.status === 'waiting') ?? null,
      offersOver: async (now: Date) =>
        this.entries.filter((entry) => entry.status === 'offered' && entry.offerExpiresAt! <= now).map((e) => e.id),
      staleWaiting: async () => [],
      lock: async (_tx: unknown, id: string) => this.entries.find((entry) => entry.id === id) ?? null,
      offerOfGroup: async (_tx: unknown, groupId: string) =>
        this.entries.find(
          (entry) => entry.bookingGroupId === groupId && ['offered', 'expired'].includes(entry.status),
        ) ?? null,
      findByTokenHash: async () => null,
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
    return new WaitlistOffers(
      this.unitOfWork.asUnitOfWork(),
      repository,
      bookings,
      checkouts,
      mail,
      { now: () => this.now } as Clock,
      { booking: { waitlistOfferMinutes: 30 }, http: { publicUrl: 'https://coworking.example' } } as AppConfig,
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
});
