import { defaultReportFilters, rangeProblem, reportCsvUrl, reportQuery } from './report-filters';

describe('report filters', () => {
  const filters = { ...defaultReportFilters('2026-11-23'), spaceType: 'hot-desk' as const, interval: 'week' as const };

  it('start with the last 30 days up to today, every space, by day', () => {
    expect(defaultReportFilters('2026-11-23')).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
      spaceId: '',
      spaceType: '',
      interval: 'day',
    });
  });

  it('send the time buckets to the time series only, and leave unset filters out', () => {
    expect(reportQuery('revenue', filters)).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
      spaceType: 'hot-desk',
      interval: 'week',
    });
    expect(reportQuery('occupancy-by-hour', filters)).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
      spaceType: 'hot-desk',
    });
  });

  it('link each report to its CSV with the same filters', () => {
    expect(reportCsvUrl('tours', filters)).toBe(
      '/api/admin/reports/tours/export.csv?from=2026-10-25&to=2026-11-23&spaceType=hot-desk&interval=week',
    );
    expect(reportCsvUrl('occupancy-by-space', { ...filters, spaceType: '' })).toBe(
      '/api/admin/reports/occupancy-by-space/export.csv?from=2026-10-25&to=2026-11-23',
    );
  });

  it('name a range the API would refuse', () => {
    expect(rangeProblem(filters)).toBeNull();
    expect(rangeProblem({ ...filters, from: '2026-11-24' })).toEqual({
      field: 'to',
      message: 'to must be on or after from',
    });
    expect(rangeProblem({ ...filters, from: '2025-01-01' })?.message).toMatch(/at most 366 days/);
    expect(rangeProblem({ ...filters, from: '' })?.field).toBe('from');
  });
});
