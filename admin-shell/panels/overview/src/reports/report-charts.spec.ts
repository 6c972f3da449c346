import {
  channelSummary,
  heatmapHours,
  hourHeatmap,
  hourSummary,
  periodLabel,
  revenueSummary,
  spaceHeatmap,
  spaceSummary,
  toursSummary,
  type HourReport,
  type RevenueReport,
  type SpaceReport,
} from './report-charts';

const hours = (date: string, booked: Record<number, number>) =>
  Array.from({ length: 24 }, (_, hour) => ({
    date,
    hour,
    bookedHours: booked[hour] ?? 0,
    occupancyPercent: (booked[hour] ?? 0) * 50,
  }));

const hourReport: HourReport = {
  from: '2026-10-05',
  to: '2026-10-06',
  instances: 2,
  cells: [...hours('2026-10-05', {}), ...hours('2026-10-06', { 10: 1, 11: 2 })],
};

describe('report charts', () => {
  it('name buckets by day, by the Monday of their week and by month', () => {
    expect(periodLabel('2026-10-06', 'day')).toBe('Oct 6');
    expect(periodLabel('2026-10-05', 'week')).toBe('Week of Oct 5');
    expect(periodLabel('2026-10-01', 'month')).toBe('Oct 2026');
  });

  it('show the opening hours as heatmap rows, and any booked hour outside them', () => {
    expect(heatmapHours(hourReport)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    const late = {
      ...hourReport,
      cells: [...hourReport.cells.slice(0, 23), { ...hourReport.cells[23], bookedHours: 1 }],
    };
    expect(heatmapHours(late).at(-1)).toBe(23);
    const rows = hourHeatmap(hourReport);
    expect(rows[0].id).toBe('06:00');
    expect(rows.find((row) => row.id === '11:00')?.data).toEqual([
      { x: '2026-10-05', y: 0 },
      { x: '2026-10-06', y: 100 },
    ]);
  });

  it('describe the heatmaps in words', () => {
    expect(hourSummary(hourReport)).toBe(
      '2 bookable units, 4.7% booked on average between 06:00 and 22:00. Busiest: Tue, Oct 6 at 11:00, 100%.',
    );
    expect(hourSummary({ ...hourReport, instances: 0 })).toBe('No hourly spaces match these filters.');
    const spaces: SpaceReport = {
      from: '2026-10-05',
      to: '2026-10-06',
      spaces: [{ id: 's1', name: 'Open Desks', type: 'hot-desk', billingCycle: 'daily', instances: 3 }],
      cells: [
        { date: '2026-10-05', spaceId: 's1', occupied: 2, occupancyPercent: 66.7 },
        { date: '2026-10-06', spaceId: 's1', occupied: 0, occupancyPercent: 0 },
      ],
    };
    expect(spaceHeatmap(spaces)).toEqual([
      {
        id: 's1',
        data: [
          { x: '2026-10-05', y: 66.7 },
          { x: '2026-10-06', y: 0 },
        ],
      },
    ]);
    expect(spaceSummary(spaces)).toBe('Open Desks: 33.4% of 3 booked on average.');
  });

  it('sum money and tours up in words', () => {
    const zero = {
      bookingsCents: 0,
      membershipsCents: 0,
      eventsCents: 0,
      cardCents: 0,
      mpesaCents: 0,
      cashCents: 0,
      bankCents: 0,
      otherCents: 0,
    };
    const revenue: RevenueReport = {
      from: '2026-10-05',
      to: '2026-10-06',
      interval: 'day',
      periods: [
        { ...zero, period: '2026-10-05', payments: 1, totalCents: 150000, bookingsCents: 150000, cardCents: 150000 },
        {
          ...zero,
          period: '2026-10-06',
          payments: 1,
          totalCents: 1050000,
          membershipsCents: 1050000,
          mpesaCents: 1050000,
        },
      ],
    };
    expect(revenueSummary(revenue)).toBe(
      'KES 12,000 received from 2 payments: bookings KES 1,500, memberships KES 10,500, events KES 0.',
    );
    expect(channelSummary(revenue, { card: 'Card', mpesa: 'M-Pesa', cash: 'Cash', bank: 'Bank', other: 'Other' })).toBe(
      'KES 12,000 received: Card KES 1,500, M-Pesa KES 10,500.',
    );
    expect(
      toursSummary({
        from: '2026-10-05',
        to: '2026-10-06',
        interval: 'day',
        periods: [{ period: '2026-10-05', tours: 3, converted: 1, conversionPercent: 33.3 }],
      }),
    ).toBe('3 tours, 1 of the visitors became members (33.3%).');
  });
});
