import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { listPage, SqlConditions } from '../../common/database/list-sql.js';
import { entityManagerOf, type Transaction } from '../../common/database/transaction.js';
import { containsPattern, orderBySql, pageOf, type SortRule } from '../../common/http/list-query.dto.js';
import { type PromoCodeListQueryDto, type PromoCodeSort } from './dto/promo-code-admin.dto.js';
import { PromoCode } from './entities/promo-code.entity.js';
import { PromoRedemption } from './entities/promo-redemption.entity.js';

/**
 * Whether a use counts, from what its payment became: paid (or nothing was left to pay), or still being paid within
 * its hold. A checkout tried again (an M-Pesa prompt declined, then another attempt) has several payments, each
 * pointing at the first (`retry_of`): the use follows whichever attempt is paid or still open. A booking's use also
 * stops counting as soon as its held rows are released (hold expiry, payment given up), so the place goes back the
 * moment the slot does. `r` is promo_redemptions.
 */
const ATTEMPT_IS = (status: string) => `exists (
  select 1 from payments a
  where (a.reference = r.payment_reference or a.retry_of = r.payment_reference) and a.status = '${status}')`;

const COUNTS = `(
  r.payment_reference is null
  or ${ATTEMPT_IS('success')}
  or (${ATTEMPT_IS('pending')} and r.expires_at > now() and (r.purpose <> 'booking' or exists (
        select 1 from space_bookings b
        where coalesce(b.booking_group_id, b.id) = r.target_id and b.status = 'pending')))
)`;

/** The advisory lock space (first key of pg_advisory_xact_lock) of one customer's uses of one code. */
const CUSTOMER_USES_LOCK_SPACE = 0x70726f6d;

/**
 * How a checkout holds a code until it commits: `exclusive`, checkouts using it take turns (a code with a limit in
 * all); `shared`, they run side by side while the code itself cannot be edited.
 */
export type PromoCodeLock = 'exclusive' | 'shared';

/** Paid uses only. */
const PAID = `(r.payment_reference is null or ${ATTEMPT_IS('success')})`;

const PROMO_CODE_SORT: SortRule<PromoCodeSort> = {
  columns: {
    code: 'c.code',
    createdAt: 'c.created_at',
    validTo: 'c.valid_to nulls last',
    redemptions: 'coalesce(u.redemptions, 0)',
  },
  default: 'createdAt',
};

/** A code as the back-office lists it, with its uses and what was paid with it. */
export interface PromoCodeRow {
  id: string;
  code: string;
  description: string | null;
  percentOff: number | null;
  amountOffCents: number | null;
  appliesTo: PromoCode['appliesTo'];
  planIds: string[];
  spaceIds: string[];
  firstPeriodOnly: boolean;
  validFrom: string | null;
  validTo: string | null;
  maxRedemptions: number | null;
  maxPerCustomer: number | null;
  active: boolean;
  displayOnSite: boolean;
  bannerText: string | null;
  redemptions: number;
  reserved: number;
  revenueCents: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Per code: paid uses, uses held by checkouts in progress, and what its payments took net of refunds. */
const USES = `(
  select r.promo_code_id,
    count(*) filter (where ${PAID})::int as redemptions,
    count(*) filter (where ${COUNTS} and not ${PAID})::int as reserved,
    coalesce(sum(p.amount_cents - p.refunded_cents), 0)::int as revenue_cents
  from promo_redemptions r
  left join payments p on p.status = 'success' and (p.reference = r.payment_reference or p.retry_of = r.payment_reference)
  group by r.promo_code_id
)`;

const ROW_SELECT = `c.id, c.code, c.description, c.percent_off as "percentOff", c.amount_off_cents as "amountOffCents",
  c.applies_to as "appliesTo", c.plan_ids as "planIds", c.space_ids as "spaceIds", c.first_period_only as "firstPeriodOnly",
  to_char(c.valid_from, 'YYYY-MM-DD') as "validFrom", to_char(c.valid_to, 'YYYY-MM-DD') as "validTo",
  c.max_redemptions as "maxRedemptions", c.max_per_customer as "maxPerCustomer", c.active,
  c.display_on_site as "displayOnSite", c.banner_text as "bannerText",
  coalesce(u.redemptions, 0) as redemptions, coalesce(u.reserved, 0) as reserved,
  coalesce(u.revenue_cents, 0) as "revenueCents", c.created_at as "createdAt", c.updated_at as "updatedAt"`;

/** Promo codes and their uses, in queries. */
@Injectable()
export class PromoCodesRepository {
  constructor(private readonly em: EntityManager) {}

  /** A page of the back-office list. */
  page(query: PromoCodeListQueryDto): Promise<{ rows: PromoCodeRow[]; total: number }> {
    const where = new SqlConditions();
    if (query.q) {
      const pattern = containsPattern(query.q);
      where.add('c.code ilike ? or c.description ilike ?', pattern, pattern);
    }
    if (query.active !== undefined) where.add('c.active = ?', query.active === 'true');
    return listPage<PromoCodeRow>(
      this.em.fork(),
      {
        select: ROW_SELECT,
        from: `promo_codes c left join ${USES} u on u.promo_code_id = c.id`,
        countFrom: 'promo_codes c',
        where,
        orderBy: orderBySql(query, PROMO_CODE_SORT, 'c.id'),
      },
      pageOf(query),
    );
  }

