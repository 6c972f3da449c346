import { type Clock } from '../../common/clock/clock.js';
import { type Transaction } from '../../common/database/transaction.js';
import { type AppConfig } from '../../config/app-config.js';
import { PromoCode } from './entities/promo-code.entity.js';
import { PromoRedemption } from './entities/promo-redemption.entity.js';
import { type PromoCodesRepository } from './promo-codes.repository.js';
import { PromotionsError } from './promotions.errors.js';
import { PromotionsService } from './promotions.service.js';

const NOW = new Date('2026-12-01T07:00:00Z');
const TX = { fake: 'transaction' } as unknown as Transaction;

/** Codes and uses in memory; `uses` answers what the fake's use list holds, as the SQL counts them. */
class FakePromoCodes {
  readonly codes: PromoCode[] = [];
  readonly redemptions: PromoRedemption[] = [];
  /** The locks checkouts took: `CODE exclusive`, `CODE shared`, `CODE customer@x`. */
  locked: string[] = [];
  counted = 0;
  /** Staff's edit landing between a checkout's first look at a code and its lock. */
  editBeforeLock?: (promo: PromoCode) => void;

  repository(): PromoCodesRepository {
    return {
      findByCode: async (code: string) => this.codes.find((promo) => promo.code === code) ?? null,
      lockByCode: async (_tx: Transaction, code: string, lock: string) => {
        this.locked.push(`${code} ${lock}`);
        const promo = this.codes.find((each) => each.code === code) ?? null;
        if (promo) this.editBeforeLock?.(promo);
        return promo;
      },
      lockCustomerUses: async (_tx: Transaction, id: string, email: string) => {
        this.locked.push(`${this.codes.find((promo) => promo.id === id)?.code} ${email}`);
      },
      uses: async (_tx: Transaction | null, id: string, email: string | null) => {
        this.counted += 1;
        const of = this.redemptions.filter((use) => use.promoCode.id === id);
        return { total: of.length, byCustomer: of.filter((use) => use.email === email).length };
      },
      addRedemption: (_tx: Transaction, redemption: PromoRedemption) => void this.redemptions.push(redemption),
      renewingRedemption: async (_tx: Transaction, targetId: string) =>
        this.redemptions.find((use) => use.targetId === targetId && use.renewals) ?? null,
    } as unknown as PromoCodesRepository;
  }

  add(code: string, fields: Partial<PromoCode>): PromoCode {
    const promo = Object.assign(new PromoCode(code), { percentOff: 10, ...fields });
    this.codes.push(promo);
    return promo;
  }
}

function world() {
  const fakes = new FakePromoCodes();
  const service = new PromotionsService(
    fakes.repository(),
    { now: () => NOW } as Clock,
    { booking: { holdMinutes: 15 } } as AppConfig,
  );
  return { fakes, service };
}

describe('promo codes at checkout', () => {
  it('locks the code, checks it and answers the discount on the price, case and spaces aside', async () => {
    const { fakes, service } = world();
    fakes.add('SAVE10', { percentOff: 10 });
    const applied = await service.apply(TX, ' save10', { kind: 'space', spaceId: 'room' }, 'A@x.com', 300_000);
    expect(applied).toMatchObject({ priceCents: 300_000, discountCents: 30_000 });
    expect(fakes.locked).toEqual(['SAVE10 shared']);
  });

  it('makes checkouts take turns only as far as the code has limits, and counts uses only against a limit', async () => {
    const { fakes, service } = world();
    fakes.add('LAUNCH', {});
    fakes.add('LASTFEW', { maxRedemptions: 5 });
    fakes.add('ONCEEACH', { maxPerCustomer: 1 });
    const room = { kind: 'space', spaceId: 'room' } as const;
    await service.apply(TX, 'LAUNCH', room, 'A@x.com', 300_000);
    expect([fakes.locked, fakes.counted]).toEqual([['LAUNCH shared'], 0]);
    await service.apply(TX, 'LASTFEW', room, 'A@x.com', 300_000);
    expect([fakes.locked.at(-1), fakes.counted]).toEqual(['LASTFEW exclusive', 1]);
    await service.apply(TX, 'ONCEEACH', room, 'A@x.com', 300_000);
    expect([fakes.locked.slice(-2), fakes.counted]).toEqual([['ONCEEACH shared', 'ONCEEACH a@x.com'], 2]);
  });

  it('refuses with 409 a checkout whose code was given a limit in all between its first look and its lock', async () => {
    const { fakes, service } = world();
    fakes.add('LAUNCH', {});
    fakes.editBeforeLock = (promo) => (promo.maxRedemptions = 10);
    const refused = await service
      .apply(TX, 'LAUNCH', { kind: 'space', spaceId: 'room' }, 'a@x.com', 300_000)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PromotionsError);
    expect(refused).toMatchObject({
      kind: 'conflict',
      message: 'The terms of the promo code LAUNCH changed just now. Please try again.',
    });
    expect(fakes.counted).toBe(0);
  });

  it('refuses with the reason, against the promoCode field', async () => {
    const { fakes, service } = world();
    fakes.add('FULL', { maxRedemptions: 1 });
    const refusal = (code: string) =>
      service.apply(TX, code, { kind: 'space', spaceId: 'room' }, 'a@x.com', 300_000).catch((error: unknown) => error);
    const unknown = (await refusal('nope')) as PromotionsError;
    expect(unknown).toBeInstanceOf(PromotionsError);
    expect([unknown.code, unknown.kind, unknown.errors]).toEqual([
      'promo-unknown',
      'invalid',
      { promoCode: 'There is no promo code NOPE. Please check the spelling.' },
    ]);
    expect(((await refusal('no spaces allowed!')) as PromotionsError).code).toBe('promo-unknown');

    const applied = await service.apply(TX, 'FULL', { kind: 'space', spaceId: 'room' }, 'a@x.com', 300_000);
    service.record(TX, applied, {
      purpose: 'booking',
      targetId: 'group',
      email: 'a@x.com',
      paymentReference: 'SCH-1',
      expiresAt: null,
    });
    expect(((await refusal('FULL')) as PromotionsError).code).toBe('promo-used-up');
  });

  it('records a use with the terms it was sold with, held as long as a booking hold unless told', async () => {
    const { fakes, service } = world();
    fakes.add('LOYAL', { percentOff: 20, firstPeriodOnly: false });
    const applied = await service.apply(
      TX,
      'LOYAL',
      { kind: 'plan', planId: 'plan', periodNumber: 1 },
      'M@x.com',
      1_000_000,
    );
    service.record(TX, applied, {
      purpose: 'plan',
      targetId: 'membership',
      email: 'M@x.com',
      paymentReference: 'SCH-2',
      expiresAt: null,
    });
    expect(fakes.redemptions[0]).toMatchObject({
      email: 'm@x.com',
      discountCents: 200_000,
      percentOff: 20,
      renewals: true,
      expiresAt: new Date(NOW.getTime() + 15 * 60_000),
    });
    // Staff changing the code later does not change what renewals of that membership keep.
    fakes.codes[0].percentOff = 50;
    expect(await service.renewalDiscount(TX, 'membership', 1_200_000)).toEqual({
      code: 'LOYAL',
      discountCents: 240_000,
    });
    expect(await service.renewalDiscount(TX, 'another membership', 1_200_000)).toBeNull();
  });
});
