import { ADMIN_NUMBER_LIMITS, ADMIN_NUMBER_MESSAGES } from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { WithinPriceLimit } from '../../../common/http/admin-number.validators.js';
import { DateRangeListQueryDto, IsListSort } from '../../../common/http/list-query.dto.js';
import { MoneyText, Trim, TrimToUndefined } from '../../../common/http/transforms.js';
import { IsVenueDate } from '../../../common/http/venue-date.validators.js';
import { DEFAULT_EVENT_LOCATION, type Event, EVENT_CATEGORIES, type EventCategory } from '../entities/event.entity.js';
import { FeaturedField, RequiredTextField } from '../dto/content-field.decorators.js';
import { ImageField } from '../images/image-field.js';

/** `10:00` or `18:00 - 20:30`, 24-hour Nairobi time, as the site shows it. */
const EVENT_TIME = /^([01]\d|2[0-3]):[0-5]\d( - ([01]\d|2[0-3]):[0-5]\d)?$/;

export class AdminEventDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: EVENT_CATEGORIES, enumName: 'EventCategory' }) category!: EventCategory;
  @ApiProperty({ example: '2026-12-10', description: 'Venue date' }) date!: string;
  @ApiProperty({ example: '18:00 - 20:00' }) time!: string;
  @ApiProperty() location!: string;
  @ApiProperty() capacity!: number;
  @ApiProperty({ example: '1500.00', description: 'KES; 0 means free' }) price!: string;
  @ApiProperty() featured!: boolean;
  @ApiProperty({ nullable: true, type: String, example: '/api/media/images/4f…-960.webp' }) image!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: Date;
}

export function toAdminEventDto(event: Event): AdminEventDto {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    category: event.category,
    date: event.date,
    time: event.time,
    location: event.location,
    capacity: event.capacity,
    price: event.price,
    featured: event.featured,
    image: event.image,
    createdAt: event.createdAt,
    updatedAt: event.updatedAt,
  };
}

export class CreateEventDto {
  @RequiredTextField('Title', 200) title!: string;
  @RequiredTextField('Description', 5000) description!: string;

  @ApiProperty({ enum: EVENT_CATEGORIES, enumName: 'EventCategory' })
  @IsIn(EVENT_CATEGORIES, { message: `Category must be one of: ${EVENT_CATEGORIES.join(', ')}` })
  category!: EventCategory;

  @ApiProperty({ example: '2026-12-10', description: 'Venue date (Africa/Nairobi)' })
  @IsVenueDate({ message: 'Date must be a date (YYYY-MM-DD)' })
  date!: string;

  @ApiProperty({ example: '18:00 - 20:00', description: 'Start, or start - end, in 24-hour Nairobi time' })
  @Trim()
  @Matches(EVENT_TIME, { message: 'Time must be like 18:00 or 18:00 - 20:00' })
  time!: string;

  @ApiPropertyOptional({ description: `Blank: ${DEFAULT_EVENT_LOCATION}` })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Location must be at most 200 characters' })
  location?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_NUMBER_LIMITS.capacity, description: 'Seats; 50 when left out' })
  @IsOptional()
  @Type(() => Number)
  @Max(ADMIN_NUMBER_LIMITS.capacity, { message: ADMIN_NUMBER_MESSAGES.capacity })
  @Min(1, { message: 'Capacity must be at least 1' })
  @IsInt({ message: 'Capacity must be a whole number' })
  capacity?: number;

  @ApiPropertyOptional({ example: '1500', description: 'KES; 0 (or left out) means free' })
  @IsOptional()
  @MoneyText()
  @WithinPriceLimit(ADMIN_NUMBER_MESSAGES.price)
  @Matches(/^\d{1,8}(\.\d{1,2})?$/, { message: 'Price must be an amount in KES, e.g. 1500 or 0 for free' })
  @IsString({ message: 'Price must be an amount in KES, e.g. 1500 or 0 for free' })
  price?: string;

  @FeaturedField() featured?: boolean;

  @ImageField() image?: string | null;
}

export class UpdateEventDto extends PartialType(CreateEventDto) {}

export const EVENT_SORTS = ['date', 'title', 'category', 'capacity', 'price', 'featured', 'createdAt'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const EVENT_WHEN = ['upcoming', 'past'] as const;

export class EventListQueryDto extends DateRangeListQueryDto {
  @ApiPropertyOptional({ enum: EVENT_SORTS, default: 'date' })
  @IsOptional()
  @IsListSort(EVENT_SORTS)
  _sort?: EventSort;

  @ApiPropertyOptional({ enum: EVENT_CATEGORIES, enumName: 'EventCategory' })
  @IsOptional()
  @IsIn(EVENT_CATEGORIES, { message: `category must be one of: ${EVENT_CATEGORIES.join(', ')}` })
  category?: EventCategory;

  @ApiPropertyOptional({ enum: EVENT_WHEN, description: 'upcoming: today (Nairobi) or later; past: before today' })
  @IsOptional()
  @IsIn(EVENT_WHEN, { message: 'when must be upcoming or past' })
  when?: (typeof EVENT_WHEN)[number];
}
