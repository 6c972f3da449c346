import { CONSENT_CHANNELS, type ConsentChannel, type ConsentSource } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { DomainEvents } from '../../../common/events/domain-events.js';
import { type DataSubject } from '../data-subject.js';
import { type ConsentsDto } from '../dto/privacy.dto.js';
import { ConsentsChanged, ConsentStateRequested } from './consents-changed.event.js';
import { ConsentsRepository } from './consents.repository.js';
import { Consents } from './consents.service.js';

/**
 * A person's consents as they see and change them (member portal): the latest record of each channel decides, except
 * where a module keeps the channel's state itself (the newsletter's subscription). A withdrawal takes effect at once:
 * marketing withdrawn also unsubscribes the newsletter, and both are recorded.
 */
@Injectable()
export class ConsentPreferences {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly consents: Consents,
    private readonly repository: ConsentsRepository,
    private readonly events: DomainEvents,
  ) {}

  current(subject: DataSubject): Promise<ConsentsDto> {
    return this.unitOfWork.run((tx) => this.currentIn(tx, subject));
  }

  async change(
    subject: DataSubject,
    changes: Partial<Record<ConsentChannel, boolean>>,
    source: ConsentSource,
  ): Promise<ConsentsDto> {
    // Only the channels given (a body's absent fields may arrive as undefined properties).
    const effective: Partial<Record<ConsentChannel, boolean>> = Object.fromEntries(
      Object.entries(changes).filter(
        ([channel, value]) => CONSENT_CHANNELS.includes(channel as ConsentChannel) && typeof value === 'boolean',
      ),
    );
    if (effective.marketing === false) effective.newsletter = false;
    return this.unitOfWork.run(async (tx) => {
      for (const channel of CONSENT_CHANNELS) {
        const granted = effective[channel];
        if (granted === undefined) continue;
        this.consents.record(tx, {
          channel,
          granted,
          email: channel === 'sms' ? (subject.emails[0] ?? null) : subject.emails[0],
          phone: channel === 'newsletter' ? null : (subject.phones[0] ?? null),
          source,
        });
      }
      await this.events.publish(new ConsentsChanged(tx, subject, effective));
      const now = await this.currentIn(tx, subject);
      return { ...now, ...effective };
    });
  }

  private async currentIn(tx: Transaction, subject: DataSubject): Promise<ConsentsDto> {
    const latest = async (channel: ConsentChannel): Promise<boolean> => {
      // One query at a time: they share the transaction's connection.
      const records = [];
      for (const email of subject.emails) records.push(await this.repository.latest(channel, { email }, tx));
      for (const phone of subject.phones) records.push(await this.repository.latest(channel, { phone }, tx));
      const newest = records
        .filter((record) => record !== null)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
      return newest?.granted ?? false;
    };
    const states = await this.events.publish(new ConsentStateRequested(tx, subject));
    const kept = Object.assign({}, ...states) as Partial<Record<ConsentChannel, boolean>>;
    return {
      sms: kept.sms ?? (await latest('sms')),
      newsletter: kept.newsletter ?? (await latest('newsletter')),
      marketing: kept.marketing ?? (await latest('marketing')),
    };
  }
}
