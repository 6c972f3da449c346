import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { type AuditLogService, type AuditRecord } from '../../identity/audit/audit-log.service.js';
import { CONTENT_MESSAGES } from '../content.messages.js';
import { JobApplication } from '../entities/job-application.entity.js';
import { type JobApplicationsRepository } from './job-applications.repository.js';
import { JobApplicationsService } from './job-applications.service.js';

/**
 * How staff review an application (new → reviewing → rejected or hired, with a note), with the table and the audit
 * log replaced by fakes; test/content/staff-work proves it over HTTP.
 */

const MANAGER: AdminPrincipal = { id: 'admin-2', username: 'manager', role: 'admin', permissions: {} };
const IP = '10.0.0.2';

function setUp() {
  const applications = new Map<string, JobApplication>();
  const repository: Pick<JobApplicationsRepository, 'findById' | 'findForUpdate'> = {
    findById: async (id) => applications.get(id) ?? null,
    findForUpdate: async (_tx, id) => applications.get(id) ?? null,
  };
  const audits: AuditRecord[] = [];
  const audit: Pick<AuditLogService, 'record'> = {
    record: (_tx, record) => {
      audits.push(record);
      return {} as ReturnType<AuditLogService['record']>;
    },
  };
  const unitOfWork = new FakeUnitOfWork();
  const service = new JobApplicationsService(
    unitOfWork.asUnitOfWork(),
    repository as JobApplicationsRepository,
    audit as AuditLogService,
  );
  const application = (status: JobApplication['status'] = 'new') => {
    const row = new JobApplication({
      firstName: 'Amani',
      lastName: 'Kiptoo',
      email: 'amani@example.com',
      position: 'Community Manager',
    });
    row.status = status;
    applications.set(row.id, row);
    return row;
  };
  return { service, application, audits, unitOfWork };
}

describe('JobApplicationsService', () => {
  it('takes an application through reviewing to hired, auditing each move with who made it', async () => {
    const { service, application, audits } = setUp();
    const row = application();

    await service.update(row.id, { status: 'reviewing' }, MANAGER, IP);
    const hired = await service.update(row.id, { status: 'hired', staffNote: 'Starts in March' }, MANAGER, IP);

    expect(hired).toMatchObject({ status: 'hired', staffNote: 'Starts in March', handledBy: 'manager' });
    expect(audits.map((record) => [record.resource, record.changes])).toEqual([
      ['jobApplications', { status: { from: 'new', to: 'reviewing' } }],
      [
        'jobApplications',
        { status: { from: 'reviewing', to: 'hired' }, staffNote: { from: null, to: 'Starts in March' } },
      ],
    ]);
  });

  it('refuses to skip reviewing, naming the moves a new application allows', async () => {
    const { service, application } = setUp();
    const row = application();

    await expect(service.update(row.id, { status: 'hired' }, MANAGER, IP)).rejects.toMatchObject({
      code: 'application-move-forbidden',
      kind: 'conflict',
      message: CONTENT_MESSAGES.applicationMove('new', 'hired', ['reviewing', 'rejected']),
    });
    expect(row.status).toBe('new');
  });

  it('keeps a decision final: a hired or rejected application moves nowhere, and nothing is written', async () => {
    const { service, application, audits, unitOfWork } = setUp();
    const hired = application('hired');
    const rejected = application('rejected');

    await expect(service.update(hired.id, { status: 'rejected' }, MANAGER, IP)).rejects.toThrow(
      'that decision is final',
    );
    await expect(service.update(rejected.id, { status: 'reviewing' }, MANAGER, IP)).rejects.toMatchObject({
      code: 'application-move-forbidden',
      kind: 'conflict',
    });
    expect([hired.status, rejected.status]).toEqual(['hired', 'rejected']);
    expect(audits).toHaveLength(0);
    expect(unitOfWork.rollbacks).toBe(2);
  });

  it('still takes a note on a decided application', async () => {
    const { service, application } = setUp();
    const row = application('rejected');

    await expect(
      service.update(row.id, { staffNote: 'Keep on file for the next opening' }, MANAGER, IP),
    ).resolves.toMatchObject({ status: 'rejected', staffNote: 'Keep on file for the next opening' });
  });

  it('answers an unknown application with 404', async () => {
    const { service } = setUp();

    const notFound = {
      code: 'application-not-found',
      kind: 'not-found',
      message: CONTENT_MESSAGES.applicationNotFound,
    };
    await expect(service.get('missing')).rejects.toMatchObject(notFound);
    await expect(service.update('missing', { status: 'reviewing' }, MANAGER, IP)).rejects.toMatchObject(notFound);
  });
});
