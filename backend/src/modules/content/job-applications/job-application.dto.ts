import { JOB_APPLICATION_STATUSES, type JobApplicationStatus } from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type CsvColumn, csvVenueDateTime } from '../../../common/http/csv-export.js';
import { IsIn, IsOptional } from 'class-validator';
import { contactFieldsOf } from '../../../common/entities/contact-fields.embeddable.js';
import { JOB_POSITIONS } from '../dto/public-content.dto.js';
import { type JobApplication } from '../entities/job-application.entity.js';
import {
  SentBetweenQueryDto,
  StaffHandlingDto,
  staffHandlingOf,
  StaffNoteField,
} from '../staff-work/staff-work.dto.js';

export class JobApplicationDto extends StaffHandlingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: JOB_POSITIONS }) position!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ nullable: true, type: String }) phone!: string | null;
  @ApiProperty({ nullable: true, type: String }) coverLetter!: string | null;
  @ApiProperty({ nullable: true, type: String }) resumeUrl!: string | null;
  @ApiProperty({ enum: JOB_APPLICATION_STATUSES, enumName: 'JobApplicationStatus' }) status!: JobApplicationStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export function toJobApplicationDto(application: JobApplication): JobApplicationDto {
  return {
    id: application.id,
    position: application.position,
    ...contactFieldsOf(application.contact),
    coverLetter: application.coverLetter,
    resumeUrl: application.resumeUrl,
    status: application.status,
    ...staffHandlingOf(application.handling),
    createdAt: application.createdAt,
  };
}

/** An application as the export reads it: a plain row (see staffListStream), embeddables' fields prefixed. */
export interface JobApplicationExportRow {
  createdAt: Date;
  position: string;
  contact_firstName: string;
  contact_lastName: string;
  contact_email: string;
  contact_phone: string | null;
  status: string;
  resumeUrl: string | null;
  coverLetter: string | null;
  handling_staffNote: string | null;
  handling_handledByUsername: string | null;
  handling_handledAt: Date | null;
}

/** The applications export: one row per application, times in Nairobi. */
export const JOB_APPLICATION_CSV_COLUMNS: CsvColumn<JobApplicationExportRow>[] = [
  { header: 'Applied (Nairobi)', value: (row) => csvVenueDateTime(row.createdAt) },
  { header: 'Position', value: (row) => row.position },
  { header: 'First name', value: (row) => row.contact_firstName },
  { header: 'Last name', value: (row) => row.contact_lastName },
  { header: 'E-mail', value: (row) => row.contact_email },
  { header: 'Phone', value: (row) => row.contact_phone },
  { header: 'Status', value: (row) => row.status },
  { header: 'Résumé link', value: (row) => row.resumeUrl },
  { header: 'Cover letter', value: (row) => row.coverLetter },
  { header: 'Staff note', value: (row) => row.handling_staffNote },
  { header: 'Handled by', value: (row) => row.handling_handledByUsername },
  { header: 'Handled (Nairobi)', value: (row) => csvVenueDateTime(row.handling_handledAt) },
];

export const JOB_APPLICATION_SORTS = ['createdAt', 'status', 'position', 'lastName', 'email'] as const;
export type JobApplicationSort = (typeof JOB_APPLICATION_SORTS)[number];

export class JobApplicationListQueryDto extends SentBetweenQueryDto {
  @ApiPropertyOptional({ enum: JOB_APPLICATION_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsIn(JOB_APPLICATION_SORTS, { message: `_sort must be one of ${JOB_APPLICATION_SORTS.join(', ')}` })
  _sort?: JobApplicationSort;

  @ApiPropertyOptional({ enum: JOB_APPLICATION_STATUSES, enumName: 'JobApplicationStatus' })
  @IsOptional()
  @IsIn(JOB_APPLICATION_STATUSES, { message: `status must be one of ${JOB_APPLICATION_STATUSES.join(', ')}` })
  status?: JobApplicationStatus;

  @ApiPropertyOptional({ enum: JOB_POSITIONS })
  @IsOptional()
  @IsIn(JOB_POSITIONS, { message: `position must be one of: ${JOB_POSITIONS.join(', ')}` })
  position?: string;
}

export class UpdateJobApplicationDto {
  @ApiPropertyOptional({ enum: JOB_APPLICATION_STATUSES, enumName: 'JobApplicationStatus' })
  @IsOptional()
  @IsIn(JOB_APPLICATION_STATUSES, { message: `status must be one of ${JOB_APPLICATION_STATUSES.join(', ')}` })
  status?: JobApplicationStatus;

  @StaffNoteField() staffNote?: string | null;
}
