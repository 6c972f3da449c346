import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { contactFieldsOf } from '../../../common/entities/contact-fields.embeddable.js';
import { type CsvColumn, csvVenueDateTime } from '../../../common/http/csv-export.js';
import { VisitorDto } from '../dto/public-content.dto.js';
import {
  EVENT_REGISTRATION_STATUSES,
  type EventRegistration,
  type EventRegistrationStatus,
} from '../entities/event-registration.entity.js';
import { SentBetweenQueryDto } from '../staff-work/staff-work.dto.js';

/** The registration form: who is coming (name, e-mail, optional phone, validated as every public form). */
export class RegisterForEventDto extends VisitorDto {}

export class EventRegistrationAcceptedDto {
  @ApiProperty() success!: boolean;
  @ApiProperty({ example: "You're registered for Game Night & Pizza on Sat 6 Feb 2027." }) message!: string;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Seats still free after this registration' }) seatsLeft!: number;
}

export class EventRegistrationDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) eventId!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ nullable: true, type: String }) phone!: string | null;
  @ApiProperty({ enum: EVENT_REGISTRATION_STATUSES, enumName: 'EventRegistrationStatus' })
  status!: EventRegistrationStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export function toEventRegistrationDto(registration: EventRegistration): EventRegistrationDto {
  return {
    id: registration.id,
    eventId: registration.event.id,
    ...contactFieldsOf(registration.contact),
    status: registration.status,
    createdAt: registration.createdAt,
  };
}

export const EVENT_REGISTRATION_SORTS = ['createdAt', 'lastName', 'email', 'status'] as const;
export type EventRegistrationSort = (typeof EVENT_REGISTRATION_SORTS)[number];

export class EventRegistrationListQueryDto extends SentBetweenQueryDto {
  @ApiPropertyOptional({ enum: EVENT_REGISTRATION_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsIn(EVENT_REGISTRATION_SORTS, { message: `_sort must be one of ${EVENT_REGISTRATION_SORTS.join(', ')}` })
  _sort?: EventRegistrationSort;

  @ApiPropertyOptional({ enum: EVENT_REGISTRATION_STATUSES, enumName: 'EventRegistrationStatus' })
  @IsOptional()
  @IsIn(EVENT_REGISTRATION_STATUSES, { message: `status must be one of ${EVENT_REGISTRATION_STATUSES.join(', ')}` })
  status?: EventRegistrationStatus;
}

/** A registration as the export reads it: a plain row (see staffListStream), the embeddable's fields prefixed. */
export interface EventRegistrationExportRow {
  createdAt: Date;
  contact_firstName: string;
  contact_lastName: string;
  contact_email: string;
  contact_phone: string | null;
  status: string;
}

/** The attendee export: one row per registration, times in Nairobi. */
export const EVENT_REGISTRATION_CSV_COLUMNS: CsvColumn<EventRegistrationExportRow>[] = [
  { header: 'Registered (Nairobi)', value: (row) => csvVenueDateTime(row.createdAt) },
  { header: 'First name', value: (row) => row.contact_firstName },
  { header: 'Last name', value: (row) => row.contact_lastName },
  { header: 'E-mail', value: (row) => row.contact_email },
  { header: 'Phone', value: (row) => row.contact_phone },
  { header: 'Status', value: (row) => row.status },
];
