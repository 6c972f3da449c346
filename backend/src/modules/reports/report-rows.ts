import { type SpaceType } from '@coworking/domain';

/** What a report covers: venue dates (both included) and, optionally, one space or one kind of space. */
export interface ReportScope {
  from: string;
  to: string;
  spaceId?: string;
  spaceType?: SpaceType;
}

export interface HourCellRow {
  date: string;
  hour: number;
  booked_hours: string;
  occupancy_percent: string;
  instances: string;
}

export interface SpaceRow {
  id: string;
  name: string;
  type: string;
  billing_cycle: 'hourly' | 'daily' | 'monthly';
  instances: string;
}

export interface DayCellRow {
  date: string;
  space_id: string;
  occupied: string;
  occupancy_percent: string;
}

/** Money of one purpose and channel in one period (no row's purpose when nothing happened in the period). */
export interface MoneyRow {
  period: string;
  purpose: string | null;
  channel: string | null;
  count: number;
  cents: string;
}

export interface MembersRow {
  period: string;
  new_members: number;
  renewals: number;
}

export interface ToursRow {
  period: string;
  tours: number;
  converted: number;
  conversion_percent: string;
}

/** One plan's allowance in a range: what it includes per period, the periods begun in the range, and what was used. */
export interface AllowanceUseRow {
  id: string;
  name: string;
  period: 'daily' | 'monthly' | 'yearly';
  desk_days_per_period: number;
  unlimited_desk_days: boolean;
  meeting_room_hours_per_period: number;
  guest_passes_per_period: number;
  members: number;
  periods: number;
  desk_days_used: number;
  meeting_room_hours_used: number;
  guest_passes_used: number;
}

/** One venue date's expected visits by kind, how many of them were checked in, and every check-in of the day. */
export interface CheckInDayRow {
  date: string;
  bookings: number;
  tours: number;
  guests: number;
  expected_checked_in: number;
  check_ins: number;
}
