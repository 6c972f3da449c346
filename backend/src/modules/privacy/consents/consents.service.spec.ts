import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type ConsentRecord } from '../entities/consent-record.entity.js';
import { type ConsentsRepository } from './consents.repository.js';
import { Consents, phoneKey } from './consents.service.js';

/** Consent records kept in a list, newest last; `latest` reads them as the repository's query does. */
function consentsOverList() {
  const records: ConsentRecord[] = [];
  const repository: Pick<ConsentsRepository, 'add' | 'latest'> = {
    add: (_tx, record) => void records.push(record),
    latest: async (channel, address) =>
      records
        .filter(
          (record) =>
            record.channel === channel &&
            ('phone' in address ? record.phone === address.phone : record.email === address.email),
        )
        .at(-1) ?? null,
  };
  return { records, consents: new Consents(repository as ConsentsRepository) };
}

describe('Consents', () => {
  const tx = new FakeUnitOfWork().tx;

  it('keys a number however it was written, and records the words shown', () => {
    expect(['0712 345 678', '+254712345678', '254-712-345-678'].map(phoneKey)).toEqual([
      '254712345678',
      '254712345678',
      '254712345678',
    ]);
    expect(phoneKey('')).toBeNull();
    const { records, consents } = consentsOverList();
    consents.record(tx, {
      channel: 'sms',
      granted: true,
      email: ' Akinyi@Example.com ',
      phone: '0712 345 678',
      source: 'tour-form',
    });
    expect(records[0]).toMatchObject({ email: 'akinyi@example.com', phone: '254712345678', source: 'tour-form' });
    expect(records[0].wording).toMatch(/^Text me/);
    expect(consents.record(tx, { channel: 'sms', granted: true, source: 'tour-form' })).toBeNull();
  });

  it('lets the latest choice for a number decide whether it may be texted', async () => {
    const { consents } = consentsOverList();
    expect(await consents.smsAllowed('0712345678')).toBe(false);
    consents.record(tx, { channel: 'sms', granted: true, phone: '0712345678', source: 'booking-checkout' });
    expect(await consents.smsAllowed('+254 712 345 678')).toBe(true);
    consents.record(tx, { channel: 'sms', granted: false, phone: '254712345678', source: 'member-portal' });
    expect(await consents.smsAllowed('0712345678')).toBe(false);
  });

  it('records a ticked checkout box once for each number the checkout gave', () => {
    const { records, consents } = consentsOverList();
    const given = consents.recordSmsConsent(tx, {
      email: 'payer@example.com',
      phones: ['0722 000 555', '254722000555', '0712 345 678', undefined],
      source: 'booking-checkout',
    });
    expect(given).toHaveLength(2);
    expect(records.map((record) => [record.phone, record.granted])).toEqual([
      ['254722000555', true],
      ['254712345678', true],
    ]);
  });
});
