import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { type DomainEvent, type DomainEvents } from '../../../common/events/domain-events.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { type AuditLogService, type AuditRecord } from '../../identity/audit/audit-log.service.js';
import { type MemberPersonalData } from '../../identity/members/member-personal-data.service.js';
import { type ConsentsRepository } from '../consents/consents.repository.js';
import { type DataSubject } from '../data-subject.js';
import { type AdminErasureRequestDto } from '../dto/privacy.dto.js';
import { type ErasureRequest } from '../entities/erasure-request.entity.js';
import { type DataExportService, type PersonFound } from '../export/data-export.service.js';
import { ErasureRequested } from './erasure-requested.event.js';
import { type ErasureRequestsRepository } from './erasure-requests.repository.js';
import { ErasureRequestsService } from './erasure-requests.service.js';
import { PersonalDataErased } from './personal-data-erased.event.js';

const STAFF = { id: 'admin-1', username: 'wanjiru', role: 'admin', permissions: {} } as AdminPrincipal;
const PERSON: DataSubject = { emails: ['amina@example.com'], phones: ['254712345678'], userId: 'user-1' };

/** Erasure requests over fake repositories: numbering, one open request per person, and completing one. */
function setUp(options: { failingListener?: boolean } = {}) {
  const requests: ErasureRequest[] = [];
  const published: DomainEvent<unknown>[] = [];
  const audited: AuditRecord[] = [];
  const unitOfWork = new FakeUnitOfWork();
  const repository: Partial<ErasureRequestsRepository> = {
    lock: async () => undefined,
    nextSequence: async (_tx: Transaction, year: number) => requests.filter((r) => r.year === year).length + 1,
    openFor: async (_tx: Transaction, subject: DataSubject) =>
      requests.find(
        (r) => r.status === 'requested' && (r.email === subject.emails[0] || r.userId === subject.userId),
      ) ?? null,
    add: (_tx: Transaction, request: ErasureRequest) => void requests.push(request),
    forUpdate: async (_tx: Transaction, id: string) => requests.find((r) => r.id === id) ?? null,
    row: async (id: string) => {
      const r = requests.find((request) => request.id === id)!;
      return { id, number: r.number, status: r.status, completedBy: r.completedBy } as AdminErasureRequestDto;
    },
    erasePersonalData: async () => ({ privacy_links: 1 }),
  };
  const events: Partial<DomainEvents> = {
    publish: async <R>(event: DomainEvent<R>) => {
      published.push(event);
      if (event instanceof PersonalDataErased) {
        if (options.failingListener) throw new Error('a listener failed');
        return [{ space_bookings: 2 }, { payments: 1, space_bookings: 1 }] as R[];
      }
      if (event instanceof ErasureRequested) return [(async () => undefined) as R];
      return [];
    },
  };
  const found: PersonFound = {
    emails: ['amina@example.com', 'amina.work@example.com'],
    phones: ['254712345678'],
    names: ['Amina Otieno'],
    accounts: [],
    sections: {} as PersonFound['sections'],
  };
  const accounts: Partial<MemberPersonalData> = { erase: async () => ({ users: 1, audit_log: 2 }) };
  const exports: Partial<DataExportService> = { find: async () => found };
  const consents: Partial<ConsentsRepository> = { deleteOf: async () => 3 };
  const audit: Partial<AuditLogService> = { record: (_tx, record) => void audited.push(record) as never };
  const service = new ErasureRequestsService(
    unitOfWork.asUnitOfWork(),
    repository as ErasureRequestsRepository,
    events as DomainEvents,
    audit as AuditLogService,
    accounts as MemberPersonalData,
    exports as DataExportService,
    consents as ConsentsRepository,
  );
  return { service, requests, published, audited, unitOfWork };
}

describe('erasure requests', () => {
  const now = new Date('2026-03-10T09:00:00Z');

  it('numbers requests per year, sets the 30-day deadline, tells staff, and answers a second ask with the open one', async () => {
    const { service, published } = setUp();
    const first = await service.request(PERSON, 'member-portal', '  Moving abroad ', now);
    expect(first).toMatchObject({ number: 'ER-2026-0001', status: 'requested', requestedAt: now });
    expect(first.dueBy).toEqual(new Date('2026-04-09T09:00:00Z'));
    expect(published.filter((event) => event instanceof ErasureRequested)).toHaveLength(1);

    const again = await service.request(PERSON, 'manage-link', null, now);
    expect(again).toMatchObject({ id: first.id, number: 'ER-2026-0001' });
    expect(again.message).toContain('earlier request');
    expect(published.filter((event) => event instanceof ErasureRequested)).toHaveLength(1);

    const other = await service.request({ emails: ['someone@example.com'], phones: [] }, 'email-link', null, now);
    expect(other.number).toBe('ER-2026-0002');
  });

  it('completes a request: every module erases with the same label, the request forgets the person, staff are audited', async () => {
    const { service, requests, published, audited } = setUp();
    const { id } = await service.request(PERSON, 'member-portal', 'Moving abroad', now);

    const completed = await service.complete(id, STAFF, '10.0.0.1', now);

    const erased = published.find((event) => event instanceof PersonalDataErased) as PersonalDataErased;
    expect(erased).toMatchObject({
      requestId: id,
      emails: ['amina@example.com', 'amina.work@example.com'],
      phones: ['254712345678'],
      label: 'Erasure request ER-2026-0001',
    });
    expect(erased.names).toEqual(expect.arrayContaining(['Amina Otieno', 'Amina', 'Otieno']));
    expect(completed.erased).toEqual({
      users: 1,
      audit_log: 2,
      space_bookings: 3,
      payments: 1,
      privacy_links: 1,
      consent_records: 3,
    });
    expect(requests[0]).toMatchObject({
      status: 'completed',
      email: null,
      phone: null,
      reason: null,
      completedAt: now,
      completedBy: 'wanjiru',
    });
    expect(audited).toEqual([
      expect.objectContaining({ resource: 'erasure-requests', resourceId: id, actor: STAFF, ipAddress: '10.0.0.1' }),
    ]);
    expect(JSON.stringify(audited[0].changes)).not.toContain('amina');
  });

  it('refuses to complete twice (conflict) and an unknown request (not found)', async () => {
    const { service } = setUp();
    const { id } = await service.request(PERSON, 'member-portal', null, now);
    await service.complete(id, STAFF, null, now);
    await expect(service.complete(id, STAFF, null, now)).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Erasure request ER-2026-0001 was completed already.',
    });
    await expect(service.complete('nope', STAFF, null, now)).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('changes nothing when a module fails to erase: the request stays open (all or nothing)', async () => {
    const { service, requests, unitOfWork } = setUp({ failingListener: true });
    const { id } = await service.request(PERSON, 'member-portal', null, now);
    await expect(service.complete(id, STAFF, null, now)).rejects.toThrow('a listener failed');
    expect(unitOfWork.rollbacks).toBe(1);
    expect(requests[0]).toMatchObject({ status: 'requested', email: 'amina@example.com' });
  });
});
