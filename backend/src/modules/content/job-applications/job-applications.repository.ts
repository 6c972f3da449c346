import { LockMode } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JobApplication } from '../entities/job-application.entity.js';
import { staffListPage } from '../staff-work/staff-list.js';
import { type JobApplicationListQueryDto } from './job-application.dto.js';

/** Job applications, in queries. */
@Injectable()
export class JobApplicationsRepository {
  page(em: EntityManager, query: JobApplicationListQueryDto): Promise<{ rows: JobApplication[]; total: number }> {
    return staffListPage(em, query, {
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
    });
  }

  findById(em: EntityManager, id: string): Promise<JobApplication | null> {
    return em.findOne(JobApplication, { id });
  }

  /** One application, locked for the caller's transaction so two staff changing it at once take turns. */
  findForUpdate(em: EntityManager, id: string): Promise<JobApplication | null> {
    return em.findOne(JobApplication, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }
}
