import { venueInstant, addVenueDays } from '@coworking/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** One code's figures in a range, as the SQL gives them. */
export interface PromoCodeReportRow {
  id: string;
  code: string;
  active: boolean;
  redemptions: number;
  payments: number;
  revenue_cents: number;
  refunded_cents: number;
  discount_cents: number;
}

/**
 * Per promo code, for the payments made in a range of Nairobi dates: its new uses (paid first checkouts, and uses that
 * left nothing to pay), every payment it discounted (renewals that keep a code's terms included), what those payments
 * took and gave back, and what the code took off. Read-only SQL over promo codes, their uses and the ledger.
 */
@Injectable()
export class PromoCodeReportRepository {
  constructor(private readonly em: EntityManager) {}

  perCode(range: { from: string; to: string }): Promise<PromoCodeReportRow[]> {
    const start = venueInstant(range.from);
    const end = venueInstant(addVenueDays(range.to, 1));
    return this.em.fork().execute<PromoCodeReportRow[]>(
      `with uses as (
         select r.promo_code_id, count(*)::int as redemptions
         from promo_redemptions r left join payments p on p.reference = r.payment_reference
         where (r.payment_reference is null and r.created_at >= ? and r.created_at < ?)
            or (p.status = 'success' and p.paid_at >= ? and p.paid_at < ?)
         group by r.promo_code_id
       ),
       paid as (
         select p.promo_code as code, count(*)::int as payments, sum(p.amount_cents)::int as revenue_cents,
           sum(p.refunded_cents)::int as refunded_cents, sum(p.discount_cents)::int as discount_cents
         from payments p
         where p.promo_code is not null and p.status = 'success' and p.paid_at >= ? and p.paid_at < ?
         group by p.promo_code
       )
       select c.id, c.code, c.active, coalesce(u.redemptions, 0) as redemptions, coalesce(m.payments, 0) as payments,
         coalesce(m.revenue_cents, 0) as revenue_cents, coalesce(m.refunded_cents, 0) as refunded_cents,
         coalesce(m.discount_cents, 0) as discount_cents
       from promo_codes c
         left join uses u on u.promo_code_id = c.id
         left join paid m on m.code = c.code
       where u.redemptions is not null or m.payments is not null
       order by coalesce(m.revenue_cents, 0) desc, c.code`,
      [start, end, start, end, start, end],
    );
  }
}
