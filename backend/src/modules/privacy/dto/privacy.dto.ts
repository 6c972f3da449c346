import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsListSort, ListQueryDto } from '../../../common/http/list-query.dto.js';
import { Trim } from '../../../common/http/transforms.js';
import {
  ERASURE_REQUEST_SOURCES,
  ERASURE_REQUEST_STATUSES,
  type ErasureRequestSource,
  type ErasureRequestStatus,
} from '../entities/erasure-request.entity.js';
import { PRIVACY_LINK_KINDS, type PrivacyLinkKind } from '../entities/privacy-link.entity.js';

export class ConsentsDto {
  @ApiProperty({ description: 'Text messages about bookings and memberships' }) sms!: boolean;
  @ApiProperty({ description: 'The newsletter by e-mail' }) newsletter!: boolean;
  @ApiProperty({ description: 'Offers and events by e-mail or SMS' }) marketing!: boolean;
}

export class UpdateConsentsDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'sms must be true or false' }) sms?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'newsletter must be true or false' }) newsletter?: boolean;
  @ApiPropertyOptional({ description: 'false also unsubscribes the newsletter' })
  @IsOptional()
  @IsBoolean({ message: 'marketing must be true or false' })
  marketing?: boolean;
}

export class ErasureRequestSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'ER-2026-0001' }) number!: string;
  @ApiProperty({ enum: ERASURE_REQUEST_STATUSES, enumName: 'ErasureRequestStatus' }) status!: ErasureRequestStatus;
  @ApiProperty({ type: String, format: 'date-time' }) requestedAt!: Date;
  @ApiProperty({ type: String, format: 'date-time', description: 'The legal deadline: 30 days after the request' })
  dueBy!: Date;
}

export class ErasureRequestedDto extends ErasureRequestSummaryDto {
  @ApiProperty() message!: string;
}

export class MemberPrivacyDto {
  @ApiProperty({ type: ConsentsDto }) consents!: ConsentsDto;
  @ApiProperty({ type: ErasureRequestSummaryDto, nullable: true, description: 'The open or last erasure request' })
  erasureRequest!: ErasureRequestSummaryDto | null;
}

export class RequestErasureDto {
  @ApiPropertyOptional({ maxLength: 1000, description: 'Why, if the person wants to say' })
  @Trim()
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(1000, { message: 'The reason must be at most 1000 characters' })
  reason?: string;
}

export class RequestPrivacyLinkDto {
  @ApiProperty({ example: 'jane@example.com' })
  @Trim()
  @IsEmail({}, { message: 'Enter a valid e-mail address' })
  @MaxLength(254, { message: 'Enter a valid e-mail address' })
  email!: string;

  @ApiProperty({ enum: PRIVACY_LINK_KINDS, enumName: 'PrivacyLinkKind' })
  @IsIn(PRIVACY_LINK_KINDS, { message: `kind must be one of ${PRIVACY_LINK_KINDS.join(', ')}` })
  kind!: PrivacyLinkKind;
}

export class PrivacyLinkSentDto {
  @ApiProperty() message!: string;
}

export class DataExportQueryDto {
  @ApiPropertyOptional({
    enum: ['json', 'zip'],
    default: 'json',
    description: 'zip: data.json and one CSV per section',
  })
  @IsOptional()
  @IsIn(['json', 'zip'], { message: 'format must be json or zip' })
  format?: 'json' | 'zip';
}

export class AdminErasureRequestDto extends ErasureRequestSummaryDto {
  @ApiProperty({ description: "The person's e-mail while open; the request number once completed" }) subject!: string;
  @ApiProperty({ enum: ERASURE_REQUEST_SOURCES, enumName: 'ErasureRequestSource' }) source!: ErasureRequestSource;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({ description: 'Open past its deadline' }) overdue!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt!: Date | null;
  @ApiProperty({ type: String, nullable: true, description: 'Username of the staff member' })
  completedBy!: string | null;
}

export class CompletedErasureRequestDto extends AdminErasureRequestDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description: 'Rows erased or anonymised, by table',
  })
  erased!: Record<string, number>;
}

export const ERASURE_REQUEST_SORTS = ['requestedAt', 'dueBy', 'number', 'status'] as const;
export type ErasureRequestSort = (typeof ERASURE_REQUEST_SORTS)[number];

export class ErasureRequestListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: ERASURE_REQUEST_SORTS, default: 'requestedAt' })
  @IsOptional()
  @IsListSort(ERASURE_REQUEST_SORTS)
  _sort?: ErasureRequestSort;

  @ApiPropertyOptional({ enum: ERASURE_REQUEST_STATUSES, enumName: 'ErasureRequestStatus' })
  @IsOptional()
  @IsIn(ERASURE_REQUEST_STATUSES, { message: `status must be one of ${ERASURE_REQUEST_STATUSES.join(', ')}` })
  status?: ErasureRequestStatus;
}
