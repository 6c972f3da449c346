import { addVenueDays, DEFAULT_BOOK_AHEAD_DAYS, formatMembershipDate, venueToday } from '@coworking/domain';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { CONTACT, futureWeekday, makeSpace } from '../booking/support.js';
import { proofOfWorkHeaders } from '../support/proof-of-work.js';
import { createTestAppWithPaystack, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

/**
 * When a booking may start: never in the past, whatever the billing mode (a month that began 20 days ago is not
 * sold in full), and not further ahead than the book-ahead limit (a business setting, 180 days by default). And the
 * numbers staff type into spaces and plans stay within bounds a real venue needs.
 */

const PAST_DATE = 'Please choose today or a later date.';
const tooFarAhead = (days: number) =>
  `Bookings open up to ${days} days ahead. Please choose a date up to ${formatMembershipDate(addVenueDays(venueToday(), days))}.`;

describe('the booking horizon', () => {
  let testApp: TestApp;
  let close: () => Promise<void>;
  let root: Session;
  const spaces: Record<'hourly' | 'daily' | 'monthly', string> = { hourly: '', daily: '', monthly: '' };

  beforeAll(async () => {
    ({ testApp, close } = await createTestAppWithPaystack('horizon'));
    for (const billingCycle of ['hourly', 'daily', 'monthly'] as const)
      spaces[billingCycle] = (
        await makeSpace(testApp.em(), { name: `${billingCycle} space`, billingCycle, instances: 3 })
      ).space.id;
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(() => close());

  const send = async (path: string, body: unknown, session?: Session, method = 'POST') => {
    const response = session
      ? await session.request(method, path, body)
      : await fetch(`${testApp.api}${path}`, {
          method,
          // The tour form asks for a proof of work; the other routes here do not.
          headers: {
            'content-type': 'application/json',
            ...(path === '/bookings' ? await proofOfWorkHeaders(testApp.api) : {}),
          },
          body: JSON.stringify(body),
        });
    return { status: response.status, body: (await response.json()) as { message?: string; bookAheadDays?: number } };
  };
  const checkout = (billing: keyof typeof spaces, dates: string[], times: string[] = []) =>
    send('/payments/booking/initialize', {
      ...CONTACT,
      email: `${billing}-${dates.join('-')}@example.com`,
      bookingData: { type: 'space', spaceId: spaces[billing], dates, times },
    });
  const bookingsOf = (billing: string, dates: string[]) =>
    testApp.em().count(SpaceBooking, { contact: { email: `${billing}-${dates.join('-')}@example.com` } });

  it('refuses a monthly booking that started 20 days ago, and charges nothing for it', async () => {
    const started = addVenueDays(venueToday(), -20);
    const paymentsBefore = await testApp.em().count(Payment, {});
    expect(await checkout('monthly', [started])).toEqual({ status: 400, body: { message: PAST_DATE } });
    expect(await bookingsOf('monthly', [started])).toBe(0);
    expect(await testApp.em().count(Payment, {})).toBe(paymentsBefore);
  });

  it('refuses a start before today for day passes and hourly slots too', async () => {
    const yesterday = addVenueDays(venueToday(), -1);
    expect(await checkout('daily', [futureWeekday(3), yesterday])).toEqual({
      status: 400,
      body: { message: PAST_DATE },
    });
    expect(await checkout('hourly', [yesterday], ['10:00'])).toEqual({ status: 400, body: { message: PAST_DATE } });
  });

  it('refuses a day pass on 2099-12-31 and anything past 180 days ahead, naming the last date', async () => {
    expect(await checkout('daily', ['2099-12-31'])).toEqual({
      status: 400,
      body: { message: tooFarAhead(DEFAULT_BOOK_AHEAD_DAYS) },
    });
    const last = addVenueDays(venueToday(), DEFAULT_BOOK_AHEAD_DAYS);
    expect((await checkout('hourly', [addVenueDays(last, 1)], ['10:00'])).status).toBe(400);
    expect((await checkout('monthly', [addVenueDays(last, 1)])).status).toBe(400);
    expect((await checkout('daily', [last])).status).toBe(200);
    expect((await checkout('monthly', [last])).status).toBe(200);
  });

  it('holds tours and memberships to the same horizon', async () => {
    const tour = { type: 'tour', time: '10:00', ...CONTACT, email: 'tour-horizon@example.com' };
    expect(await send('/bookings', { ...tour, date: '2099-12-31' })).toEqual({
      status: 400,
      body: { message: tooFarAhead(DEFAULT_BOOK_AHEAD_DAYS) },
    });
    expect(await send('/bookings', { ...tour, date: addVenueDays(venueToday(), -3) })).toEqual({
      status: 400,
      body: { message: PAST_DATE },
    });
    const plan = new MembershipPlan('Horizon plan', '5000.00');
    await testApp.em().persist(plan).flush();
    const member = { ...CONTACT, email: 'plan-horizon@example.com', planId: plan.id };
    expect(await send('/plan-bookings', { ...member, startDate: '2099-12-31' })).toEqual({
      status: 400,
      body: { message: tooFarAhead(DEFAULT_BOOK_AHEAD_DAYS) },
    });
    expect((await send('/plan-bookings', { ...member, startDate: venueToday() })).status).toBe(201);
  });

  it('follows the book-ahead setting, which the storefront reads from the payment config', async () => {
    const settings = (await (await root.request('GET', '/admin/settings/business')).json()) as Record<string, unknown>;
    for (const [bookAheadDays, message] of [
      [0, 'Book-ahead limit must be at least 1 day'],
      [1000, 'Book-ahead limit must be at most 730 days (two years)'],
      [7.5, 'Book-ahead limit must be a whole number of days'],
    ] as const)
      expect(await send('/admin/settings/business', { ...settings, bookAheadDays }, root, 'PUT')).toMatchObject({
        status: 400,
        body: { message },
      });
    expect(await send('/admin/settings/business', { ...settings, bookAheadDays: 30 }, root, 'PUT')).toMatchObject({
      status: 200,
      body: { bookAheadDays: 30 },
    });
    try {
      expect((await (await fetch(`${testApp.api}/payments/config`)).json()) as object).toMatchObject({
        bookAheadDays: 30,
      });
      expect(await checkout('daily', [addVenueDays(venueToday(), 31)])).toEqual({
        status: 400,
        body: { message: tooFarAhead(30) },
      });
      expect((await checkout('daily', [addVenueDays(venueToday(), 30)])).status).toBe(200);
      // Left out of a later change, the setting stays as it is.
      const { bookAheadDays: _left, ...withoutIt } = settings;
      expect(await send('/admin/settings/business', withoutIt, root, 'PUT')).toMatchObject({
        status: 200,
        body: { bookAheadDays: 30 },
      });
    } finally {
      await send('/admin/settings/business', { ...settings, bookAheadDays: DEFAULT_BOOK_AHEAD_DAYS }, root, 'PUT');
    }
  });

  describe('bounds on the numbers staff type', () => {
    const space = { name: 'Bounded', type: 'hot-desk', rate: '1500', billingCycle: 'daily' };

    it.each([
      [{ availabilityCapacity: 100_000 }, 'Availability capacity must be at most 200 instances'],
      [{ capacity: 5000 }, 'Capacity must be at most 1000'],
      [{ rate: '99999999' }, 'Rate must be at most KSh 10,000,000'],
      [{ number: 2 ** 31 }, 'Number must be at most 9999'],
      [{ displayOrder: 1e9 }, 'Display order must be at most 9999'],
    ])('refuses a space with %j', async (fields, message) => {
      expect(await send('/admin/spaces', { ...space, ...fields }, root)).toMatchObject({
        status: 400,
        body: { message },
      });
    });

    it('refuses a 201st instance of a space, and plans priced past the bound', async () => {
      const created = await root.request('POST', '/admin/spaces', { ...space, availabilityCapacity: 200 });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      expect(await send('/admin/space-instances', { spaceId: id, label: 'Desk 201' }, root)).toMatchObject({
        status: 400,
        body: { message: 'A space can have at most 200 instances' },
      });
      expect(await send(`/admin/spaces/${id}`, { availabilityCapacity: 201 }, root, 'PUT')).toMatchObject({
        status: 400,
        body: { message: 'Availability capacity must be at most 200 instances' },
      });
      expect(
        await send('/admin/membership-plans', { name: 'Gold-plated', price: '50000000', period: 'monthly' }, root),
      ).toMatchObject({ status: 400, body: { message: 'Price must be at most KSh 10,000,000' } });
      expect(
        (await send('/admin/membership-plans', { name: 'Premium', price: '10000000', period: 'yearly' }, root)).status,
      ).toBe(201);
    });
  });
});
