import {
  defaultBannerOf,
  promoCodeBody,
  promoCodeFieldErrors,
  promoCodeFormValues,
  validatePromoCodeForm,
  type PromoCodeFormValues,
} from './promo-code-form';
import type { AdminPromoCode } from './promo-code-types';

const STORED: AdminPromoCode = {
  id: 'pc1',
  code: 'WELCOME500',
  description: 'Flyers at the Syokimau station',
  percentOff: null,
  amountOffKes: 499.5,
  appliesTo: 'plans',
  planIds: ['plan-flexible'],
  spaceIds: [],
  firstPeriodOnly: false,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  maxRedemptions: 50,
  maxPerCustomer: 1,
  active: true,
  displayOnSite: true,
  bannerText: null,
  redemptions: 3,
  reserved: 1,
  revenueKes: 42000,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

/** A new code that passes every check: 10% off everything. */
const TEN_PERCENT: PromoCodeFormValues = { ...promoCodeFormValues(), code: 'save10', percentOff: '10' };

describe('the promo code form', () => {
  it('starts a new code active, for everything, for a plan’s first period, without dates, limits or banner', () => {
    expect(promoCodeFormValues()).toEqual({
      code: '',
      description: '',
      discountKind: 'percent',
      percentOff: '',
      amountOffKes: '',
      appliesTo: 'all',
      planIds: [],
      spaceIds: [],
      firstPeriodOnly: true,
      validFrom: '',
      validTo: '',
      maxRedemptions: '',
      maxPerCustomer: '',
      active: true,
      displayOnSite: false,
      bannerText: '',
    });
  });

  it('reads a stored code back, its kind of discount from the amount it has', () => {
    expect(promoCodeFormValues(STORED)).toMatchObject({
      code: 'WELCOME500',
      discountKind: 'amount',
      percentOff: '',
      amountOffKes: '499.5',
      planIds: ['plan-flexible'],
      firstPeriodOnly: false,
      maxRedemptions: '50',
      maxPerCustomer: '1',
      bannerText: '',
    });
    expect(promoCodeFormValues({ ...STORED, percentOff: 30, amountOffKes: null }).discountKind).toBe('percent');
  });

  it('accepts a plain 10% code and the stored one unchanged', () => {
    expect(validatePromoCodeForm(TEN_PERCENT)).toEqual({});
    expect(validatePromoCodeForm(promoCodeFormValues(STORED))).toEqual({});
  });

  it('requires a code of 3 to 32 letters, digits, dashes or underscores', () => {
    const codeError = (code: string) => validatePromoCodeForm({ ...TEN_PERCENT, code }).code;
    expect(codeError('  ')).toBe('Code is required');
    const shape = 'A promo code is 3 to 32 letters, digits, dashes or underscores';
    expect(codeError('AB')).toBe(shape);
    expect(codeError('A'.repeat(33))).toBe(shape);
    expect(codeError('SAVE 10')).toBe(shape);
    expect(codeError('SAVE10%')).toBe(shape);
    expect(codeError('abc')).toBeUndefined();
    expect(codeError(` ${'A'.repeat(32)} `)).toBeUndefined();
    expect(codeError('EARLY-bird_2026')).toBeUndefined();
  });

  it('takes a whole percent from 1 to 100', () => {
    const percentError = (percentOff: string) => validatePromoCodeForm({ ...TEN_PERCENT, percentOff }).percentOff;
    for (const wrong of ['', '0', '101', '12.5', '-5', 'ten'])
      expect(percentError(wrong)).toBe('Percent off must be a whole number from 1 to 100');
    expect(percentError('1')).toBeUndefined();
    expect(percentError('100')).toBeUndefined();
  });

  it('takes an amount in KES above 0 with at most 2 decimals', () => {
    const amountError = (amountOffKes: string) =>
      validatePromoCodeForm({ ...TEN_PERCENT, discountKind: 'amount', amountOffKes }).amountOffKes;
    for (const wrong of ['', '0', '0.00', '12.345', '-500', 'KES 500'])
      expect(amountError(wrong)).toBe('Amount off must be an amount in KES above 0, e.g. 500 or 499.50');
    expect(amountError('0.5')).toBeUndefined();
    expect(amountError('1,500.50')).toBeUndefined();
  });

  it('checks only the kind of discount chosen', () => {
    expect(validatePromoCodeForm({ ...TEN_PERCENT, amountOffKes: 'nonsense' })).toEqual({});
    expect(
      validatePromoCodeForm({ ...TEN_PERCENT, discountKind: 'amount', percentOff: '500', amountOffKes: '500' }),
    ).toEqual({});
  });

  it('needs at least one plan or space when the code is for some of them', () => {
    expect(validatePromoCodeForm({ ...TEN_PERCENT, appliesTo: 'plans' }).planIds).toBe(
      'Choose at least one membership plan',
    );
    expect(validatePromoCodeForm({ ...TEN_PERCENT, appliesTo: 'spaces' }).spaceIds).toBe('Choose at least one space');
    // A list the code is not for may stay empty.
    expect(validatePromoCodeForm({ ...TEN_PERCENT, appliesTo: 'plans', planIds: ['plan-a'] })).toEqual({});
  });

  it('refuses a last day before the first, and allows a single day', () => {
    expect(validatePromoCodeForm({ ...TEN_PERCENT, validFrom: '2026-12-10', validTo: '2026-12-09' }).validTo).toBe(
      'The end date is before the start date',
    );
    expect(validatePromoCodeForm({ ...TEN_PERCENT, validFrom: '2026-12-10', validTo: '2026-12-10' })).toEqual({});
    expect(validatePromoCodeForm({ ...TEN_PERCENT, validTo: '2026-12-09' })).toEqual({});
  });

  it('takes use limits as whole numbers of at least 1, blank meaning unlimited', () => {
    const errors = validatePromoCodeForm({ ...TEN_PERCENT, maxRedemptions: '0', maxPerCustomer: '1.5' });
    expect(errors.maxRedemptions).toBe('Uses in all must be a whole number, at least 1 (blank: unlimited)');
    expect(errors.maxPerCustomer).toBe('Uses per customer must be a whole number, at least 1 (blank: unlimited)');
    expect(validatePromoCodeForm({ ...TEN_PERCENT, maxRedemptions: '100', maxPerCustomer: '1' })).toEqual({});
  });

  it('keeps the note to 500 characters and the banner to 80', () => {
    expect(validatePromoCodeForm({ ...TEN_PERCENT, description: 'x'.repeat(500), bannerText: 'x'.repeat(80) })).toEqual(
      {},
    );
    const errors = validatePromoCodeForm({ ...TEN_PERCENT, description: 'x'.repeat(501), bannerText: 'x'.repeat(81) });
    expect(errors.description).toBe('Description must be at most 500 characters');
    expect(errors.bannerText).toBe('Banner text must be at most 80 characters');
  });
});

describe('what the promo code form sends', () => {
  it('sends the code in capitals, exactly one discount, and blanks as none', () => {
    expect(promoCodeBody({ ...TEN_PERCENT, code: ' save10 ', amountOffKes: '500', description: ' ' })).toEqual({
      code: 'SAVE10',
      description: null,
      percentOff: 10,
      amountOffKes: null,
      appliesTo: 'all',
      planIds: [],
      spaceIds: [],
      firstPeriodOnly: true,
      validFrom: null,
      validTo: null,
      maxRedemptions: null,
      maxPerCustomer: null,
      active: true,
      displayOnSite: false,
      bannerText: null,
    });
  });

  it('sends an amount in KES as a number, commas gone, and no percentage', () => {
    expect(
      promoCodeBody({ ...TEN_PERCENT, discountKind: 'amount', amountOffKes: ' 1,500.50 ', percentOff: '10' }),
    ).toMatchObject({ percentOff: null, amountOffKes: 1500.5 });
  });

  it('sends only the list of plans or spaces the code is for', () => {
    const both = { ...TEN_PERCENT, planIds: ['plan-a'], spaceIds: ['room-1'] };
    expect(promoCodeBody({ ...both, appliesTo: 'plans' })).toMatchObject({ planIds: ['plan-a'], spaceIds: [] });
    expect(promoCodeBody({ ...both, appliesTo: 'spaces' })).toMatchObject({ planIds: [], spaceIds: ['room-1'] });
    expect(promoCodeBody({ ...both, appliesTo: 'all' })).toMatchObject({ planIds: [], spaceIds: [] });
  });

  it('sends dates, limits, switches and banner words as set', () => {
    expect(
      promoCodeBody({
        ...TEN_PERCENT,
        validFrom: '2026-12-01',
        validTo: '2026-12-31',
        maxRedemptions: ' 100 ',
        maxPerCustomer: '1',
        firstPeriodOnly: false,
        active: false,
        displayOnSite: true,
        bannerText: ' 30% OFF - Limited Time! ',
      }),
    ).toMatchObject({
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      maxRedemptions: 100,
      maxPerCustomer: 1,
      firstPeriodOnly: false,
      active: false,
      displayOnSite: true,
      bannerText: '30% OFF - Limited Time!',
    });
  });

  it('sends a stored code back as it was', () => {
    const { id: _id, redemptions: _r, reserved: _h, revenueKes: _k, createdAt: _c, updatedAt: _u, ...kept } = STORED;
    expect(promoCodeBody(promoCodeFormValues(STORED))).toEqual(kept);
  });

  it('shows the banner words a blank banner text stands for, once the discount reads', () => {
    expect(defaultBannerOf({ ...TEN_PERCENT, percentOff: '30' })).toBe('30% OFF - Limited Time!');
    expect(defaultBannerOf({ ...TEN_PERCENT, discountKind: 'amount', amountOffKes: '500' })).toBe(
      'KSH 500 OFF - Limited Time!',
    );
    expect(defaultBannerOf({ ...TEN_PERCENT, percentOff: '' })).toBeNull();
  });
});

describe('the server’s messages on the promo code form', () => {
  it('puts each under its field, a list item’s under the list, and drops fields the form has not', () => {
    expect(
      promoCodeFieldErrors(
        { code: 'SAVE10 is taken', 'planIds.0': 'No such plan', redemptions: 'Read only' },
        { discountKind: 'percent' },
      ),
    ).toEqual([
      ['code', 'SAVE10 is taken'],
      ['planIds', 'No such plan'],
    ]);
  });

  it('puts a message about the discount under the discount field on show', () => {
    const errors = { percentOff: 'Give exactly one of percentOff and amountOffKes' };
    expect(promoCodeFieldErrors(errors, { discountKind: 'amount' })).toEqual([
      ['amountOffKes', 'Give exactly one of percentOff and amountOffKes'],
    ]);
    expect(promoCodeFieldErrors(undefined, { discountKind: 'percent' })).toEqual([]);
  });
});
