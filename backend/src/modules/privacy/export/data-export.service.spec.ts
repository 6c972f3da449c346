import { strFromU8, unzipSync } from 'fflate';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type DomainEvent, type DomainEvents } from '../../../common/events/domain-events.js';
import { type MemberPersonalData } from '../../identity/members/member-personal-data.service.js';
import { type Consents } from '../consents/consents.service.js';
import { DataExportService, exportFilename, exportZip } from './data-export.service.js';
import { type PersonalDataExportRequested, type PersonalDataFound } from './personal-data-export-requested.event.js';

function setUp(answers: PersonalDataFound[]) {
  const asked: PersonalDataExportRequested[] = [];
  const events: Partial<DomainEvents> = {
    publish: async <R>(event: DomainEvent<R>) => {
      asked.push(event as unknown as PersonalDataExportRequested);
      return answers as R[];
    },
  };
  const accounts: Partial<MemberPersonalData> = {
    accounts: async () => [
      {
        id: 'user-1',
        username: 'amina@example.com',
        email: 'amina@example.com',
        firstName: 'Amina',
        lastName: 'Otieno',
        phone: '+254712345678',
        companyName: null,
        kraPin: null,
        createdAt: new Date('2026-01-05T10:00:00Z'),
      },
    ],
  };
  const consents: Partial<Consents> = { history: async () => [] };
  const service = new DataExportService(
    new FakeUnitOfWork().asUnitOfWork(),
    events as DomainEvents,
    accounts as MemberPersonalData,
    consents as Consents,
  );
  return { service, asked };
}

describe("a person's data export", () => {
  it('asks every module with the account’s addresses too, and puts their answers in one file, every section present', async () => {
    const { service, asked } = setUp([
      {
        sections: { bookings: [{ space: 'Hot desk', date: '2026-02-02' }] },
        names: ['Amina O.'],
        phones: ['254722000111'],
      },
      { sections: { payments: [{ receiptNumber: 'SCH-2026-000001', amountKes: 1500 }] } },
    ]);
    const data = await service.collect(
      { emails: ['amina@example.com'], phones: [], userId: 'user-1' },
      new Date('2026-03-10T09:00:00Z'),
    );
    expect(asked[0].subject).toEqual({ emails: ['amina@example.com'], phones: ['254712345678'], userId: 'user-1' });
    expect(data).toMatchObject({
      generatedAt: '2026-03-10T09:00:00.000Z',
      person: {
        names: ['Amina Otieno', 'Amina O.'],
        emails: ['amina@example.com'],
        phones: ['0712 345 678', '0722 000 111'],
      },
      account: { email: 'amina@example.com', firstName: 'Amina', createdAt: '2026-01-05T10:00:00.000Z' },
      bookings: [{ space: 'Hot desk', date: '2026-02-02' }],
      payments: [{ receiptNumber: 'SCH-2026-000001', amountKes: 1500 }],
      sms: [],
      consents: [],
    });
    expect(exportFilename(data)).toBe('my-data-2026-03-10.zip');

    const files = unzipSync(exportZip(data));
    expect(JSON.parse(strFromU8(files['data.json']))).toEqual(data);
    expect(strFromU8(files['payments.csv'])).toBe('receiptNumber,amountKes\nSCH-2026-000001,1500\n');
    expect(strFromU8(files['guest-passes.csv'])).toBe('');
    expect(strFromU8(files['person.csv'])).toContain('phone,0712 345 678');
  });
});
