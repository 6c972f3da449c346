import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { changedRows, type PersonAddresses, personWhere } from '../../../common/database/personal-data-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';

/** Promo code uses by a person: the use stays (it counts towards the code's limit), the e-mail goes. */
@Injectable()
export class PromotionsPersonalDataRepository {
  constructor(private readonly em: EntityManager) {}

  async erase(tx: Transaction, person: PersonAddresses): Promise<Record<string, number>> {
    const match = personWhere({ email: 'email' }, person);
    return {
      promo_redemptions: await changedRows(
        entityManagerOf(tx),
        `update promo_redemptions set email = 'erased-' || id || '@erased.invalid' where ${match.sql}`,
        match.params,
      ),
    };
  }
}
