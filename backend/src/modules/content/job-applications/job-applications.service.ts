import { JOB_APPLICATION_TRANSITIONS, canMove, type JobApplicationStatus } from '@coworking/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  type StreamableFile,
} from '@nestjs/common';
import { csvFile } from '../../../common/http/csv-export.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { AuditLogService, fieldChanges } from '../../identity/audit/audit-log.service.js';
import { CONTENT_MESSAGES } from '../content.messages.js';
import { noteChange, recordHandling } from '../staff-work/staff-work.dto.js';
import {
  JOB_APPLICATION_CSV_COLUMNS,
  type JobApplicationDto,
  type JobApplicationListQueryDto,
  toJobApplicationDto,
  type UpdateJobApplicationDto,
} from './job-application.dto.js';
import { JobApplicationsRepository } from './job-applications.repository.js';

/** How staff review job applications: the list, new → reviewing → rejected or hired, with a note. */
@Injectable()
export class JobApplicationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: JobApplicationsRepository,
    private readonly audit: AuditLogService,
  ) {}

  async list(query: JobApplicationListQueryDto): Promise<{ rows: JobApplicationDto[]; total: number }> {
    const { rows, total } = await this.repository.page(this.em.fork(), query);
    return { rows: rows.map(toJobApplicationDto), total };
  }

  /** The applications the list's filters match, as a streamed CSV download. */
  export(query: JobApplicationListQueryDto): StreamableFile {
    return csvFile('job-applications', JOB_APPLICATION_CSV_COLUMNS, this.repository.stream(this.em.fork(), query));
  }

  async get(id: string): Promise<JobApplicationDto> {
    const application = await this.repository.findById(this.em.fork(), id);
    if (!application) throw new NotFoundException(CONTENT_MESSAGES.applicationNotFound);
    return toJobApplicationDto(application);
  }

  /** Moves an application along its machine and/or changes its note; a move the machine forbids is 409. */
  async update(
    id: string,
    change: UpdateJobApplicationDto,
    actor: AdminPrincipal,
    ip: string,
  ): Promise<JobApplicationDto> {
    if (change.status === undefined && change.staffNote === undefined)
      throw new BadRequestException(CONTENT_MESSAGES.nothingToChange);
    return this.em.fork().transactional(async (em) => {
      const application = await this.repository.findForUpdate(em, id);
      if (!application) throw new NotFoundException(CONTENT_MESSAGES.applicationNotFound);
      const before = { status: application.status, staffNote: application.handling.staffNote };
      if (change.status !== undefined && change.status !== application.status) {
        if (!canMove(JOB_APPLICATION_TRANSITIONS, application.status, change.status))
          throw new ConflictException(
            CONTENT_MESSAGES.applicationMove(
              application.status,
              change.status,
              JOB_APPLICATION_TRANSITIONS[application.status as JobApplicationStatus],
            ),
          );
        application.status = change.status;
      }
      Object.assign(application.handling, noteChange(change.staffNote));
      recordHandling(application.handling, actor);
      this.audit.record(em, {
        actor,
        action: 'update',
        resource: 'jobApplications',
        resourceId: application.id,
        changes: fieldChanges(before, { status: application.status, staffNote: application.handling.staffNote }, [
          'status',
          'staffNote',
        ]),
        ipAddress: ip,
      });
      return toJobApplicationDto(application);
    });
  }
}
