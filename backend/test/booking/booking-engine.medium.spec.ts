import { SYSTEM_ROLE_PERMISSIONS, venueInstant } from '@coworking/domain';
import { AvailabilityService, type TimeSlot } from '../../src/modules/booking/availability.service.js';
import { BookingsService } from '../../src/modules/booking/bookings.service.js';
import { BookingError } from '../../src/modules/booking/booking.errors.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { BookingStaffService } from '../../src/modules/booking/staff/booking-staff.service.js';
import { Admin } from '../../src/modules/identity/entities/admin.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { createTestApp, ROOT, type TestApp } from '../support/test-app.js';
import { CONTACT, futureWeekday, makeSpace, nextDay } from './support.js';
import { Transaction } from '../../src/common/database/transaction.js';

describe('the booking engine on the real PostgreSQL', () => {
  let testApp: TestApp;
  let bookings: BookingsService;
  let availability: AvailabilityService;
  const slot = (slots: TimeSlot[], time: string) => slots.find((candidate) => candidate.time === time)!;

  beforeAll(async () => {
    testApp = await createTestApp();
    bookings = testApp.app.get(BookingsService);
    availability = testApp.app.get(AvailabilityService);
  });
  afterAll(() => testApp.close());

  const book = (
    spaceId: string,
    dates: string[],
    slots: string[],
    status: 'pending' | 'confirmed' = 'confirmed',
    now = new Date(),
  ) =>
    testApp
      .em()
      .transactional((em) =>
        bookings.createGroup(new Transaction(em), { spaceId, dates, slots, contact: CONTACT }, status, now),
      );

  it('counts free instances per slot: inactive instances never count, overlapping assignments take one', async () => {
    const { space } = await makeSpace(testApp.em(), { name: 'Counting room', instances: 2, inactiveInstances: 1 });
    const date = futureWeekday();
    await book(space.id, [date], ['10:00']);

    const slots = await availability.forDate(space.id, date);
    expect(slot(slots, '10:00')).toMatchObject({ totalInstances: 2, availableInstances: 1, available: true });
    expect(slot(slots, '09:00')).toMatchObject({ availableInstances: 1 }); // 09–11 overlaps 10–12
    expect(slot(slots, '11:00')).toMatchObject({ availableInstances: 1 });
    expect(slot(slots, '12:00')).toMatchObject({ availableInstances: 2 }); // 12–14 only touches it
    expect(slot(slots, '10:00').startAt).toBe(`${date}T10:00:00.000+03:00`);

    await book(space.id, [date], ['10:00']);
    expect(slot(await availability.forDate(space.id, date), '10:00')).toMatchObject({
      availableInstances: 0,
      available: false,
    });
    await expect(book(space.id, [date], ['10:00'])).rejects.toMatchObject({ code: 'fully-booked', kind: 'conflict' });
  });

  it('makes slots that have started unavailable', async () => {
    const { space } = await makeSpace(testApp.em(), { name: 'Past slots' });
    const date = futureWeekday();
    const slots = await availability.forDate(space.id, date, venueInstant(date, '13:30'));
    expect(slots.filter((s) => s.available).map((s) => s.time)[0]).toBe('14:00');
    expect(slot(slots, '13:00')).toMatchObject({ available: false, availableInstances: 0 });
  });

  it('prices every billing mode on the server and writes one row per booked interval', async () => {
    const date = futureWeekday(10);
    const { space: hourly } = await makeSpace(testApp.em(), { name: 'Hourly', rate: '1500.00' });
    const hourlyGroup = await book(hourly.id, [date, nextDay(date)], ['10:00', '14:00']);
    expect(hourlyGroup.amountCents).toBe(1500 * 2 * 2 * 2 * 100);
    expect(hourlyGroup.bookings).toHaveLength(4);
    expect(new Set(hourlyGroup.bookings.map((row) => row.bookingGroupId)).size).toBe(1);
    expect(hourlyGroup.bookings.map((row) => [row.time, row.duration])).toContainEqual(['14:00', 2]);

    const { space: daily } = await makeSpace(testApp.em(), {
      name: 'Hot desk',
      type: 'hot-desk',
      billingCycle: 'daily',
      rate: '1500.00',
    });
    const dailyGroup = await book(daily.id, [date, nextDay(date), nextDay(date, 2)], []);
    expect(dailyGroup.amountCents).toBe(450_000);
    expect(dailyGroup.bookings.map((row) => row.time)).toEqual(['All Day Access', 'All Day Access', 'All Day Access']);

    const { space: monthly } = await makeSpace(testApp.em(), {
      name: 'Office',
      type: 'private-office',
      billingCycle: 'monthly',
      rate: '80000.00',
    });
    const monthlyGroup = await book(monthly.id, [date], []);
    expect(monthlyGroup.amountCents).toBe(8_000_000);
    expect(monthlyGroup.bookings.map((row) => [row.time, row.duration])).toEqual([['Monthly Access', 1]]);
    // A monthly booking blocks the whole month for that instance.
    await expect(book(monthly.id, [nextDay(date, 20)], [])).rejects.toMatchObject({
      code: 'fully-booked',
      kind: 'conflict',
    });
  });

  it('frees the slot when an unpaid hold expires', async () => {
    const { space } = await makeSpace(testApp.em(), { name: 'Held room' });
    const date = futureWeekday();
    const now = new Date();
    const held = await book(space.id, [date], ['10:00'], 'pending', now);
    expect(held.holdExpiresAt!.getTime() - now.getTime()).toBe(15 * 60_000);
    expect(slot(await availability.forDate(space.id, date), '10:00').available).toBe(false);

    expect(await bookings.releaseExpiredHolds(new Date(now.getTime() + 14 * 60_000))).toBe(0);
    expect(await bookings.releaseExpiredHolds(new Date(now.getTime() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(slot(await availability.forDate(space.id, date), '10:00').available).toBe(true);
    const row = await testApp.em().findOneOrFail(SpaceBooking, { id: held.bookings[0].id });
    expect(row.status).toBe('cancelled');
    expect(row.notes).toContain('payment was not completed in time');
  });

  it('frees the slot when staff cancel, and tells the customer', async () => {
    const { space } = await makeSpace(testApp.em(), { name: 'Cancelled room' });
    const date = futureWeekday();
    const group = await book(space.id, [date], ['16:00']);
    const root = await testApp.em().findOneOrFail(Admin, { username: ROOT.username });
    await testApp.app.get(BookingStaffService).updateStatus(group.bookings[0].id, 'cancelled', 'Room under repair', {
      actor: { id: root.id, username: root.username, permissions: SYSTEM_ROLE_PERMISSIONS.super_admin },
    });
    expect(slot(await availability.forDate(space.id, date), '16:00').available).toBe(true);
    const mail = await testApp
      .em()
      .find(MailOutbox, { templateName: 'booking-status-changed', recipient: CONTACT.email });
    expect(mail.map((row) => row.variables)).toContainEqual(
      expect.objectContaining({ status: 'cancelled', notes: 'Room under repair', spaceTitle: 'Cancelled room' }),
    );
  });

  it('writes nothing when any interval of a group is taken', async () => {
    const { space } = await makeSpace(testApp.em(), { name: 'All or nothing' });
    const date = futureWeekday();
    await book(space.id, [nextDay(date)], ['10:00']);
    const before = await testApp.em().count(SpaceBooking, { space: space.id });
    const failure = book(space.id, [date, nextDay(date)], ['10:00']);
    await expect(failure).rejects.toMatchObject({ code: 'fully-booked', kind: 'conflict' });
    await expect(failure).rejects.toThrow(
      `Sorry, All or nothing is fully booked on ${nextDay(date)} at 10:00. Please choose another time.`,
    );
    expect(await testApp.em().count(SpaceBooking, { space: space.id })).toBe(before);
  });

  it('lets exactly one of 50 simultaneous attempts take the last free instance', async () => {
    const { space } = await makeSpace(testApp.em(), { name: 'Last desk' });
    const date = futureWeekday(12);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => book(space.id, [date], ['10:00'])));
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    expect(lost.every((result) => result.reason instanceof BookingError && result.reason.kind === 'conflict')).toBe(
      true,
    );
    const [{ overlaps }] = await testApp.em().execute<{ overlaps: string }[]>(
      `select count(*) as overlaps from space_instance_assignments a join space_instance_assignments b
         on a.instance_id = b.instance_id and a.id < b.id and tstzrange(a.start_at, a.end_at) && tstzrange(b.start_at, b.end_at)`,
    );
    expect(Number(overlaps)).toBe(0);
    expect(await testApp.em().count(SpaceBooking, { space: space.id })).toBe(1);
  });
});
