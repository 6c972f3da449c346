import { CONTACT_STATUSES, type ContactStatus } from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type CsvColumn, csvVenueDateTime } from '../../../common/http/csv-export.js';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { contactFieldsOf } from '../../../common/entities/contact-fields.embeddable.js';
import { Trim } from '../../../common/http/transforms.js';
import { CONTACT_SUBJECTS } from '../dto/public-content.dto.js';
import { type Contact } from '../entities/contact.entity.js';
import {
  SentBetweenQueryDto,
  StaffHandlingDto,
  staffHandlingOf,
  StaffNoteField,
} from '../staff-work/staff-work.dto.js';

export class ContactDto extends StaffHandlingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ nullable: true, type: String }) phone!: string | null;
  @ApiProperty() subject!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ enum: CONTACT_STATUSES, enumName: 'ContactStatus' }) status!: ContactStatus;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'Last answered from the back-office' })
  repliedAt!: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export function toContactDto(contact: Contact): ContactDto {
  return {
    id: contact.id,
    ...contactFieldsOf(contact.contact),
    subject: contact.subject,
    message: contact.message,
    status: contact.status,
    ...staffHandlingOf(contact.handling),
    repliedAt: contact.repliedAt,
    createdAt: contact.createdAt,
  };
}

/** An inquiry as the export reads it: a plain row (see staffListStream), embeddables' fields prefixed. */
export interface ContactExportRow {
  createdAt: Date;
  contact_firstName: string;
  contact_lastName: string;
  contact_email: string;
  contact_phone: string | null;
  subject: string;
  message: string;
  status: string;
  handling_staffNote: string | null;
  handling_handledByUsername: string | null;
  handling_handledAt: Date | null;
  repliedAt: Date | null;
}

/** The contacts export: one row per inquiry, times in Nairobi. */
export const CONTACT_CSV_COLUMNS: CsvColumn<ContactExportRow>[] = [
  { header: 'Received (Nairobi)', value: (row) => csvVenueDateTime(row.createdAt) },
  { header: 'First name', value: (row) => row.contact_firstName },
  { header: 'Last name', value: (row) => row.contact_lastName },
  { header: 'E-mail', value: (row) => row.contact_email },
  { header: 'Phone', value: (row) => row.contact_phone },
  { header: 'Subject', value: (row) => row.subject },
  { header: 'Message', value: (row) => row.message },
  { header: 'Status', value: (row) => row.status },
  { header: 'Staff note', value: (row) => row.handling_staffNote },
  { header: 'Handled by', value: (row) => row.handling_handledByUsername },
  { header: 'Handled (Nairobi)', value: (row) => csvVenueDateTime(row.handling_handledAt) },
  { header: 'Last replied (Nairobi)', value: (row) => csvVenueDateTime(row.repliedAt) },
];

export const CONTACT_SORTS = ['createdAt', 'status', 'lastName', 'email', 'subject'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

/** Rows the list gives when asked without paging (as it always has): the newest 100, or `limit`. */
export const CONTACTS_UNPAGED_DEFAULT = 100;

export class ContactListQueryDto extends SentBetweenQueryDto {
  @ApiPropertyOptional({ enum: CONTACT_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsIn(CONTACT_SORTS, { message: `_sort must be one of ${CONTACT_SORTS.join(', ')}` })
  _sort?: ContactSort;

  @ApiPropertyOptional({ enum: CONTACT_STATUSES, enumName: 'ContactStatus' })
  @IsOptional()
  @IsIn(CONTACT_STATUSES, { message: `status must be one of ${CONTACT_STATUSES.join(', ')}` })
  status?: ContactStatus;

  @ApiPropertyOptional({ enum: CONTACT_SUBJECTS })
  @IsOptional()
  @IsIn(CONTACT_SUBJECTS, { message: `subject must be one of: ${CONTACT_SUBJECTS.join(', ')}` })
  subject?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 500,
    default: CONTACTS_UNPAGED_DEFAULT,
    description: 'Without _start/_end: how many of the newest to give (the list before paging)',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(500, { message: 'limit must be at most 500' })
  limit?: number;
}

export class UpdateContactDto {
  @ApiPropertyOptional({ enum: CONTACT_STATUSES, enumName: 'ContactStatus' })
  @IsOptional()
  @IsIn(CONTACT_STATUSES, { message: `status must be one of ${CONTACT_STATUSES.join(', ')}` })
  status?: ContactStatus;

  @StaffNoteField() staffNote?: string | null;
}

export class ContactReplyDto {
  @ApiProperty({ description: 'The answer, as plain text; the e-mail adds the greeting, sign-off and their message' })
  @Trim()
  @IsString({ message: 'The reply must be text' })
  @IsNotEmpty({ message: 'Write the reply before sending it' })
  @MaxLength(10_000, { message: 'The reply must be at most 10,000 characters' })
  message!: string;
}
