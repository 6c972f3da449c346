import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../common/events/domain-events.js';
import { PersonalDataErased } from '../privacy/erasure/personal-data-erased.event.js';
import { SmsOutboxRepository } from './sms-outbox.repository.js';

/** Erasure: the SMS log forgets the person's numbers and what was texted to them, in the erasure's transaction. */
@Injectable()
export class SmsErasureListener {
  constructor(private readonly outboxes: SmsOutboxRepository) {}

  @OnDomainEvent(PersonalDataErased.NAME)
  async onErased(event: PersonalDataErased): Promise<Record<string, number>> {
    return { sms_outbox: await this.outboxes.anonymise(event.tx, event.phones) };
  }
}
