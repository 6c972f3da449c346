import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** The memberships the renewal run looks at. */
@Injectable()
export class RenewalsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The ids of live memberships (active, past due, or set not to renew) whose current period ends on or before
   * `horizon`, soonest first. Seats are not among them: a seat follows its team.
   */
  async dueBy(horizon: string): Promise<string[]> {
    const due = await this.em.fork().execute<{ id: string }[]>(
      `select id from plan_bookings
       where subscription_status in ('active', 'past_due', 'non_renewing') and current_period_end <= ?
         and team_id is null
       order by current_period_end, id`,
      [horizon],
    );
    return due.map(({ id }) => id);
  }
}
