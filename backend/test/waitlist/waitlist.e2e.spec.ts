import { jest } from '@jest/globals';
import { Clock } from '../../src/common/clock/clock.js';
import { BookingsService } from '../../src/modules/booking/bookings.service.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { Event } from '../../src/modules/content/entities/event.entity.js';
import { EventRegistration } from '../../src/modules/content/entities/event-registration.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { WaitlistEntry } from '../../src/modules/waitlist/entities/waitlist-entry.entity.js';
import { WaitlistOffers } from '../../src/modules/waitlist/waitlist-offers.service.js';
import { type PaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { CONTACT, futureWeekday, makeSpace } from '../booking/support.js';
import { postWithProofOfWork } from '../support/proof-of-work.js';
import { createTestAppWithPaystack, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

/**
 * Waitlists over HTTP with the Paystack sandbox: people join a full slot in line; when room frees (a hold runs out)
 * the first in line is offered it, held for them, and pays through the e-mailed link; an offer not paid in time passes
 * to the next; nobody is offered a slot that is not free; two places freed go to the first two.
 */
describe('waitlists for full slots', () => {
  let sandbox: PaystackSandbox;
  let testApp: TestApp;
  let closeApp: () => Promise<void>;
  let root: Session;
  let roomId: string;
  let pairId: string;

  const join = async (body: Record<string, unknown>) => {
    const response = await postWithProofOfWork(testApp.api, '/waitlist', { ...CONTACT, spaceId: roomId, ...body });
    return {
      status: response.status,
      body: (await response.json()) as { id: string; position: number; message: string },
    };
  };
  /** A visitor's unpaid checkout holding the slot. */
  const holdSlot = async (spaceId: string, date: string, email: string) => {
    const response = await fetch(`${testApp.api}/payments/booking/initialize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...CONTACT,
        email,
        bookingData: { type: 'space', spaceId, dates: [date], times: ['10:00'] },
      }),
    });
    return response.status;
  };
  const entryOf = (email: string) => testApp.em().findOneOrFail(WaitlistEntry, { email });
  const offers = () => testApp.app.get(WaitlistOffers);
  const releaseHolds = () =>
    testApp.app.get(BookingsService).releaseExpiredHolds(new Date(Date.now() + 24 * 3600_000 - 60_000));
  const offerLinkOf = async (email: string) => {
    const [mail] = await testApp.em().find(MailOutbox, { recipient: email, templateName: 'waitlist-offer' });
    return String(mail.variables.payUrl);
  };
  const follow = async (payUrl: string) => {
    const response = await fetch(`${testApp.api}${new URL(payUrl).pathname.replace(/^\/api/, '')}`, {
      redirect: 'manual',
    });
    return { status: response.status, location: response.headers.get('location') };
  };
  const eventually = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('condition not reached in time');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    ({ testApp, sandbox, close: closeApp } = await createTestAppWithPaystack('waitlist'));
    roomId = (await makeSpace(testApp.em(), { name: 'Waitlist room', rate: '1500.00' })).space.id;
    pairId = (await makeSpace(testApp.em(), { name: 'Twin room', rate: '1500.00', instances: 2 })).space.id;
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await closeApp();
  });

  it('offers a freed slot to the first in line, holds it for them, and passes it on when not paid in time', async () => {
    const date = futureWeekday(15);
    expect(await holdSlot(roomId, date, 'holder@example.com')).toBe(200);

    const free = await join({ email: 'early@example.com', date, time: '14:00' });
    expect([free.status, free.body.message]).toEqual([409, 'This time has room: you can book it now.']);
    const first = await join({ email: 'First@Example.com', firstName: 'Amani', date, time: '10:00' });
    expect(first.status).toBe(201);
    expect(first.body.position).toBe(1);
    expect(first.body.message).toMatch(/^You're on the waitlist for Waitlist room on .*, number 1 in line\./);
    const second = await join({ email: 'second@example.com', date, time: '10:00' });
    expect(second.body.position).toBe(2);
    expect((await join({ email: 'first@example.com', date, time: '10:00' })).status).toBe(409);
    expect(
      (await testApp.em().find(MailOutbox, { templateName: 'waitlist-joined' })).map((mail) => mail.recipient),
    ).toEqual(expect.arrayContaining(['first@example.com', 'second@example.com']));

    // Held by someone else's checkout: nobody is offered it.
    expect(await offers().run()).toEqual({ offered: 0, expired: 0 });
    expect((await entryOf('first@example.com')).status).toBe('waiting');

    await releaseHolds();
    expect(await offers().run()).toEqual({ offered: 1, expired: 0 });
    const offered = await entryOf('first@example.com');
    expect(offered).toMatchObject({ status: 'offered' });
    expect(offered.offerExpiresAt!.getTime() - offered.offeredAt!.getTime()).toBe(30 * 60_000);
    const payment = await testApp.em().findOneOrFail(Payment, { reference: offered.paymentReference! });
    expect(payment).toMatchObject({ status: 'pending', amountCents: 300_000, targetId: offered.bookingGroupId });
    expect((await entryOf('second@example.com')).status).toBe('waiting');
    // The place is held for the person offered it: not for a new checkout, and not offered twice.
    expect(await holdSlot(roomId, date, 'latecomer@example.com')).toBe(409);
    expect(await offers().run()).toEqual({ offered: 0, expired: 0 });
    const firstLink = await offerLinkOf('first@example.com');
    expect((await follow(firstLink)).location).toMatch(new RegExp(`^${sandbox.url}/checkout/`));

    // Not paid within its 30 minutes: the offer is over and goes to the next in line.
    const later = new Date(Date.now() + 31 * 60_000);
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(later);
    expect(await offers().run()).toEqual({ offered: 1, expired: 1 });
    expect((await entryOf('first@example.com')).status).toBe('expired');
    expect((await follow(firstLink)).location).toBe('http://coworking.example/spaces?waitlist-offer=ended');
    const next = await entryOf('second@example.com');
    expect(next.status).toBe('offered');

    await sandbox.pay(next.paymentReference!, 'success');
    await eventually(async () => (await entryOf('second@example.com')).status === 'booked');
    const booked = await testApp.em().find(SpaceBooking, { bookingGroupId: next.bookingGroupId });
    expect(booked.map((row) => row.status)).toEqual(['confirmed']);
    expect((await follow(await offerLinkOf('second@example.com'))).location).toBe(
      'http://coworking.example/spaces?waitlist-offer=ended',
    );
  });

  it('offers two places freed at once to the first two in line, and lets staff see and remove who waits', async () => {
    const date = futureWeekday(16);
    expect(await holdSlot(pairId, date, 'one@example.com')).toBe(200);
    expect(await holdSlot(pairId, date, 'two@example.com')).toBe(200);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'])
      expect((await join({ spaceId: pairId, email, date, time: '10:00' })).status).toBe(201);

    await releaseHolds();
    expect((await offers().run()).offered).toBe(2);
    const statuses = await Promise.all(
      ['a', 'b', 'c', 'd'].map(async (name) => (await entryOf(`${name}@example.com`)).status),
    );
    expect(statuses).toEqual(['offered', 'offered', 'waiting', 'waiting']);

    const list = await root.request('GET', `/admin/waitlist?spaceId=${pairId}&_sort=createdAt&_order=ASC`);
    expect(list.headers.get('x-total-count')).toBe('4');
    const rows = (await list.json()) as { email: string; status: string; position: number | null; id: string }[];
    expect(rows.map((row) => [row.email, row.status, row.position])).toEqual([
      ['a@example.com', 'offered', null],
      ['b@example.com', 'offered', null],
      ['c@example.com', 'waiting', 1],
      ['d@example.com', 'waiting', 2],
    ]);
    // Taking the first offered person off lets their place go to the next in line at the next run.
    expect((await root.request('DELETE', `/admin/waitlist/${rows[0].id}`)).status).toBe(204);
    expect((await entryOf('a@example.com')).status).toBe('cancelled');
    expect((await offers().run()).offered).toBe(1);
    expect((await entryOf('c@example.com')).status).toBe('offered');
    expect((await entryOf('d@example.com')).status).toBe('waiting');
  });

  it('asks an hourly space for the slot, and refuses an unknown space', async () => {
    const noTime = await join({ email: 'notime@example.com', date: futureWeekday(17) });
    expect([noTime.status, noTime.body.message]).toEqual([400, 'Choose the time slot you want to wait for']);
    const unknown = await join({ spaceId: '00000000-0000-4000-8000-000000000000', date: futureWeekday(17) });
    expect(unknown.status).toBe(404);
  });

  describe('for a full event', () => {
    const makeEvent = async (capacity: number) => {
      const event = new Event(
        'Founders Pitch Night',
        'Pitches and feedback.',
        futureWeekday(20),
        '18:00 - 20:00',
        'networking',
      );
      event.capacity = capacity;
      const em = testApp.em();
      em.persist(event);
      await em.flush();
      return event;
    };
    const register = async (eventId: string, email: string) =>
      (await postWithProofOfWork(testApp.api, `/events/${eventId}/registrations`, { ...CONTACT, email })).status;
    const joinEvent = (eventId: string, email: string) => join({ spaceId: undefined, eventId, email });
    const registrationOf = (eventId: string, email: string) =>
      testApp.em().findOneOrFail(EventRegistration, { event: eventId, contact: { email } }, { refresh: true });
    const confirmLinkOf = async (email: string) => {
      const [mail] = await testApp.em().find(MailOutbox, { recipient: email, templateName: 'waitlist-event-offer' });
      return String(mail.variables.confirmUrl);
    };
    const accept = async (confirmUrl: string) => {
      const token = confirmUrl.split('/offers/')[1];
      const response = await fetch(`${testApp.api}/waitlist/offers/${token}/accept`, { method: 'POST' });
      return { status: response.status, body: (await response.json()) as { message: string } };
    };

    it('holds a seat freed by a cancellation for the first in line, who confirms it; the next waits for the next seat', async () => {
      const event = await makeEvent(1);
      expect(await register(event.id, 'event-seated@example.com')).toBe(201);
      const hasRoom = await joinEvent((await makeEvent(3)).id, 'event-early@example.com');
      expect([hasRoom.status, hasRoom.body.message]).toEqual([
        409,
        'Founders Pitch Night has a free seat: register for it now.',
      ]);
      expect((await joinEvent(event.id, 'event-seated@example.com')).status).toBe(409);
      const first = await joinEvent(event.id, 'event-first@example.com');
      expect([first.status, first.body.position]).toEqual([201, 1]);
      expect(first.body.message).toMatch(/^You're on the waitlist for Founders Pitch Night on .*, number 1 in line/);
      expect((await joinEvent(event.id, 'event-second@example.com')).body.position).toBe(2);

      // Full: nobody is offered anything.
      expect(await offers().run()).toEqual({ offered: 0, expired: 0 });

      // Staff cancel the one registration: the seat is held for the first in line, not open to the form.
      const seated = await registrationOf(event.id, 'event-seated@example.com');
      expect((await root.request('POST', `/admin/events/${event.id}/registrations/${seated.id}/cancel`)).status).toBe(
        201,
      );
      expect(await offers().run()).toEqual({ offered: 1, expired: 0 });
      expect(await registrationOf(event.id, 'event-first@example.com')).toMatchObject({ status: 'offered' });
      expect(await register(event.id, 'event-walk-up@example.com')).toBe(409);
      expect((await entryOf('event-second@example.com')).status).toBe('waiting');

      // The link leads to the events page (the token in the fragment); the press there confirms the seat, once.
      const link = await confirmLinkOf('event-first@example.com');
      const token = link.split('/offers/')[1];
      expect((await follow(link)).location).toBe(`http://coworking.example/events#waitlist-offer=${token}`);
      const confirmed = await accept(link);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.message).toBe(
        'Your seat at Founders Pitch Night is confirmed. A confirmation with a calendar file is on its way to event-first@example.com.',
      );
      expect(await registrationOf(event.id, 'event-first@example.com')).toMatchObject({ status: 'registered' });
      expect((await entryOf('event-first@example.com')).status).toBe('booked');
      expect(
        await testApp
          .em()
          .count(MailOutbox, { recipient: 'event-first@example.com', templateName: 'event-registration' }),
      ).toBe(1);
      expect((await accept(link)).status).toBe(404);
      expect((await follow(link)).location).toBe('http://coworking.example/events?waitlist-offer=ended');
      // No seat is free again: the second in line waits.
      expect(await offers().run()).toEqual({ offered: 0, expired: 0 });
      expect((await entryOf('event-second@example.com')).status).toBe('waiting');
    });

    it('lets a seat not confirmed in time go to the next in line, and shows staff who was offered which event', async () => {
      const event = await makeEvent(1);
      expect(await register(event.id, 'event-taken@example.com')).toBe(201);
      for (const email of ['event-slow@example.com', 'event-next@example.com'])
        expect((await joinEvent(event.id, email)).status).toBe(201);
      const taken = await registrationOf(event.id, 'event-taken@example.com');
      await root.request('POST', `/admin/events/${event.id}/registrations/${taken.id}/cancel`);
      expect((await offers().run()).offered).toBe(1);
      const slowLink = await confirmLinkOf('event-slow@example.com');

      jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 31 * 60_000));
      expect((await accept(slowLink)).status).toBe(404);
      // (The slots of the other tests' offers run out at this hour too.)
      await offers().run();
      expect((await entryOf('event-slow@example.com')).status).toBe('expired');
      expect(await registrationOf(event.id, 'event-slow@example.com')).toMatchObject({ status: 'cancelled' });
      expect(await registrationOf(event.id, 'event-next@example.com')).toMatchObject({ status: 'offered' });

      const list = await root.request('GET', `/admin/waitlist?eventId=${event.id}&_sort=createdAt&_order=ASC`);
      const rows = (await list.json()) as {
        email: string;
        status: string;
        eventTitle: string;
        spaceName: string | null;
      }[];
      expect(rows.map((row) => [row.email, row.status, row.eventTitle, row.spaceName])).toEqual([
        ['event-slow@example.com', 'expired', 'Founders Pitch Night', null],
        ['event-next@example.com', 'offered', 'Founders Pitch Night', null],
      ]);
    });
  });
});
