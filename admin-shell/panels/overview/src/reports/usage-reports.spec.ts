import {
  allowanceSummary,
  allowanceUseText,
  checkInSeries,
  checkInsSummary,
  plansWithFigures,
  usedPercentOf,
  type AllowancePlanUse,
  type AllowanceUseReport,
  type CheckInsReport,
} from './report-charts';
import { reportCsvUrl, reportQuery } from './report-filters';

const use = (included: number | null, used: number, unlimited = false) => ({
  included,
  used,
  unlimited,
  usedPercent: unlimited || !included ? null : Math.round((used * 1000) / included) / 10,
});

const plan = (fields: Partial<AllowancePlanUse>): AllowancePlanUse => ({
  planId: fields.planName ?? 'p',
  planName: 'Plan',
  period: 'monthly',
  members: 0,
  periods: 0,
  deskDays: use(0, 0),
  meetingRoomHours: use(0, 0),
  guestPasses: use(0, 0),
  ...fields,
});

const allowanceReport = (plans: AllowancePlanUse[]): AllowanceUseReport => ({
  from: '2026-11-01',
  to: '2026-11-30',
  plans,
});

describe('allowance use report', () => {
  const flexible = plan({
    planName: 'Flexible',
    members: 2,
    periods: 2,
    deskDays: use(24, 18),
    meetingRoomHours: use(8, 3),
    guestPasses: use(10, 1),
  });
  const fullTime = plan({ planName: 'Full-Time', members: 1, periods: 1, deskDays: use(null, 20, true) });
  const virtual = plan({ planName: 'Virtual' });

  it('writes used against included, unlimited, or a dash when there is neither', () => {
    expect(allowanceUseText(use(24, 18))).toBe('18 of 24 (75%)');
    expect(allowanceUseText(use(null, 20, true))).toBe('20 (unlimited)');
    expect(allowanceUseText(use(0, 0))).toBe('—');
    // Used without anything included (a plan edited down): still shown, with no share.
    expect(allowanceUseText(use(0, 2))).toBe('2 of 0');
  });

  it('charts the share used, none for unlimited', () => {
    expect(usedPercentOf(use(24, 18))).toBe(75);
    expect(usedPercentOf(use(null, 20, true))).toBe(0);
    expect(usedPercentOf(use(0, 0))).toBe(0);
  });

  it('charts and tells only the plans with figures in the range', () => {
    const report = allowanceReport([flexible, fullTime, virtual]);
    expect(plansWithFigures(report).map((p) => p.planName)).toEqual(['Flexible', 'Full-Time']);
    expect(allowanceSummary(report)).toBe(
      'Flexible (2 periods): 18 of 24 desk days used (75%), 3 of 8 meeting-room hours used (37.5%), 1 of 10 guest passes used (10%). Full-Time (1 period): 20 desk days used (unlimited).',
    );
  });

  it('says so when nothing happened', () => {
    expect(allowanceSummary(allowanceReport([virtual]))).toBe(
      'No membership period began in this range and no allowance was used.',
    );
    expect(allowanceSummary(allowanceReport([]))).toBe(
      'No membership period began in this range and no allowance was used.',
    );
  });

  it('takes the range alone, in its query and its CSV link', () => {
    const filters = {
      from: '2026-11-01',
      to: '2026-11-30',
      spaceId: '',
      spaceType: 'hot-desk' as const,
      interval: 'week' as const,
    };
    expect(reportQuery('allowance-use', filters)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(reportCsvUrl('check-ins', filters)).toBe(
      '/api/admin/reports/check-ins/export.csv?from=2026-11-01&to=2026-11-30',
    );
  });
});

describe('check-ins report', () => {
  const report: CheckInsReport = {
    from: '2026-12-01',
    to: '2026-12-02',
    days: [
      { date: '2026-12-01', expected: 5, bookings: 3, tours: 1, guests: 1, checkedIn: 4, noShows: 1 },
      { date: '2026-12-02', expected: 2, bookings: 2, tours: 0, guests: 0, checkedIn: 1, noShows: null },
    ],
    totals: { expected: 7, bookings: 5, tours: 1, guests: 1, checkedIn: 5, noShows: 1 },
  };

  it('is a series by day for the bar chart', () => {
    const series = checkInSeries(report);
    expect(series.interval).toBe('day');
    expect(series.periods.map((day) => [day.period, day.checkedIn, day.noShows])).toEqual([
      ['2026-12-01', 4, 1],
      ['2026-12-02', 1, null],
    ]);
  });

  it('tells check-ins against expected visits and the no-shows of the days that are over', () => {
    expect(checkInsSummary(report)).toBe(
      '5 check-ins against 7 expected visits (5 bookings, 1 tour, 1 guest); 1 no-show on the days that are over.',
    );
    expect(
      checkInsSummary({
        ...report,
        days: [],
        totals: { expected: 0, bookings: 0, tours: 0, guests: 0, checkedIn: 0, noShows: 0 },
      }),
    ).toBe('Nobody was expected in this range.');
  });
});
