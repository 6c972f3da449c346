import {
  allowanceRows,
  byDisplayOrder,
  cellDisplay,
  planAllowance,
  planGridClass,
  splitPlans,
  type Plan,
} from './membership-rules';

const plan = (fields: Partial<Plan>): Plan =>
  ({
    id: fields.name ?? 'p',
    name: 'Plan',
    description: '',
    price: '1000.00',
    period: 'monthly',
    features: [],
    number: null,
    displayOrder: null,
    isActive: true,
    isAvailable: true,
    popular: false,
    isAdditional: false,
    promoText: null,
    deskDaysPerPeriod: 0,
    unlimitedDeskDays: false,
    meetingRoomHoursPerPeriod: 0,
    guestPassesPerPeriod: 0,
    memberDiscountPercent: 0,
    ...fields,
  }) as Plan;

describe('membership page rules', () => {
  it('shows ticks and dashes for the spec words, in any case, and text otherwise', () => {
    for (const value of ['yes', 'Included', 'AVAILABLE', 'unlimited', '✓'])
      expect(cellDisplay(value)).toEqual({ kind: 'tick' });
    for (const value of ['no', 'Not included', 'unavailable', 'na', 'N/A', undefined])
      expect(cellDisplay(value)).toEqual({ kind: 'dash' });
    expect(cellDisplay(' 12 days ')).toEqual({ kind: 'text', text: '12 days' });
  });

  it('orders by display order, missing last (as 999), then by name', () => {
    const sorted = byDisplayOrder([
      { name: 'Zeta', displayOrder: null },
      { name: 'Beta', displayOrder: 2 },
      { name: 'Alpha', displayOrder: 2 },
      { name: 'Omega', displayOrder: 1 },
    ]);
    expect(sorted.map((item) => item.name)).toEqual(['Omega', 'Alpha', 'Beta', 'Zeta']);
  });

  it('splits active plans into main and additional, hiding inactive ones', () => {
    const { main, additional } = splitPlans([
      plan({ name: 'A' }),
      plan({ name: 'B', isAdditional: true }),
      plan({ name: 'C', isActive: false }),
    ]);
    expect(main.map((p) => p.name)).toEqual(['A']);
    expect(additional.map((p) => p.name)).toEqual(['B']);
  });

  it('lays four or five main plans out in one wide row', () => {
    expect(planGridClass(4)).toContain('xl:grid-cols-4');
    expect(planGridClass(5)).toContain('xl:grid-cols-5');
    expect(planGridClass(3)).toContain('lg:grid-cols-3');
  });
});

describe('plan allowances on the membership page', () => {
  const flexible = plan({
    name: 'Flexible',
    deskDaysPerPeriod: 12,
    meetingRoomHoursPerPeriod: 4,
    guestPassesPerPeriod: 5,
    memberDiscountPercent: 10,
  });
  const fullTime = plan({ name: 'Full-Time', unlimitedDeskDays: true, deskDaysPerPeriod: 2, guestPassesPerPeriod: 1 });
  const virtual = plan({ name: 'Virtual' });

  it('lists what a plan includes on its card, from its fields', () => {
    expect(planAllowance(flexible)).toEqual([
      '12 desk days a month',
      '4 meeting-room hours a month',
      '5 guest passes a month',
      '10% off extra bookings',
    ]);
    expect(planAllowance(fullTime)).toEqual(['Unlimited desk days', '1 guest pass a month']);
    expect(planAllowance(virtual)).toEqual([]);
  });

  it('gives the comparison table one allowance row per kind, a value per column in column order', () => {
    expect(allowanceRows([fullTime, flexible, virtual])).toEqual([
      { key: 'deskDays', label: 'Desk days', values: ['Unlimited', '12 a month', null] },
      { key: 'meetingRoomHours', label: 'Meeting-room hours', values: [null, '4 a month', null] },
      { key: 'guestPasses', label: 'Guest passes', values: ['1 a month', '5 a month', null] },
      { key: 'memberDiscount', label: 'Member discount', values: [null, '10% off', null] },
    ]);
  });

  it('leaves out a row no shown plan includes', () => {
    expect(allowanceRows([fullTime, virtual]).map((row) => row.label)).toEqual(['Desk days', 'Guest passes']);
    expect(allowanceRows([virtual])).toEqual([]);
  });

  it('words a daily plan per day', () => {
    expect(allowanceRows([plan({ name: 'Day Pass', period: 'daily', deskDaysPerPeriod: 1 })])[0]!.values).toEqual([
      '1 a day',
    ]);
  });
});
