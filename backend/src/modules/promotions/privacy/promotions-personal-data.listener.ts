import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../../common/events/domain-events.js';
import { PersonalDataErased } from '../../privacy/erasure/personal-data-erased.event.js';
import { PromotionsPersonalDataRepository } from './promotions-personal-data.repository.js';

/** Promotions' part of an erasure: a code's uses forget who used it. */
@Injectable()
export class PromotionsPersonalDataListener {
  constructor(private readonly repository: PromotionsPersonalDataRepository) {}

  @OnDomainEvent(PersonalDataErased.NAME)
  erase({ tx, emails, phones }: PersonalDataErased): Promise<Record<string, number>> {
    return this.repository.erase(tx, { emails, phones });
  }
}
