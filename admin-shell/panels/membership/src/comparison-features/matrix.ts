import type { ComparisonFeature, ComparisonFeaturePlan, MembershipPlan } from 'admin-kit';
import { perPeriod } from '../plans/plan-form';

/** A missing display order sorts as 999, after every numbered item (spec section 9). */
const MISSING_ORDER = 999;

interface Ordered {
  displayOrder: number | null | undefined;
  name: string;
}

export function byDisplayOrderThenName(a: Ordered, b: Ordered): number {
  return (a.displayOrder ?? MISSING_ORDER) - (b.displayOrder ?? MISSING_ORDER) || a.name.localeCompare(b.name);
}

/** Matrix columns: only active plans, by display order then name. */
export function matrixPlans(plans: readonly MembershipPlan[]): MembershipPlan[] {
  return plans.filter((plan) => plan.isActive).sort(byDisplayOrderThenName);
}

/** Matrix rows: every feature (inactive ones too, so they can be edited), in the same order. */
export function matrixFeatures(features: readonly ComparisonFeature[]): ComparisonFeature[] {
  return [...features].sort(byDisplayOrderThenName);
}

export function cellKey(featureId: string, planId: string): string {
  return `${featureId}:${planId}`;
}

/** Cell values by (feature, plan). */
export function indexCells(cells: readonly ComparisonFeaturePlan[]): Map<string, string> {
  return new Map(cells.map((cell) => [cellKey(cell.comparisonFeatureId, cell.membershipPlanId), cell.value]));
}

const TICK_VALUES = new Set(['yes', 'included', 'available', 'unlimited', '✓']);
const DASH_VALUES = new Set(['no', 'not included', 'unavailable', 'na', 'n/a']);

export type CellDisplay = { kind: 'tick' } | { kind: 'dash' } | { kind: 'text'; text: string };

/** How a cell reads: a tick, a dash (also for no value at all) or the text itself. */
export function cellDisplay(value: string | undefined): CellDisplay {
  const normalized = (value ?? '').trim().toLowerCase();
  if (TICK_VALUES.has(normalized)) return { kind: 'tick' };
  if (normalized === '' || DASH_VALUES.has(normalized)) return { kind: 'dash' };
  return { kind: 'text', text: (value ?? '').trim() };
}

/** What a cell says in words (its icon's title, or its text), which the cell's accessible name must contain. */
export function cellWords(value: string | undefined): string {
  const display = cellDisplay(value);
  if (display.kind === 'tick') return 'Included';
  if (display.kind === 'dash') return 'Not included';
  return display.text;
}

/** The allowance rows the matrix shows above the staff-edited features, in this order. */
export const ALLOWANCE_ROWS = [
  { key: 'deskDays', label: 'Desk days' },
  { key: 'meetingRoomHours', label: 'Meeting-room hours' },
  { key: 'guestPasses', label: 'Guest passes' },
  { key: 'memberDiscount', label: 'Member discount' },
] as const;
export type AllowanceRowKey = (typeof ALLOWANCE_ROWS)[number]['key'];

/**
 * One plan's value in an allowance row, from the plan's own fields (the plan form edits them, not the matrix):
 * "12 a month", "Unlimited", "10% off"; null when the plan includes none.
 */
export function allowanceCell(plan: MembershipPlan, row: AllowanceRowKey): string | null {
  const per = `a ${perPeriod(plan.period)}`;
  const count = (value: number) => (value > 0 ? `${value} ${per}` : null);
  if (row === 'deskDays') return plan.unlimitedDeskDays ? 'Unlimited' : count(plan.deskDaysPerPeriod);
  if (row === 'meetingRoomHours') return count(plan.meetingRoomHoursPerPeriod);
  if (row === 'guestPasses') return count(plan.guestPassesPerPeriod);
  return plan.memberDiscountPercent > 0 ? `${plan.memberDiscountPercent}% off` : null;
}

export interface AllowanceRow {
  key: AllowanceRowKey;
  label: string;
  /** One value per column, in the columns' order (null: not included). */
  values: (string | null)[];
}

/** The allowance rows for the matrix's columns (the plans as `matrixPlans` orders them). */
export function allowanceRows(columns: readonly MembershipPlan[]): AllowanceRow[] {
  return ALLOWANCE_ROWS.map(({ key, label }) => ({
    key,
    label,
    values: columns.map((plan) => allowanceCell(plan, key)),
  }));
}