  /** One code as the list shows it. */
  async row(id: string): Promise<PromoCodeRow | null> {
    const [row] = await this.em
      .fork()
      .execute<PromoCodeRow[]>(
        `select ${ROW_SELECT} from promo_codes c left join ${USES} u on u.promo_code_id = c.id where c.id = ?`,
        [id],
      );
    return row ?? null;
  }

  /** One code, in the caller's transaction (changes to it are written when it commits). */
  findById(tx: Transaction, id: string): Promise<PromoCode | null> {
    return entityManagerOf(tx).findOne(PromoCode, { id });
  }

  /** Another code than `exceptId` spelled `code` (in capitals). */
  async codeTaken(tx: Transaction, code: string, exceptId: string | null): Promise<boolean> {
    const [row] = await entityManagerOf(tx).execute<{ taken: boolean }[]>(
      `select exists (select 1 from promo_codes where code = ? and id is distinct from ?) as taken`,
      [code, exceptId],
    );
    return row.taken;
  }

  add(tx: Transaction, code: PromoCode): void {
    entityManagerOf(tx).persist(code);
  }

  remove(tx: Transaction, code: PromoCode): void {
    entityManagerOf(tx).remove(code);
  }

  /** Whether a code was ever used (such a code is kept for the books and only deactivated). */
  async everUsed(tx: Transaction, id: string): Promise<boolean> {
    const [row] = await entityManagerOf(tx).execute<{ used: boolean }[]>(
      `select exists (select 1 from promo_redemptions where promo_code_id = ?) as used`,
      [id],
    );
    return row.used;
  }

  /** A code by its spelling (in capitals), read without locking: the public check, or a checkout's first look. */
  findByCode(code: string, tx: Transaction | null = null): Promise<PromoCode | null> {
    return (tx ? entityManagerOf(tx) : this.em.fork()).findOne(PromoCode, { code });
  }

  /**
   * A code by its spelling, read afresh and locked for the caller's transaction. Exclusive: checkouts using the same
   * code take turns from here to their commit, so the uses they count include every earlier checkout's, and the last
   * use is given once. Shared: checkouts go on side by side, and an edit of the code waits until they commit.
   */
  lockByCode(tx: Transaction, code: string, lock: PromoCodeLock): Promise<PromoCode | null> {
    return entityManagerOf(tx).findOne(
      PromoCode,
      { code },
      { lockMode: lock === 'exclusive' ? LockMode.PESSIMISTIC_WRITE : LockMode.PESSIMISTIC_READ, refresh: true },
    );
  }

  /**
   * Queues checkouts of one customer (e-mail, in lower case) using one code behind each other until the caller's
   * transaction ends, so that counting their uses and adding one is a single step.
   */
  async lockCustomerUses(tx: Transaction, promoCodeId: string, email: string): Promise<void> {
    await entityManagerOf(tx).execute('select pg_advisory_xact_lock(?, hashtext(?))', [
      CUSTOMER_USES_LOCK_SPACE,
      `${promoCodeId}:${email}`,
    ]);
  }

  /** How often a code counts as used (paid, or held by a checkout in progress), overall and by one e-mail. */
  async uses(
    tx: Transaction | null,
    promoCodeId: string,
    email: string | null,
  ): Promise<{ total: number; byCustomer: number }> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    const [row] = await em.execute<{ total: number; by_customer: number }[]>(
      `select count(*)::int as total, count(*) filter (where r.email = ?)::int as by_customer
       from promo_redemptions r
       where r.promo_code_id = ? and ${COUNTS}`,
      [email ?? '', promoCodeId],
    );
    return { total: row.total, byCustomer: row.by_customer };
  }

  addRedemption(tx: Transaction, redemption: PromoRedemption): void {
    entityManagerOf(tx).persist(redemption);
  }

  /** The paid use of a code that discounted a membership's first period and keeps discounting its renewals. */
  async renewingRedemption(tx: Transaction, planBookingId: string): Promise<PromoRedemption | null> {
    const em = entityManagerOf(tx);
    const [row] = await em.execute<{ id: string }[]>(
      `select r.id from promo_redemptions r
       where r.purpose = 'plan' and r.target_id = ? and r.renewals and ${PAID}
       order by r.created_at limit 1`,
      [planBookingId],
    );
    return row ? em.findOne(PromoRedemption, { id: row.id }, { populate: ['promoCode'] }) : null;
  }

  /** The code the site advertises on `today`: active, within its dates, the newest marked for display. */
  featured(today: string): Promise<PromoCode | null> {
    return this.em.fork().findOne(
      PromoCode,
      {
        active: true,
        displayOnSite: true,
        $and: [
          { $or: [{ validFrom: null }, { validFrom: { $lte: today } }] },
          { $or: [{ validTo: null }, { validTo: { $gte: today } }] },
        ],
      },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }
}
