import type { SpaceAssignment } from 'admin-kit';
import {
  assignmentInColumn,
  GANTT_WIDTH_PX,
  ganttColumns,
  ganttViewFor,
  ganttWindow,
  statusColour,
  stepAnchor,
} from './gantt';

const assignment = (startAt: string, endAt: string, status = 'confirmed'): SpaceAssignment => ({
  instanceId: 'i1',
  startAt,
  endAt,
  booking: { id: 'b1', status, type: 'meeting-room', time: '10:00' },
  user: { firstName: 'Wanjiku' },
});

describe('space calendar columns', () => {
  it('picks the view from the space type', () => {
    expect(ganttViewFor('meeting-room')).toBe('hourly');
    expect(ganttViewFor('phone-booth')).toBe('hourly');
    expect(ganttViewFor('dedicated-desk')).toBe('monthly');
    expect(ganttViewFor('private-office')).toBe('monthly');
    expect(ganttViewFor('hot-desk')).toBe('range');
    expect(ganttViewFor('event-space')).toBe('range');
  });

  it('shows 24 hourly columns of the chosen venue day', () => {
    const columns = ganttColumns('hourly', '2026-12-04');
    expect(columns).toHaveLength(24);
    expect(columns[0]).toMatchObject({ label: '00:00', start: Date.parse('2026-12-04T00:00:00+03:00') });
    expect(columns[23]).toMatchObject({ label: '23:00', end: Date.parse('2026-12-05T00:00:00+03:00') });
    expect(ganttWindow('hourly', '2026-12-04')).toEqual({ startDate: '2026-12-04', endDate: '2026-12-04' });
  });

  it('shows one column per day of the chosen month', () => {
    expect(ganttColumns('monthly', '2026-02-17')).toHaveLength(28);
    expect(ganttColumns('monthly', '2028-02-03')).toHaveLength(29);
    const december = ganttColumns('monthly', '2026-12-15');
    expect(december).toHaveLength(31);
    expect(december[0]).toMatchObject({ key: '2026-12-01', label: 'Tue 1' });
    expect(ganttWindow('monthly', '2026-12-15')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
  });

  it('shows 21 daily columns from the chosen date otherwise, across a month end', () => {
    const columns = ganttColumns('range', '2026-12-20');
    expect(columns).toHaveLength(21);
    expect(columns[0]!.key).toBe('2026-12-20');
    expect(columns[20]!.key).toBe('2027-01-09');
    expect(ganttWindow('range', '2026-12-20')).toEqual({ startDate: '2026-12-20', endDate: '2027-01-09' });
  });

  it('steps a day, a month or a week', () => {
    expect(stepAnchor('hourly', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepAnchor('monthly', '2026-01-31', 1)).toBe('2026-02-28');
    expect(stepAnchor('monthly', '2026-03-15', -1)).toBe('2026-02-15');
    expect(stepAnchor('range', '2026-12-04', -1)).toBe('2026-11-27');
  });

  it('has a fixed content width per view', () => {
    expect(GANTT_WIDTH_PX).toEqual({ hourly: 1536, monthly: 1920, range: 2240 });
  });
});

describe('space calendar cells', () => {
  it('finds the assignment overlapping a column and leaves touching ones out', () => {
    const columns = ganttColumns('hourly', '2026-12-04');
    const meeting = assignment('2026-12-04T10:00:00+03:00', '2026-12-04T12:00:00+03:00');
    expect(assignmentInColumn([meeting], columns[9]!)).toBeUndefined();
    expect(assignmentInColumn([meeting], columns[10]!)).toBe(meeting);
    expect(assignmentInColumn([meeting], columns[11]!)).toBe(meeting);
    expect(assignmentInColumn([meeting], columns[12]!)).toBeUndefined();
  });

  it('marks every day a monthly booking covers', () => {
    const columns = ganttColumns('monthly', '2026-12-01');
    const month = assignment('2026-12-10T00:00:00+03:00', '2027-01-10T00:00:00+03:00');
    expect(assignmentInColumn([month], columns[8]!)).toBeUndefined();
    expect(assignmentInColumn([month], columns[9]!)).toBe(month);
    expect(assignmentInColumn([month], columns[30]!)).toBe(month);
  });

  it('colours by status', () => {
    expect(statusColour('confirmed')).toBe('success');
    expect(statusColour('pending')).toBe('warning');
    expect(statusColour('cancelled')).toBe('error');
    expect(statusColour('completed')).toBe('info');
  });
});
