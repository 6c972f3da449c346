import { JOB_APPLICATION_TRANSITIONS, type JobApplicationStatus } from '@coworking/domain';
import { Injectable, type StreamableFile } from '@nestjs/common';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { csvFile } from '../../../common/http/csv-export.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { CONTENT_ERRORS } from '../content.errors.js';
import { type StaffWorkflow, updateStaffWorkedRecord } from '../staff-work/staff-update.js';
import {
  JOB_APPLICATION_CSV_COLUMNS,
  type JobApplicationDto,
  type JobApplicationListQueryDto,
  toJobApplicationDto,
  type UpdateJobApplicationDto,
} from './job-application.dto.js';
import { JobApplicationsRepository } from './job-applications.repository.js';

const JOB_APPLICATION_WORKFLOW: StaffWorkflow<JobApplicationStatus> = {
  transitions: JOB_APPLICATION_TRANSITIONS,
  auditResource: 'jobApplications',
  forbiddenMove: CONTENT_ERRORS.applicationMove,
};

/** How staff review job applications: the list, new → reviewing → rejected or hired, with a note. */
@Injectable()
export class JobApplicationsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: JobApplicationsRepository,
    private readonly audit: AuditLogService,
  ) {}

  async list(query: JobApplicationListQueryDto): Promise<{ rows: JobApplicationDto[]; total: number }> {
    const { rows, total } = await this.repository.page(query);
    return { rows: rows.map(toJobApplicationDto), total };
  }

  /** The applications the list's filters match, as a streamed CSV download. */
  export(query: JobApplicationListQueryDto): StreamableFile {
    return csvFile('job-applications', JOB_APPLICATION_CSV_COLUMNS, this.repository.stream(query));
  }

  async get(id: string): Promise<JobApplicationDto> {
    const application = await this.repository.findById(id);
    if (!application) throw CONTENT_ERRORS.applicationNotFound();
    return toJobApplicationDto(application);
  }

  /** Moves an application along its machine and/or changes its note; a move the machine forbids is 409. */
  update(id: string, change: UpdateJobApplicationDto, actor: AdminPrincipal, ip: string): Promise<JobApplicationDto> {
    return updateStaffWorkedRecord(this.unitOfWork, this.audit, JOB_APPLICATION_WORKFLOW, {
      change,
      actor,
      ip,
      load: async (tx) => {
        const application = await this.repository.findForUpdate(tx, id);
        if (!application) throw CONTENT_ERRORS.applicationNotFound();
        return application;
      },
      present: toJobApplicationDto,
    });
  }
}
