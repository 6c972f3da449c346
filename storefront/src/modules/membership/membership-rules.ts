import { planAllowanceLines } from '@coworking/domain';
import type { Schemas } from '../../api/client';

export type Plan = Schemas['MembershipPlanDto'];
export type ComparisonFeature = Schemas['ComparisonFeatureDto'];
export type ComparisonCell = Schemas['ComparisonFeaturePlanDto'];

const TICKS = new Set(['yes', 'included', 'available', 'unlimited', '✓']);
const DASHES = new Set(['no', 'not included', 'unavailable', 'na', 'n/a']);

/** How a comparison cell reads: a tick, a dash, or its own text (spec section 9). A missing cell is 'N/A'. */
export function cellDisplay(
  value: string | undefined,
): { kind: 'tick' } | { kind: 'dash' } | { kind: 'text'; text: string } {
  const normalised = (value ?? 'N/A').trim().toLowerCase();
  if (TICKS.has(normalised)) return { kind: 'tick' };
  if (DASHES.has(normalised) || normalised === '') return { kind: 'dash' };
  return { kind: 'text', text: value!.trim() };
}

/** Rows and columns sort by display order (missing counts as 999), then name. */
export function byDisplayOrder<T extends { displayOrder: number | null; name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.displayOrder ?? 999) - (b.displayOrder ?? 999) || a.name.localeCompare(b.name));
}

const PERIODS: Record<string, string> = { daily: 'day', monthly: 'month', yearly: 'year' };

/** 'per month' wording of a plan's period. */
export function periodUnit(period: string): string {
  return PERIODS[period] ?? period;
}

/** Main plans get the grid; additional solutions their own section. */
export function splitPlans(plans: Plan[]): { main: Plan[]; additional: Plan[] } {
  const active = byDisplayOrder(plans.filter((plan) => plan.isActive));
  return { main: active.filter((plan) => !plan.isAdditional), additional: active.filter((plan) => plan.isAdditional) };
}

/** Grid columns for the main plans: four or five plans get a row of their own on wide screens. */
export function planGridClass(count: number): string {
  if (count >= 5) return 'md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5';
  if (count === 4) return 'md:grid-cols-2 xl:grid-cols-4';
  return 'md:grid-cols-2 lg:grid-cols-3';
}

/** What the plan includes each period, in words for its card: "12 desk days a month", "10% off extra bookings". */
export function planAllowance(plan: Plan): string[] {
  return planAllowanceLines(plan, periodUnit(plan.period));
}

/** The comparison table's allowance rows, above the features staff edit, in this order. */
const ALLOWANCE_ROWS = [
  { key: 'deskDays', label: 'Desk days' },
  { key: 'meetingRoomHours', label: 'Meeting-room hours' },
  { key: 'guestPasses', label: 'Guest passes' },
  { key: 'memberDiscount', label: 'Member discount' },
] as const;
type AllowanceRowKey = (typeof ALLOWANCE_ROWS)[number]['key'];

/** One plan's value in an allowance row, from the plan's own fields: "12 a month", "Unlimited", "10% off"; null: none. */
export function allowanceCell(plan: Plan, row: AllowanceRowKey): string | null {
  const count = (value: number) => (value > 0 ? `${value} a ${periodUnit(plan.period)}` : null);
  if (row === 'deskDays') return plan.unlimitedDeskDays ? 'Unlimited' : count(plan.deskDaysPerPeriod);
  if (row === 'meetingRoomHours') return count(plan.meetingRoomHoursPerPeriod);
  if (row === 'guestPasses') return count(plan.guestPassesPerPeriod);
  return plan.memberDiscountPercent > 0 ? `${plan.memberDiscountPercent}% off` : null;
}

/**
 * The allowance rows for the table's columns, one value per column. A row no shown plan includes is left out: a
 * visitor learns nothing from a row of dashes.
 */
export function allowanceRows(columns: Plan[]): { key: AllowanceRowKey; label: string; values: (string | null)[] }[] {
  return ALLOWANCE_ROWS.map(({ key, label }) => ({
    key,
    label,
    values: columns.map((plan) => allowanceCell(plan, key)),
  })).filter((row) => row.values.some((value) => value !== null));
}
