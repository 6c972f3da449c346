import { REPORT_RANGE_MESSAGES } from '@coworking/domain';
import { type Clock } from '../../common/clock/clock.js';
import {
  type AllowanceUseRow,
  type CheckInDayRow,
  type DayCellRow,
  type MoneyRow,
  type ReportScope,
  type ReportsRepository,
  type SpaceRow,
} from './reports.repository.js';
import { ReportsError } from './reports.errors.js';
import { ReportsService } from './reports.service.js';

/**
 * What the reports make of the SQL's rows: the range asked for (or the default one), money rows folded into one
 * record per period, allowances against what the periods included, and no-shows only for days that are over. The
 * SQL itself is proved against a real database by test/reports.
 */

const TODAY = '2026-11-20';
const clock = { today: () => TODAY, now: () => new Date('2026-11-20T09:00:00Z') } as Clock;

type Rows = Partial<{
  money: MoneyRow[];
  spaces: SpaceRow[];
  dayCells: DayCellRow[];
  allowances: AllowanceUseRow[];
  checkIns: CheckInDayRow[];
}>;

function setUp(rows: Rows = {}) {
  const scopes: ReportScope[] = [];
  const answer =
    <Row>(list: Row[] | undefined) =>
    async (scope: ReportScope) => {
      scopes.push(scope);
      return list ?? [];
    };
  const repository: Pick<
    ReportsRepository,
    'revenue' | 'refunds' | 'occupancySpaces' | 'occupancyByDay' | 'occupancyByHour' | 'allowanceUse' | 'checkInsByDay'
  > = {
    revenue: answer(rows.money),
    refunds: answer(rows.money),
    occupancySpaces: answer(rows.spaces),
    occupancyByDay: answer(rows.dayCells),
    occupancyByHour: answer([]),
    allowanceUse: answer(rows.allowances),
    checkInsByDay: answer(rows.checkIns),
  };
  return { service: new ReportsService(repository as ReportsRepository, clock), scopes };
}

const money = (period: string, purpose: string | null, channel: string | null, count: number, cents: number) =>
  ({ period, purpose, channel, count, cents: String(cents) }) as MoneyRow;

