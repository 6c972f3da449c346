import {
  appliesToLabel,
  bannerLabel,
  discountLabel,
  namesById,
  periodsLabel,
  usesLabel,
  validityLabel,
} from './promo-code-labels';

const names = {
  plans: namesById([
    { id: 'plan-flexible', name: 'Flexible' },
    { id: 'plan-dedicated', name: 'Dedicated Desk' },
  ]),
  spaces: namesById([{ id: 'room-1', name: 'Boardroom' }]),
};

describe('promo code labels', () => {
  it('says what a code takes off, in percent or in KES', () => {
    expect(discountLabel({ percentOff: 10, amountOffKes: null })).toBe('10% off');
    expect(discountLabel({ percentOff: null, amountOffKes: 500 })).toBe('KES 500 off');
    expect(discountLabel({ percentOff: null, amountOffKes: 1499.5 })).toBe('KES 1,499.50 off');
  });

  it('names what a code applies to', () => {
    expect(appliesToLabel({ appliesTo: 'all', planIds: [], spaceIds: [] }, names)).toBe('All');
    expect(
      appliesToLabel({ appliesTo: 'plans', planIds: ['plan-flexible', 'plan-dedicated'], spaceIds: [] }, names),
    ).toBe('Plans: Flexible, Dedicated Desk');
    expect(appliesToLabel({ appliesTo: 'spaces', planIds: ['plan-flexible'], spaceIds: ['room-1'] }, names)).toBe(
      'Spaces: Boardroom',
    );
  });

  it('counts the plans or spaces it has no name for, so the list never looks shorter than it is', () => {
    expect(appliesToLabel({ appliesTo: 'plans', planIds: ['plan-flexible', 'plan-gone'], spaceIds: [] }, names)).toBe(
      'Plans: Flexible and 1 other',
    );
    const unnamed = { plans: namesById([]), spaces: namesById([]) };
    expect(appliesToLabel({ appliesTo: 'spaces', planIds: [], spaceIds: ['a', 'b'] }, unnamed)).toBe(
      'Spaces: 2 spaces',
    );
    expect(appliesToLabel({ appliesTo: 'plans', planIds: ['a'], spaceIds: [] }, unnamed)).toBe('Plans: 1 plan');
  });

  it('says whether renewals are discounted, only where plans may be', () => {
    expect(periodsLabel({ appliesTo: 'plans', firstPeriodOnly: true })).toBe('First period of a plan only');
    expect(periodsLabel({ appliesTo: 'all', firstPeriodOnly: false })).toBe('Every period of a plan');
    expect(periodsLabel({ appliesTo: 'spaces', firstPeriodOnly: true })).toBeNull();
  });

  it('gives the days a code is valid, or Always', () => {
    expect(validityLabel({ validFrom: null, validTo: null })).toBe('Always');
    expect(validityLabel({ validFrom: '2026-12-01', validTo: '2026-12-31' })).toBe('Dec 1, 2026 – Dec 31, 2026');
    expect(validityLabel({ validFrom: '2026-12-01', validTo: null })).toBe('From Dec 1, 2026');
    expect(validityLabel({ validFrom: null, validTo: '2026-12-31' })).toBe('Until Dec 31, 2026');
  });

  it('counts paid uses against the limit, and those checkouts hold', () => {
    expect(usesLabel({ redemptions: 3, maxRedemptions: 10, reserved: 0 })).toBe('3 of 10');
    expect(usesLabel({ redemptions: 3, maxRedemptions: 10, reserved: 2 })).toBe('3 of 10 + 2 reserved');
    expect(usesLabel({ redemptions: 0, maxRedemptions: null, reserved: 0 })).toBe('0 (no limit)');
    expect(usesLabel({ redemptions: 7, maxRedemptions: null, reserved: 1 })).toBe('7 (no limit) + 1 reserved');
  });

  it('shows the banner words staff wrote, else those built from the discount', () => {
    expect(bannerLabel({ bannerText: 'Festive offer!', percentOff: 30, amountOffKes: null })).toBe('Festive offer!');
    expect(bannerLabel({ bannerText: null, percentOff: 30, amountOffKes: null })).toBe('30% OFF - Limited Time!');
    expect(bannerLabel({ bannerText: null, percentOff: null, amountOffKes: 500 })).toBe('KSH 500 OFF - Limited Time!');
  });
});
