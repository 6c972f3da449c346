import { buildPermissionMap, type SpaceType } from '@coworking/domain';
import { type EntityManager } from '@mikro-orm/postgresql';
import { ContactFields } from '../../src/common/entities/contact-fields.embeddable.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { SpaceInstanceAssignment } from '../../src/modules/booking/entities/space-instance-assignment.entity.js';
import { SpaceInstance } from '../../src/modules/booking/entities/space-instance.entity.js';
import { Space } from '../../src/modules/booking/entities/space.entity.js';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { PlanBooking } from '../../src/modules/membership/entities/plan-booking.entity.js';
import { Payment, type PaymentStatus } from '../../src/modules/payment/entities/payment.entity.js';
import { Refund, type RefundStatus } from '../../src/modules/payment/entities/refund.entity.js';
import {
  type MembersReportDto,
  type OccupancyByHourDto,
  type OccupancyBySpaceDto,
  type RefundsReportDto,
  type RevenueReportDto,
  type ToursReportDto,
} from '../../src/modules/reports/dto/reports.dto.js';
import { createTestApp, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

/**
 * Two weeks of October 2026, Monday 5th to Sunday 18th, with every figure below worked out by hand. Nairobi is
 * UTC+3: 22:30 UTC is 01:30 the next Nairobi day.
 */
const RANGE = 'from=2026-10-05&to=2026-10-18';
const DAYS = 14;

async function space(
  em: EntityManager,
  name: string,
  type: SpaceType,
  billingCycle: Space['billingCycle'],
  instances: number,
) {
  const made = em.create(Space, { name, type, billingCycle, rate: '1000.00', availabilityCapacity: instances });
  const units = Array.from(
    { length: instances },
    (_, index) => new SpaceInstance(made, index + 1, `${name} ${index + 1}`),
  );
  em.persist(units);
  await em.flush();
  return { space: made, units };
}

/** A booking of `unit` from `startAt` to `endAt` (UTC instants), with its assignment when it holds the instance. */
async function booked(
  em: EntityManager,
  unit: SpaceInstance,
  startAt: string,
  endAt: string,
  status: 'confirmed' | 'pending' = 'confirmed',
): Promise<SpaceBooking> {
  const booking = em.create(SpaceBooking, {
    type: unit.space.type,
    space: unit.space,
    date: startAt.slice(0, 10),
    time: '10:00',
    status,
  });
  em.persist(new SpaceInstanceAssignment(booking, unit, new Date(startAt), new Date(endAt)));
  await em.flush();
  return booking;
}

let references = 0;
async function paid(
  em: EntityManager,
  fields: {
    purpose: 'booking' | 'plan';
    targetId: string;
    cents: number;
    channel: string | null;
    paidAt: string;
    status?: PaymentStatus;
    periodNumber?: number;
    email?: string;
  },
): Promise<Payment> {
  const payment = new Payment(
    `ref-${++references}`,
    fields.purpose,
    fields.targetId,
    fields.cents,
    fields.email ?? 'payer@example.com',
  );
  payment.status = fields.status ?? 'success';
  payment.channel = fields.channel;
  payment.paidAt = payment.status === 'success' ? new Date(fields.paidAt) : null;
  payment.createdAt = new Date(fields.paidAt);
  payment.periodNumber = fields.periodNumber ?? null;
  em.persist(payment);
  await em.flush();
  return payment;
}

async function refunded(
  em: EntityManager,
  payment: Payment,
  cents: number,
  processedAt: string,
  status: RefundStatus = 'processed',
) {
  const refund = new Refund(payment, cents, 'Test refund', { kind: 'system' });
  refund.status = status;
  refund.processedAt = status === 'processed' ? new Date(processedAt) : null;
  refund.createdAt = new Date(processedAt);
  em.persist(refund);
  await em.flush();
}

async function member(em: EntityManager, plan: MembershipPlan, email: string): Promise<PlanBooking> {
  const booking = new PlanBooking(
    plan,
    { firstName: 'Amina', lastName: 'Otieno', email, phone: '+254700000002' },
    '2026-10-01',
  );
  em.persist(booking);
  await em.flush();
  return booking;
}

async function tour(
  em: EntityManager,
  email: string,
  date: string,
  requestedAt: string,
  status: 'pending' | 'confirmed' | 'cancelled',
) {
  const booking = em.create(SpaceBooking, { type: 'tour', date, time: '10:00', status, duration: 1 });
  booking.contact = new ContactFields({ firstName: 'Visitor', lastName: 'One', email });
  await em.flush();
  await em.execute('update space_bookings set created_at = ? where id = ?', [new Date(requestedAt), booking.id]);
}

const csvRows = async (response: Response) =>
  (await response.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

const zeroMoney = {
  bookingsCents: 0,
  membershipsCents: 0,
  eventsCents: 0,
  cardCents: 0,
  mpesaCents: 0,
  cashCents: 0,
  bankCents: 0,
  otherCents: 0,
};

describe('the reports answer figures worked out by hand, in Nairobi days, as JSON and as the same CSV', () => {
  let testApp: TestApp;
  let staff: Session;
  let ids: { boardroom: string; desks: string; suite: string };

  beforeAll(async () => {
    testApp = await createTestApp();
    const em = testApp.em();

    // Occupancy. Boardroom: hourly, 2 rooms. Open Desks: daily, 3 desks and a retired one. Suite A: monthly, 1 office.
    const boardroom = await space(em, 'Boardroom', 'meeting-room', 'hourly', 2);
    const desks = await space(em, 'Open Desks', 'hot-desk', 'daily', 4);
    desks.units[3].isActive = false;
    const suite = await space(em, 'Suite A', 'private-office', 'monthly', 1);
    ids = { boardroom: boardroom.space.id, desks: desks.space.id, suite: suite.space.id };
    const [room1, room2] = boardroom.units;
    // 10:00–12:00 and 11:00–13:00 on 6 October: hours 10, 11, 12 carry 1, 2, 1 room-hours.
    const meeting = await booked(em, room1, '2026-10-06T07:00:00Z', '2026-10-06T09:00:00Z');
    await booked(em, room2, '2026-10-06T08:00:00Z', '2026-10-06T10:00:00Z');
    // An unpaid hold occupies nothing.
    await booked(em, room1, '2026-10-06T11:00:00Z', '2026-10-06T13:00:00Z', 'pending');
    // 23:00 on the 4th to 01:00 on the 5th: only the hour after midnight is in the range.
    await booked(em, room2, '2026-10-04T20:00:00Z', '2026-10-04T22:00:00Z');
    // Outside the range.
    await booked(em, room1, '2026-10-19T07:00:00Z', '2026-10-19T09:00:00Z');
    // Desks: two on the 7th, one on the 8th (09:00–17:00 Nairobi).
    const deskDay = await booked(em, desks.units[0], '2026-10-07T06:00:00Z', '2026-10-07T14:00:00Z');
    await booked(em, desks.units[1], '2026-10-07T06:00:00Z', '2026-10-07T14:00:00Z');
    const deskNextDay = await booked(em, desks.units[0], '2026-10-08T06:00:00Z', '2026-10-08T14:00:00Z');
    // Suite A from midnight on 10 October for a month: every day from the 10th.
    const office = await booked(em, suite.units[0], '2026-10-09T21:00:00Z', '2026-11-09T21:00:00Z');

    // Members: A joins on the 7th (paid twice for it, the second refunded) and renews on the 15th; B, a member since
    // August, takes a new plan on the 12th (returning, not new); C joins at 00:30 on the 15th.
    const plan = em.create(MembershipPlan, { name: 'Flexible', price: '10500.00' });
    await em.flush();
    const memberA = await member(em, plan, 'a@example.com');
    const memberB1 = await member(em, plan, 'B@example.com');
    const memberB2 = await member(em, plan, 'b@example.com');
    const memberC = await member(em, plan, 'c@example.com');

    // Money received.
    const p1 = await paid(em, {
      purpose: 'booking',
      targetId: meeting.id,
      cents: 300000,
      channel: 'card',
      paidAt: '2026-10-06T07:00:00Z',
    });
    // 22:30 UTC on the 6th is 01:30 on the 7th in Nairobi.
    await paid(em, {
      purpose: 'booking',
      targetId: deskDay.id,
      cents: 150000,
      channel: 'mobile_money',
      paidAt: '2026-10-06T22:30:00Z',
    });
    await paid(em, {
      purpose: 'plan',
      targetId: memberA.id,
      cents: 1050000,
      channel: 'card',
      paidAt: '2026-10-07T06:00:00Z',
      periodNumber: 1,
    });
    const duplicate = await paid(em, {
      purpose: 'plan',
      targetId: memberA.id,
      cents: 1050000,
      channel: 'mobile_money',
      paidAt: '2026-10-07T07:00:00Z',
      periodNumber: 1,
    });
    await paid(em, {
      purpose: 'booking',
      targetId: deskNextDay.id,
      cents: 200000,
      channel: 'cash',
      paidAt: '2026-10-12T10:00:00Z',
    });
    await paid(em, {
      purpose: 'plan',
      targetId: memberB2.id,
      cents: 500000,
      channel: 'card',
      paidAt: '2026-10-12T08:00:00Z',
      periodNumber: 1,
    });
    await paid(em, {
      purpose: 'booking',
      targetId: office.id,
      cents: 100000,
      channel: 'bank_transfer',
      paidAt: '2026-10-13T09:00:00Z',
    });
    await paid(em, {
      purpose: 'plan',
      targetId: memberA.id,
      cents: 1050000,
      channel: 'ussd',
      paidAt: '2026-10-15T09:00:00Z',
      periodNumber: 2,
    });
    await paid(em, {
      purpose: 'plan',
      targetId: memberC.id,
      cents: 700000,
      channel: 'card',
      paidAt: '2026-10-14T21:30:00Z',
      periodNumber: 1,
    });
    // Not money received: failed, pending, and paid just outside the range (23:59 on the 4th, 00:00 on the 19th).
    await paid(em, {
      purpose: 'booking',
      targetId: meeting.id,
      cents: 500000,
      channel: 'card',
      paidAt: '2026-10-06T07:00:00Z',
      status: 'failed',
    });
    await paid(em, {
      purpose: 'booking',
      targetId: meeting.id,
      cents: 500000,
      channel: null,
      paidAt: '2026-10-06T07:00:00Z',
      status: 'pending',
    });
    await paid(em, {
      purpose: 'booking',
      targetId: office.id,
      cents: 400000,
      channel: 'card',
      paidAt: '2026-10-04T20:59:00Z',
    });
    await paid(em, {
      purpose: 'booking',
      targetId: office.id,
      cents: 900000,
      channel: 'card',
      paidAt: '2026-10-18T21:00:00Z',
    });
    // B's first membership, paid in August.
    await paid(em, {
      purpose: 'plan',
      targetId: memberB1.id,
      cents: 400000,
      channel: 'card',
      paidAt: '2026-08-01T09:00:00Z',
      periodNumber: 1,
    });

    // Refunds paid out: part of the meeting on the 8th, the duplicate in full at 00:30 on the 8th; a failed and a
    // pending one pay nothing.
    await refunded(em, p1, 100000, '2026-10-08T12:00:00Z');
    await refunded(em, duplicate, 1050000, '2026-10-07T21:30:00Z');
    await refunded(em, p1, 50000, '2026-10-09T12:00:00Z', 'failed');
    await refunded(em, p1, 20000, '2026-10-09T12:00:00Z', 'pending');

    // Tours: C toured on the 9th (asked on the 8th, joined on the 15th: converted), D on the 9th (never joined),
    // A on the 16th (already a member: not a conversion), E cancelled, F after the range.
    await tour(em, 'C@Example.com', '2026-10-09', '2026-10-08T10:00:00Z', 'confirmed');
    await tour(em, 'd@example.com', '2026-10-09', '2026-10-08T11:00:00Z', 'pending');
    await tour(em, 'a@example.com', '2026-10-16', '2026-10-15T10:00:00Z', 'confirmed');
    await tour(em, 'e@example.com', '2026-10-10', '2026-10-08T10:00:00Z', 'cancelled');
    await tour(em, 'f@example.com', '2026-10-20', '2026-10-08T10:00:00Z', 'confirmed');

    staff = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(() => testApp.close());

  const fetchReport = async <Report>(path: string): Promise<Report> => (await get(path)).json() as Promise<Report>;
  const get = async (path: string) => {
    const response = await staff.request('GET', `/admin/reports/${path}`);
    expect(response.status).toBe(200);
    return response;
  };

  it('shows the hourly spaces’ occupancy per Nairobi date and hour, an unpaid hold and other days left out', async () => {
    const report = await fetchReport<OccupancyByHourDto>(`occupancy-by-hour?${RANGE}`);
    expect(report.instances).toBe(2);
    expect(report.cells).toHaveLength(DAYS * 24);
    expect(report.cells[0]).toEqual({ date: '2026-10-05', hour: 0, bookedHours: 1, occupancyPercent: 50 });
    expect(report.cells.filter((cell) => cell.bookedHours > 0)).toEqual([
      { date: '2026-10-05', hour: 0, bookedHours: 1, occupancyPercent: 50 },
      { date: '2026-10-06', hour: 10, bookedHours: 1, occupancyPercent: 50 },
      { date: '2026-10-06', hour: 11, bookedHours: 2, occupancyPercent: 100 },
      { date: '2026-10-06', hour: 12, bookedHours: 1, occupancyPercent: 50 },
    ]);

    const csv = await csvRows(await get(`occupancy-by-hour/export.csv?${RANGE}`));
    expect(csv[0]).toEqual(['Date', 'Hour', 'Booked instance-hours', 'Instances', 'Occupancy %']);
    expect(csv.slice(1)).toEqual(
      report.cells.map((cell) => [
        cell.date,
        `${String(cell.hour).padStart(2, '0')}:00`,
        String(cell.bookedHours),
        '2',
        String(cell.occupancyPercent),
      ]),
    );
  });

  it('shows the daily and monthly spaces’ occupancy per date and space, counting active desks only', async () => {
    const report = await fetchReport<OccupancyBySpaceDto>(`occupancy-by-space?${RANGE}`);
    expect(report.spaces).toEqual([
      { id: ids.desks, name: 'Open Desks', type: 'hot-desk', billingCycle: 'daily', instances: 3 },
      { id: ids.suite, name: 'Suite A', type: 'private-office', billingCycle: 'monthly', instances: 1 },
    ]);
    expect(report.cells).toHaveLength(DAYS * 2);
    expect(report.cells.slice(0, 2)).toEqual([
      { date: '2026-10-05', spaceId: ids.desks, occupied: 0, occupancyPercent: 0 },
      { date: '2026-10-05', spaceId: ids.suite, occupied: 0, occupancyPercent: 0 },
    ]);
    const busy = report.cells.filter((cell) => cell.occupied > 0);
    expect(busy.filter((cell) => cell.spaceId === ids.desks)).toEqual([
      { date: '2026-10-07', spaceId: ids.desks, occupied: 2, occupancyPercent: 66.7 },
      { date: '2026-10-08', spaceId: ids.desks, occupied: 1, occupancyPercent: 33.3 },
    ]);
    expect(busy.filter((cell) => cell.spaceId === ids.suite).map((cell) => cell.date)).toEqual(
      ['10', '11', '12', '13', '14', '15', '16', '17', '18'].map((day) => `2026-10-${day}`),
    );

    const csv = await csvRows(await get(`occupancy-by-space/export.csv?${RANGE}`));
    expect(csv[0]).toEqual(['Date', 'Space', 'Type', 'Billing', 'Occupied instances', 'Instances', 'Occupancy %']);
    expect(csv[3]).toEqual(['2026-10-06', 'Open Desks', 'hot-desk', 'daily', '0', '3', '0']);
    expect(csv[5]).toEqual(['2026-10-07', 'Open Desks', 'hot-desk', 'daily', '2', '3', '66.7']);
    expect(csv).toHaveLength(1 + DAYS * 2);
  });

  it('narrows occupancy to one space or one kind of space', async () => {
    const suiteOnly = await fetchReport<OccupancyBySpaceDto>(`occupancy-by-space?${RANGE}&spaceId=${ids.suite}`);
    expect(suiteOnly.spaces.map((space) => space.name)).toEqual(['Suite A']);
    expect(suiteOnly.cells).toHaveLength(DAYS);
    const noHourly = await fetchReport<OccupancyByHourDto>(`occupancy-by-hour?${RANGE}&spaceId=${ids.suite}`);
    expect(noHourly.instances).toBe(0);
    expect(noHourly.cells.every((cell) => cell.occupancyPercent === 0)).toBe(true);
    const rooms = await fetchReport<OccupancyByHourDto>(`occupancy-by-hour?${RANGE}&spaceType=meeting-room`);
    expect(rooms.instances).toBe(2);
  });

  it('adds up money received per Nairobi day by purpose and channel; failed, pending and out-of-range payments count for nothing', async () => {
    const report = await fetchReport<RevenueReportDto>(`revenue?${RANGE}`);
    expect(report).toMatchObject({ from: '2026-10-05', to: '2026-10-18', interval: 'day' });
    expect(report.periods).toHaveLength(DAYS);
    const nonZero = report.periods.filter((period) => period.payments > 0);
    expect(nonZero).toEqual([
      { ...zeroMoney, period: '2026-10-06', payments: 1, totalCents: 300000, bookingsCents: 300000, cardCents: 300000 },
      {
        ...zeroMoney,
        period: '2026-10-07',
        payments: 3,
        totalCents: 2250000,
        bookingsCents: 150000,
        membershipsCents: 2100000,
        cardCents: 1050000,
        mpesaCents: 1200000,
      },
      {
        ...zeroMoney,
        period: '2026-10-12',
        payments: 2,
        totalCents: 700000,
        bookingsCents: 200000,
        membershipsCents: 500000,
        cardCents: 500000,
        cashCents: 200000,
      },
      { ...zeroMoney, period: '2026-10-13', payments: 1, totalCents: 100000, bookingsCents: 100000, bankCents: 100000 },
      {
        ...zeroMoney,
        period: '2026-10-15',
        payments: 2,
        totalCents: 1750000,
        membershipsCents: 1750000,
        cardCents: 700000,
        otherCents: 1050000,
      },
    ]);

    const csv = await csvRows(await get(`revenue/export.csv?${RANGE}`));
    expect(csv[0]).toEqual([
      'Period',
      'Payments',
      'Total (KES)',
      'Bookings (KES)',
      'Memberships (KES)',
      'Events (KES)',
      'Card (KES)',
      'M-Pesa (KES)',
      'Cash (KES)',
      'Bank (KES)',
      'Other (KES)',
    ]);
    expect(csv.slice(1)).toEqual(
      report.periods.map((period) =>
        [
          period.period,
          period.payments,
          ...(['total', 'bookings', 'memberships', 'events', 'card', 'mpesa', 'cash', 'bank', 'other'] as const).map(
            (key) => period[`${key}Cents`] / 100,
          ),
        ].map(String),
      ),
    );
    expect(csv[3]).toEqual(['2026-10-07', '3', '22500', '1500', '21000', '0', '10500', '12000', '0', '0', '0']);
  });

  it('buckets money by week from Monday and by calendar month', async () => {
    const weeks = await fetchReport<RevenueReportDto>(`revenue?${RANGE}&interval=week`);
    expect(weeks.periods).toEqual([
      {
        ...zeroMoney,
        period: '2026-10-05',
        payments: 4,
        totalCents: 2550000,
        bookingsCents: 450000,
        membershipsCents: 2100000,
        cardCents: 1350000,
        mpesaCents: 1200000,
      },
      {
        ...zeroMoney,
        period: '2026-10-12',
        payments: 5,
        totalCents: 2550000,
        bookingsCents: 300000,
        membershipsCents: 2250000,
        cardCents: 1200000,
        cashCents: 200000,
        bankCents: 100000,
        otherCents: 1050000,
      },
    ]);
    const months = await fetchReport<RevenueReportDto>('revenue?from=2026-09-20&to=2026-10-18&interval=month');
    expect(months.periods.map((period) => [period.period, period.totalCents])).toEqual([
      ['2026-09-01', 0],
      // The payment at 23:59 on 4 October is in this range.
      ['2026-10-01', 5500000],
    ]);
  });

  it('counts only the bookings of the chosen space or kind of space in the money reports', async () => {
    const boardroom = await fetchReport<RevenueReportDto>(`revenue?${RANGE}&interval=month&spaceId=${ids.boardroom}`);
    expect(boardroom.periods).toEqual([
      { ...zeroMoney, period: '2026-10-01', payments: 1, totalCents: 300000, bookingsCents: 300000, cardCents: 300000 },
    ]);
    const desks = await fetchReport<RevenueReportDto>(`revenue?${RANGE}&interval=month&spaceType=hot-desk`);
    expect(desks.periods[0]).toMatchObject({
      totalCents: 350000,
      mpesaCents: 150000,
      cashCents: 200000,
      membershipsCents: 0,
    });
    const refunds = await fetchReport<RefundsReportDto>(`refunds?${RANGE}&interval=month&spaceId=${ids.boardroom}`);
    expect(refunds.periods[0]).toMatchObject({ refunds: 1, refundedCents: 100000, bookingsCents: 100000 });
  });

  it('adds up refunds paid out on their Nairobi day; failed and pending refunds pay nothing', async () => {
    const report = await fetchReport<RefundsReportDto>(`refunds?${RANGE}`);
    expect(report.periods).toHaveLength(DAYS);
    expect(report.periods.filter((period) => period.refunds > 0)).toEqual([
      {
        period: '2026-10-08',
        refunds: 2,
        refundedCents: 1150000,
        bookingsCents: 100000,
        membershipsCents: 1050000,
        eventsCents: 0,
      },
    ]);
    const csv = await csvRows(await get(`refunds/export.csv?${RANGE}`));
    expect(csv[0]).toEqual([
      'Period',
      'Refunds',
      'Refunded (KES)',
      'Bookings (KES)',
      'Memberships (KES)',
      'Events (KES)',
    ]);
    expect(csv[4]).toEqual(['2026-10-08', '2', '11500', '1000', '10500', '0']);
    expect(csv).toHaveLength(1 + DAYS);
  });

  it('tells new members from renewals: a duplicate payment counts once, a returning member is no longer new', async () => {
    const report = await fetchReport<MembersReportDto>(`members?${RANGE}`);
    expect(report.periods.filter((period) => period.newMembers + period.renewals > 0)).toEqual([
      { period: '2026-10-07', newMembers: 1, renewals: 0 },
      { period: '2026-10-12', newMembers: 0, renewals: 1 },
      { period: '2026-10-15', newMembers: 1, renewals: 1 },
    ]);
    const csv = await csvRows(await get(`members/export.csv?${RANGE}&interval=week`));
    expect(csv).toEqual([
      ['Period', 'New members', 'Renewals'],
      ['2026-10-05', '1', '0'],
      ['2026-10-12', '1', '2'],
    ]);
  });

  it('counts tours on their date and the visitors who became members after asking for one', async () => {
    const report = await fetchReport<ToursReportDto>(`tours?${RANGE}`);
    expect(report.periods.filter((period) => period.tours > 0)).toEqual([
      { period: '2026-10-09', tours: 2, converted: 1, conversionPercent: 50 },
      { period: '2026-10-16', tours: 1, converted: 0, conversionPercent: 0 },
    ]);
    const csv = await csvRows(await get(`tours/export.csv?${RANGE}&interval=month`));
    expect(csv).toEqual([
      ['Period', 'Tours', 'Converted', 'Conversion %'],
      ['2026-10-01', '3', '1', '33.3'],
    ]);
  });

  it('covers the last 30 days up to today when no range is given', async () => {
    const report = await fetchReport<RevenueReportDto>('revenue');
    expect(report.periods).toHaveLength(30);
    expect(report.periods.at(-1)?.period).toBe(report.to);
  });

  it('refuses a bad date, a backwards or over-long range and unknown filters with 400 and a message', async () => {
    const cases: [string, string, Record<string, string>][] = [
      ['revenue?from=2026-02-30', 'from must be a date (YYYY-MM-DD)', { from: 'from must be a date (YYYY-MM-DD)' }],
      ['revenue?from=2026-10-18&to=2026-10-05', 'to must be on or after from', { to: 'to must be on or after from' }],
      [
        'occupancy-by-hour?from=2025-01-01&to=2026-01-02',
        'A report covers at most 366 days; choose a shorter range',
        { to: 'A report covers at most 366 days; choose a shorter range' },
      ],
      [
        'members?interval=year',
        'interval must be one of day, week, month',
        { interval: 'interval must be one of day, week, month' },
      ],
      ['tours/export.csv?spaceId=boardroom', 'spaceId must be a space id', { spaceId: 'spaceId must be a space id' }],
      ['refunds?sort=amount', 'property sort should not exist', { sort: 'property sort should not exist' }],
    ];
    for (const [path, message, errors] of cases) {
      const response = await staff.request('GET', `/admin/reports/${path}`);
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 400,
        body: { message, errors },
      });
    }
    const year = await staff.request('GET', '/admin/reports/occupancy-by-hour?from=2024-01-01&to=2024-12-31');
    expect(year.status).toBe(200);
  });

  it('refuses staff without reports.view, even with the payments ledger', async () => {
    await makeAdmin(testApp.em(), {
      username: 'ledger-only',
      permissions: buildPermissionMap((resource, action) => resource === 'payments' && action === 'view'),
    });
    const ledgerOnly = await signIn(testApp.api, 'ledger-only');
    for (const path of [
      'occupancy-by-hour',
      'occupancy-by-space',
      'revenue',
      'refunds',
      'members',
      'tours/export.csv',
    ]) {
      const response = await ledgerOnly.request('GET', `/admin/reports/${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
  });
});
