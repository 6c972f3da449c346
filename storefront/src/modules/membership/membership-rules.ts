import { type Schemas } from '../../api/client';

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
