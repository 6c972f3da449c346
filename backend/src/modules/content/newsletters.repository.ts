import { type EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** The newsletter list, in SQL. */
@Injectable()
export class NewslettersRepository {
  /**
   * Subscribes an address in one statement, inside the caller's transaction: a new address is added, an
   * unsubscribed one subscribed again, a subscribed one left alone. Returns whether anything changed, so two
   * simultaneous sign-ups of one address cannot both count as new.
   */
  async subscribe(em: EntityManager, email: string): Promise<boolean> {
    const changed = await em.execute<{ id: string }[]>(
      `insert into newsletters (email) values (?) on conflict (email) do update set subscribed = true where newsletters.subscribed = false returning id`,
      [email],
    );
    return changed.length > 0;
  }
}
