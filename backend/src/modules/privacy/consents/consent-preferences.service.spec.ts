import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type DomainEvent, type DomainEvents } from '../../../common/events/domain-events.js';
import { type ConsentRecord } from '../entities/consent-record.entity.js';
import { ConsentPreferences } from './consent-preferences.service.js';
import { ConsentsChanged, ConsentStateRequested } from './consents-changed.event.js';
import { type ConsentsRepository } from './consents.repository.js';
import { Consents } from './consents.service.js';

const MEMBER = { emails: ['amina@example.com'], phones: ['254712345678'] };

function setUp(newsletterSubscribed: boolean | undefined) {
  const records: ConsentRecord[] = [];
  const published: DomainEvent<unknown>[] = [];
  const repository: Partial<ConsentsRepository> = {
    add: (_tx, record) => void records.push(record),
    latest: async (channel, address) =>
      [...records]
        .reverse()
        .find(
          (record) =>
            record.channel === channel &&
            ('email' in address ? record.email === address.email : record.phone === address.phone),
        ) ?? null,
  };
  const events: Partial<DomainEvents> = {
    publish: async <R>(event: DomainEvent<R>) => {
      published.push(event);
      if (event instanceof ConsentStateRequested && newsletterSubscribed !== undefined)
        return [{ newsletter: newsletterSubscribed } as R];
      return [];
    },
  };
  const service = new ConsentPreferences(
    new FakeUnitOfWork().asUnitOfWork(),
    new Consents(repository as ConsentsRepository),
    repository as ConsentsRepository,
    events as DomainEvents,
  );
  return { service, records, published };
}

describe("a member's consents", () => {
  it('reads the latest record of each channel, and the newsletter from its subscription', async () => {
    const { service } = setUp(true);
    expect(await service.current(MEMBER)).toEqual({ sms: false, newsletter: true, marketing: false });
  });

  it('withdraws marketing on every channel at once: the newsletter too, both recorded with their words', async () => {
    const { service, records, published } = setUp(true);
    await service.change(MEMBER, { sms: true }, 'member-portal');
    const now = await service.change(MEMBER, { marketing: false }, 'member-portal');
    expect(now).toEqual({ sms: true, newsletter: false, marketing: false });
    expect(records.map((record) => [record.channel, record.granted, record.email, record.phone])).toEqual([
      ['sms', true, 'amina@example.com', '254712345678'],
      ['newsletter', false, 'amina@example.com', null],
      ['marketing', false, 'amina@example.com', '254712345678'],
    ]);
    expect(records[1].wording).toContain('newsletter');
    const changed = published.filter((event) => event instanceof ConsentsChanged) as ConsentsChanged[];
    expect(changed.at(-1)!.changes).toEqual({ newsletter: false, marketing: false });
  });
});
