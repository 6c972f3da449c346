import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { JobApplication } from '../entities/job-application.entity.js';
import { staffListPage, type StaffListShape, staffListStream } from '../staff-work/staff-list.repository.js';
import {
  type JobApplicationExportRow,
  type JobApplicationListQueryDto,
  type JobApplicationSort,
} from './job-application.dto.js';

function applicationList(query: JobApplicationListQueryDto): StaffListShape<JobApplication, JobApplicationSort> {
  return {
    entity: JobApplication,
    defaultSort: 'createdAt',
    sorts: {
      createdAt: (direction) => ({ createdAt: direction }),
      status: (direction) => ({ status: direction }),
      position: (direction) => ({ position: direction }),
      lastName: (direction) => ({ contact: { lastName: direction, firstName: direction } }),
      email: (direction) => ({ contact: { email: direction } }),
    },
    search: (pattern) => [
      { contact: { firstName: { $ilike: pattern } } },
      { contact: { lastName: { $ilike: pattern } } },
      { contact: { email: { $ilike: pattern } } },
      { position: { $ilike: pattern } },
      { coverLetter: { $ilike: pattern } },
    ],
    filters: [
      ...(query.status ? [{ status: query.status }] : []),
      ...(query.position ? [{ position: query.position }] : []),
    ],
  };
}

/** Job applications, in queries. */
@Injectable()
export class JobApplicationsRepository {
  constructor(private readonly em: EntityManager) {}

  page(query: JobApplicationListQueryDto): Promise<{ rows: JobApplication[]; total: number }> {
    return staffListPage(this.em.fork(), query, applicationList(query));
  }

  /** Every application the list's filters match, in its order, for the CSV export. */
  stream(query: JobApplicationListQueryDto): AsyncIterable<JobApplicationExportRow> {
    return staffListStream(this.em.fork(), query, applicationList(query));
  }

  findById(id: string): Promise<JobApplication | null> {
    return this.em.fork().findOne(JobApplication, { id });
  }

  /** One application, locked for the caller's transaction so two staff changing it at once take turns. */
  findForUpdate(tx: Transaction, id: string): Promise<JobApplication | null> {
    return entityManagerOf(tx).findOne(JobApplication, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** A new application, written when the caller's transaction commits. */
  add(tx: Transaction, application: JobApplication): void {
    entityManagerOf(tx).persist(application);
  }
}
