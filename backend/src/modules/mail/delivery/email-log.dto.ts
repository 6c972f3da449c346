import { ApiProperty } from '@nestjs/swagger';
import { OUTBOX_STATUSES, type OutboxStatus } from '../entities/mail-outbox.entity.js';

export class EmailLogEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() recipient!: string;
  @ApiProperty() template!: string;
  @ApiProperty({ enum: OUTBOX_STATUSES, enumName: 'EmailStatus' }) status!: OutboxStatus;
  @ApiProperty() attempts!: number;
  @ApiProperty({ nullable: true, type: String }) lastError!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) sentAt!: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}
