import { byDisplayOrder, cellDisplay, planGridClass, splitPlans, type Plan } from './membership-rules';

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
