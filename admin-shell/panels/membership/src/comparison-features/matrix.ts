import type { ComparisonFeature, ComparisonFeaturePlan, MembershipPlan } from 'admin-kit';

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
