import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { listPage, SqlConditions } from '../../../common/database/list-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { containsPattern, orderBySql, pageOf, type SortRule } from '../../../common/http/list-query.dto.js';
import { Company } from '../entities/company.entity.js';
import { type CompanyListQueryDto, type CompanySort } from './dto/company.dto.js';

/** A company as the back-office lists it: its details and its live team memberships' seats. */
export interface CompanyRow {
  id: string;
  name: string;
  kraPin: string | null;
  billingEmail: string;
  address: string | null;
  phone: string | null;
  liveTeams: number;
  seats: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A payment of one of a company's team memberships. */
export interface CompanyPaymentRow {
  reference: string;
  membershipId: string;
  amountCents: number;
  status: string;
  periodNumber: number | null;
  seatsAdded: number | null;
  receiptNumber: string | null;
  createdAt: Date;
}

const LIVE = `('active', 'past_due', 'non_renewing')`;
const ROW_SELECT = `c.id, c.name, c.kra_pin as "kraPin", c.billing_email as "billingEmail", c.address, c.phone,
  c.created_at as "createdAt", c.updated_at as "updatedAt",
  coalesce(t.live_teams, 0)::int as "liveTeams", coalesce(t.seats, 0)::int as seats`;
const TEAMS = `(select company_id, count(*) as live_teams, sum(seats) as seats from plan_bookings
  where company_id is not null and subscription_status in ${LIVE} group by company_id)`;

const COMPANY_SORT: SortRule<CompanySort> = {
  columns: { name: 'lower(c.name)', createdAt: 'c.created_at', seats: 'coalesce(t.seats, 0)' },
  default: 'name',
  defaultOrder: 'ASC',
};

/** Companies that pay for team memberships. */
@Injectable()
export class CompaniesRepository {
  constructor(private readonly em: EntityManager) {}

  page(query: CompanyListQueryDto): Promise<{ rows: CompanyRow[]; total: number }> {
    const where = new SqlConditions();
    if (query.q) {
      const pattern = containsPattern(query.q);
      where.add('c.name ilike ? or c.kra_pin ilike ? or c.billing_email ilike ?', pattern, pattern, pattern);
    }
    return listPage<CompanyRow>(
      this.em.fork(),
      {
        select: ROW_SELECT,
        from: `companies c left join ${TEAMS} t on t.company_id = c.id`,
        countFrom: 'companies c',
        where,
        orderBy: orderBySql(query, COMPANY_SORT, 'c.id'),
      },
      pageOf(query),
    );
  }

  async row(id: string): Promise<CompanyRow | null> {
    const [row] = await this.em
      .fork()
      .execute<CompanyRow[]>(
        `select ${ROW_SELECT} from companies c left join ${TEAMS} t on t.company_id = c.id where c.id = ?`,
        [id],
      );
    return row ?? null;
  }

  byId(tx: Transaction, id: string): Promise<Company | null> {
    return entityManagerOf(tx).findOne(Company, { id });
  }

  /**
   * The company a checkout names, when one with the same KRA PIN and billing e-mail exists already (a company
   * buying again); a checkout never attaches itself to a company by its PIN alone.
   */
  forCheckout(tx: Transaction, kraPin: string, billingEmail: string): Promise<Company | null> {
    return entityManagerOf(tx).findOne(Company, { kraPin, billingEmail });
  }

  add(tx: Transaction, company: Company): void {
    entityManagerOf(tx).persist(company);
  }

  remove(tx: Transaction, company: Company): void {
    entityManagerOf(tx).remove(company);
  }

  async hasMemberships(tx: Transaction, id: string): Promise<boolean> {
    const rows = await entityManagerOf(tx).execute(`select 1 from plan_bookings where company_id = ? limit 1`, [id]);
    return rows.length > 0;
  }

  /** The payments of the company's team memberships (periods and added seats), newest first. */
  payments(companyId: string): Promise<CompanyPaymentRow[]> {
    return this.em.fork().execute<CompanyPaymentRow[]>(
      `select p.reference, p.target_id as "membershipId", p.amount_cents as "amountCents", p.status,
              p.period_number as "periodNumber", p.seats_added as "seatsAdded", p.receipt_number as "receiptNumber",
              p.created_at as "createdAt"
         from payments p join plan_bookings pb on pb.id = p.target_id
        where p.purpose = 'plan' and pb.company_id = ?
        order by p.created_at desc, p.id desc limit 200`,
      [companyId],
    );
  }
}
