import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length } from 'class-validator';
import { DateRangeListQueryDto, IsListSort } from '../../../common/http/list-query.dto.js';
import { Trim } from '../../../common/http/transforms.js';
import { SMS_STATUSES, type SmsStatus } from '../entities/sms-outbox.entity.js';

export const SMS_LOG_SORTS = ['createdAt', 'phone', 'template', 'status'] as const;
export type SmsLogSort = (typeof SMS_LOG_SORTS)[number];

export class SmsLogQueryDto extends DateRangeListQueryDto {
  @ApiPropertyOptional({ enum: SMS_LOG_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsListSort(SMS_LOG_SORTS)
  _sort?: SmsLogSort;

  @ApiPropertyOptional({ enum: SMS_STATUSES, enumName: 'SmsStatus', description: 'Only SMS in this state' })
  @IsOptional()
  @IsIn(SMS_STATUSES, { message: `status must be one of ${SMS_STATUSES.join(', ')}` })
  status?: SmsStatus;

  @ApiPropertyOptional({ example: 'booking-confirmed', description: 'Only SMS of this template (its name)' })
  @Trim()
  @IsOptional()
  @IsString()
  @Length(1, 100, { message: 'template must be 1 to 100 characters' })
  template?: string;
}

export class SmsLogEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '254712345678', description: '2547XXXXXXXX; ERASED once its owner was erased' })
  phone!: string;
  @ApiProperty() template!: string;
  @ApiProperty({ description: 'The text as sent (links shown as [link] once sent)' }) text!: string;
  @ApiProperty({ description: 'SMS parts it is billed as' }) parts!: number;
  @ApiProperty({ enum: SMS_STATUSES, enumName: 'SmsStatus' }) status!: SmsStatus;
  @ApiProperty() attempts!: number;
  @ApiProperty({ nullable: true, type: String, description: 'Why the last try failed, or why it was skipped' })
  lastError!: string | null;
  @ApiProperty({ nullable: true, type: String }) providerMessageId!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '101 Success' }) providerStatus!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'KES 0.8000' }) cost!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Success', description: 'The latest delivery report' })
  deliveryStatus!: string | null;
  @ApiProperty({ nullable: true, type: String }) deliveryFailureReason!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) deliveryReportedAt!: Date | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) sentAt!: Date | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) nextAttemptAt!: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export class SmsAcceptedDto {
  @ApiProperty() success!: boolean;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'uuid' }) outboxId!: string;
}