describe('ReportsService', () => {
  describe('the range', () => {
    it('covers the last 30 days up to today when none is asked for, with the filters passed on', async () => {
      const { service, scopes } = setUp();

      await expect(service.revenue({ spaceType: 'hot-desk' })).resolves.toMatchObject({
        from: '2026-10-22',
        to: TODAY,
        interval: 'day',
      });
      expect(scopes).toEqual([{ from: '2026-10-22', to: TODAY, spaceId: undefined, spaceType: 'hot-desk' }]);
    });

    it('ends a range given only its start at today, or at the start when that is later', async () => {
      const { service } = setUp();

      await expect(service.checkIns({ from: '2026-11-01' })).resolves.toMatchObject({ from: '2026-11-01', to: TODAY });
      await expect(service.checkIns({ from: '2026-12-01' })).resolves.toMatchObject({
        from: '2026-12-01',
        to: '2026-12-01',
      });
    });

    it('refuses a range that ends before it starts, or is longer than a report covers, with 400 naming the field', async () => {
      const { service, scopes } = setUp();

      const backwards = service.revenue({ from: '2026-11-10', to: '2026-11-01' });
      await expect(backwards).rejects.toBeInstanceOf(ReportsError);
      await expect(backwards).rejects.toMatchObject({
        code: 'range-invalid',
        kind: 'invalid',
        message: REPORT_RANGE_MESSAGES.order,
        errors: { to: REPORT_RANGE_MESSAGES.order },
      });
      await expect(service.allowanceUse({ from: '2025-01-01', to: '2026-11-01' })).rejects.toMatchObject({
        code: 'range-invalid',
        kind: 'invalid',
        message: REPORT_RANGE_MESSAGES.tooLong,
        errors: { to: REPORT_RANGE_MESSAGES.tooLong },
      });
      expect(scopes).toHaveLength(0);
    });
  });

  it('folds money rows into one record per period, split by purpose and by channel group', async () => {
    const { service } = setUp({
      money: [
        money('2026-11-02', 'booking', 'card', 2, 300_000),
        money('2026-11-02', 'booking', 'mobile_money', 1, 150_000),
        money('2026-11-02', 'plan', 'mpesa', 1, 1_200_000),
        money('2026-11-03', null, null, 0, 0),
        money('2026-11-04', 'event', null, 3, 45_000),
      ],
    });

    const { periods } = await service.revenue({ from: '2026-11-02', to: '2026-11-04', interval: 'day' });

    expect(periods).toEqual([
      {
        period: '2026-11-02',
        payments: 4,
        totalCents: 1_650_000,
        bookingsCents: 450_000,
        membershipsCents: 1_200_000,
        eventsCents: 0,
        cardCents: 300_000,
        mpesaCents: 1_350_000,
        cashCents: 0,
        bankCents: 0,
        otherCents: 0,
      },
      {
        period: '2026-11-03',
        payments: 0,
        totalCents: 0,
        bookingsCents: 0,
        membershipsCents: 0,
        eventsCents: 0,
        cardCents: 0,
        mpesaCents: 0,
        cashCents: 0,
        bankCents: 0,
        otherCents: 0,
      },
      expect.objectContaining({ period: '2026-11-04', payments: 3, eventsCents: 45_000, otherCents: 45_000 }),
    ]);
  });

  it('folds refund rows per period by purpose, with no channel split', async () => {
    const { service } = setUp({
      money: [money('2026-11', 'booking', 'card', 1, 50_000), money('2026-11', 'plan', 'cash', 2, 20_000)],
    });

    const report = await service.refunds({ from: '2026-11-01', to: '2026-11-20', interval: 'month' });

    expect(report).toMatchObject({ interval: 'month' });
    expect(report.periods).toEqual([
      {
        period: '2026-11',
        refunds: 3,
        refundedCents: 70_000,
        bookingsCents: 50_000,
        membershipsCents: 20_000,
        eventsCents: 0,
      },
    ]);
  });

  it('sets each allowance against what the periods begun in the range included, unlimited desk days apart', async () => {
    const { service } = setUp({
      allowances: [
        {
          id: 'plan-1',
          name: 'Hot Desk Monthly',
          period: 'monthly',
          desk_days_per_period: 10,
          unlimited_desk_days: false,
          meeting_room_hours_per_period: 3,
          guest_passes_per_period: 0,
          // Counts PostgreSQL sums as bigint arrive as text.
          members: '4' as unknown as number,
          periods: '6' as unknown as number,
          desk_days_used: '20' as unknown as number,
          meeting_room_hours_used: 7,
          guest_passes_used: 2,
        },
        {
          id: 'plan-2',
          name: 'Dedicated Desk',
          period: 'monthly',
          desk_days_per_period: 0,
          unlimited_desk_days: true,
          meeting_room_hours_per_period: 5,
          guest_passes_per_period: 2,
          members: 1,
          periods: 1,
          desk_days_used: 18,
          meeting_room_hours_used: 0,
          guest_passes_used: 0,
        },
      ],
    });

    const { plans } = await service.allowanceUse({ from: '2026-11-01', to: '2026-11-20' });

    expect(plans[0]).toEqual({
      planId: 'plan-1',
      planName: 'Hot Desk Monthly',
      period: 'monthly',
      members: 4,
      periods: 6,
      deskDays: { included: 60, used: 20, unlimited: false, usedPercent: 33.3 },
      meetingRoomHours: { included: 18, used: 7, unlimited: false, usedPercent: 38.9 },
      // Nothing included: no share to show, even though passes were used.
      guestPasses: { included: 0, used: 2, unlimited: false, usedPercent: null },
    });
    expect(plans[1].deskDays).toEqual({ included: null, used: 18, unlimited: true, usedPercent: null });
    expect(plans[1].guestPasses).toEqual({ included: 2, used: 0, unlimited: false, usedPercent: 0 });
  });

  it('counts no-shows only for days that are over, and totals them with the expected visits', async () => {
    const day = (date: string, expectedCheckedIn: number, checkIns: number): CheckInDayRow => ({
      date,
      bookings: 3,
      tours: 1,
      guests: 1,
      expected_checked_in: expectedCheckedIn,
      check_ins: checkIns,
    });
    const { service } = setUp({ checkIns: [day('2026-11-19', 4, 6), day(TODAY, 2, 2), day('2026-11-21', 0, 0)] });

    const report = await service.checkIns({ from: '2026-11-19', to: '2026-11-21' });

    expect(report.days.map(({ date, expected, noShows }) => ({ date, expected, noShows }))).toEqual([
      { date: '2026-11-19', expected: 5, noShows: 1 },
      { date: TODAY, expected: 5, noShows: null },
      { date: '2026-11-21', expected: 5, noShows: null },
    ]);
    expect(report.totals).toEqual({ expected: 15, bookings: 9, tours: 3, guests: 3, checkedIn: 8, noShows: 1 });
  });

  it('orders occupancy cells by day, then by the order the spaces are listed in', async () => {
    const space = (id: string, name: string): SpaceRow => ({
      id,
      name,
      type: 'hot-desk',
      billing_cycle: 'daily',
      instances: '4',
    });
    const cell = (date: string, spaceId: string): DayCellRow => ({
      date,
      space_id: spaceId,
      occupied: '2',
      occupancy_percent: '50.0',
    });
    const { service } = setUp({
      spaces: [space('b', 'Boardroom'), space('a', 'Atrium Desks')],
      dayCells: [cell('2026-11-02', 'a'), cell('2026-11-01', 'a'), cell('2026-11-02', 'b'), cell('2026-11-01', 'b')],
    });

    const report = await service.occupancyBySpace({ from: '2026-11-01', to: '2026-11-02' });

    expect(report.spaces.map((row) => [row.id, row.instances])).toEqual([
      ['b', 4],
      ['a', 4],
    ]);
    expect(report.cells.map((row) => `${row.date} ${row.spaceId} ${row.occupancyPercent}`)).toEqual([
      '2026-11-01 b 50',
      '2026-11-01 a 50',
      '2026-11-02 b 50',
      '2026-11-02 a 50',
    ]);
  });

  it('reports no instances for an hour grid with no rows', async () => {
    const { service } = setUp();

    await expect(service.occupancyByHour({ from: '2026-11-01', to: '2026-11-01' })).resolves.toEqual({
      from: '2026-11-01',
      to: '2026-11-01',
      instances: 0,
      cells: [],
    });
  });
});
