import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type CsvColumn, csvVenueDateTime } from '../../../common/http/csv-export.js';
import { Equals, IsIn, IsOptional } from 'class-validator';
import { NEWSLETTER_SOURCES, type NewsletterSubscription } from '../entities/newsletter-subscription.entity.js';
import { SentBetweenQueryDto } from '../staff-work/staff-work.dto.js';

export const SUBSCRIBER_STATUSES = ['subscribed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export class NewsletterSubscriberDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: SUBSCRIBER_STATUSES, enumName: 'SubscriberStatus' }) status!: SubscriberStatus;
  @ApiProperty({ enum: NEWSLETTER_SOURCES, description: 'Where they signed up' }) source!: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'When they last asked for the newsletter' })
  consentedAt!: Date;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) unsubscribedAt!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'First signed up' }) createdAt!: Date;
}

export function toSubscriberDto(subscription: NewsletterSubscription): NewsletterSubscriberDto {
  return {
    id: subscription.id,
    email: subscription.email,
    status: subscription.subscribed ? 'subscribed' : 'unsubscribed',
    source: subscription.source,
    consentedAt: subscription.consentedAt,
    unsubscribedAt: subscription.unsubscribedAt,
    createdAt: subscription.createdAt,
  };
}

/** A subscriber as the export reads it: a plain row (see staffListStream). */
export type SubscriberExportRow = Pick<
  NewsletterSubscription,
  'email' | 'subscribed' | 'source' | 'consentedAt' | 'unsubscribedAt' | 'createdAt'
>;

/** The subscribers export: one row per address, times in Nairobi. */
export const SUBSCRIBER_CSV_COLUMNS: CsvColumn<SubscriberExportRow>[] = [
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Status', value: (row) => (row.subscribed ? 'subscribed' : 'unsubscribed') },
  { header: 'Source', value: (row) => row.source },
  { header: 'Consented (Nairobi)', value: (row) => csvVenueDateTime(row.consentedAt) },
  { header: 'Unsubscribed (Nairobi)', value: (row) => csvVenueDateTime(row.unsubscribedAt) },
  { header: 'First signed up (Nairobi)', value: (row) => csvVenueDateTime(row.createdAt) },
];

export const SUBSCRIBER_SORTS = ['createdAt', 'email', 'consentedAt', 'unsubscribedAt'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

export class NewsletterSubscriberListQueryDto extends SentBetweenQueryDto {
  @ApiPropertyOptional({ enum: SUBSCRIBER_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsIn(SUBSCRIBER_SORTS, { message: `_sort must be one of ${SUBSCRIBER_SORTS.join(', ')}` })
  _sort?: SubscriberSort;

  @ApiPropertyOptional({ enum: SUBSCRIBER_STATUSES, enumName: 'SubscriberStatus' })
  @IsOptional()
  @IsIn(SUBSCRIBER_STATUSES, { message: 'status must be subscribed or unsubscribed' })
  status?: SubscriberStatus;

  @ApiPropertyOptional({ enum: NEWSLETTER_SOURCES })
  @IsOptional()
  @IsIn(NEWSLETTER_SOURCES, { message: `source must be one of ${NEWSLETTER_SOURCES.join(', ')}` })
  source?: string;
}

/** Staff may unsubscribe someone who asked them to; only the person can subscribe again (their consent). */
export class UpdateNewsletterSubscriberDto {
  @ApiProperty({ enum: ['unsubscribed'], enumName: 'StaffSubscriberStatus' })
  @Equals('unsubscribed', {
    message: 'Staff can only unsubscribe someone; subscribing again takes their own consent on the website form',
  })
  status!: 'unsubscribed';
}
