import type { ComparisonFeature, MembershipPlan } from 'admin-kit';
import { allowanceRows, cellDisplay, indexCells, cellKey, matrixFeatures, matrixPlans } from './matrix';

const plan = (
  name: string,
  displayOrder: number | null,
  isActive = true,
  allowance: Partial<MembershipPlan> = {},
): MembershipPlan => ({
  id: name,
  name,
  description: null,
  price: '1000.00',
  period: 'monthly',
  features: [],
  number: null,
  displayOrder,
  isActive,
  isAvailable: isActive,
  popular: false,
  isAdditional: false,
  promoText: null,
  deskDaysPerPeriod: 0,
  unlimitedDeskDays: false,
  meetingRoomHoursPerPeriod: 0,
  guestPassesPerPeriod: 0,
  memberDiscountPercent: 0,
  ...allowance,
});
const feature = (name: string, displayOrder: number): ComparisonFeature => ({
  id: name,
  name,
  displayOrder,
  isActive: true,
});

describe('comparison matrix order', () => {
  it('orders plan columns by display order, then name, with missing orders last', () => {
    const plans = [
      plan('Virtual', 3),
      plan('Flexible', null),
      plan('Day Pass', 1),
      plan('Full-Time', 3),
      plan('Annex', null),
    ];
    expect(matrixPlans(plans).map((p) => p.name)).toEqual(['Day Pass', 'Full-Time', 'Virtual', 'Annex', 'Flexible']);
  });

  it('shows only active plans as columns', () => {
    expect(matrixPlans([plan('Old', 1, false), plan('Current', 2)]).map((p) => p.name)).toEqual(['Current']);
  });

  it('orders feature rows the same way', () => {
    expect(
      matrixFeatures([feature('Printing', 2), feature('Coffee', 2), feature('WiFi', 1)]).map((f) => f.name),
    ).toEqual(['WiFi', 'Coffee', 'Printing']);
  });

  it('treats a display order of 999 and a missing one alike', () => {
    expect(matrixPlans([plan('B', null), plan('A', 999)]).map((p) => p.name)).toEqual(['A', 'B']);
  });
});

describe('comparison cells', () => {
  it.each(['yes', 'Yes', 'included', 'available', 'Unlimited', '✓', ' yes '])('shows a tick for %p', (value) => {
    expect(cellDisplay(value)).toEqual({ kind: 'tick' });
  });

  it.each(['no', 'Not included', 'unavailable', 'na', 'N/A', 'n/a', '', undefined])('shows a dash for %p', (value) => {
    expect(cellDisplay(value)).toEqual({ kind: 'dash' });
  });

  it('shows any other value as text', () => {
    expect(cellDisplay('10 hours/month')).toEqual({ kind: 'text', text: '10 hours/month' });
  });

  it('finds a cell by feature and plan', () => {
    const cells = indexCells([{ id: 'c1', comparisonFeatureId: 'wifi', membershipPlanId: 'flex', value: 'yes' }]);
    expect(cells.get(cellKey('wifi', 'flex'))).toBe('yes');
    expect(cells.get(cellKey('wifi', 'virtual'))).toBeUndefined();
  });
});

describe('allowance rows', () => {
  const flexible = plan('Flexible', 1, true, {
    deskDaysPerPeriod: 12,
    meetingRoomHoursPerPeriod: 4,
    guestPassesPerPeriod: 5,
    memberDiscountPercent: 10,
  });
  // Unlimited wins over the count typed before it was switched on.
  const fullTime = plan('Full-Time', 2, true, {
    unlimitedDeskDays: true,
    deskDaysPerPeriod: 3,
    guestPassesPerPeriod: 1,
  });
  const virtual = plan('Virtual', 3);
  const dayPass = { ...plan('Day Pass', 4, true, { deskDaysPerPeriod: 1 }), period: 'daily' as const };

  it('lists desk days, meeting-room hours, guest passes and the member discount per plan, from the plan fields', () => {
    expect(allowanceRows([flexible, fullTime, virtual, dayPass])).toEqual([
      { key: 'deskDays', label: 'Desk days', values: ['12 a month', 'Unlimited', null, '1 a day'] },
      { key: 'meetingRoomHours', label: 'Meeting-room hours', values: ['4 a month', null, null, null] },
      { key: 'guestPasses', label: 'Guest passes', values: ['5 a month', '1 a month', null, null] },
      { key: 'memberDiscount', label: 'Member discount', values: ['10% off', null, null, null] },
    ]);
  });

  it('follows the order of the columns it is given', () => {
    const rows = allowanceRows(matrixPlans([virtual, flexible]));
    expect(rows[0]!.values).toEqual(['12 a month', null]);
  });

  it('has its four rows even with no plans', () => {
    expect(allowanceRows([]).map((row) => row.values)).toEqual([[], [], [], []]);
  });
});
