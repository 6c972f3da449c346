import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { BookingStatsService } from '../../booking/booking-stats.service.js';
import { ContentStatsService } from '../../content/content-stats.service.js';
import { RequirePermission } from '../access/access-rule.decorator.js';

class BookingCountsDto {
  @ApiProperty() total!: number;
  @ApiProperty() pending!: number;
  @ApiProperty() confirmed!: number;
}
class ContactCountsDto {
  @ApiProperty() total!: number;
  @ApiProperty() new!: number;
  @ApiProperty() responded!: number;
}
class SpaceCountsDto {
  @ApiProperty() total!: number;
  @ApiProperty() available!: number;
  @ApiProperty() featured!: number;
}
class ContentCountsDto {
  @ApiProperty() events!: number;
  @ApiProperty() blogPosts!: number;
}
export class AnalyticsDto {
  @ApiProperty({ type: BookingCountsDto }) bookings!: BookingCountsDto;
  @ApiProperty({ type: ContactCountsDto }) contacts!: ContactCountsDto;
  @ApiProperty({ type: SpaceCountsDto }) spaces!: SpaceCountsDto;
  @ApiProperty({ type: ContentCountsDto }) content!: ContentCountsDto;
}

@ApiTags('admin analytics')
@Controller('admin/analytics')
export class AnalyticsAdminController {
  constructor(
    private readonly bookingStats: BookingStatsService,
    private readonly contentStats: ContentStatsService,
  ) {}

  @Get()
  @RequirePermission('analytics', 'view')
  @ApiOperation({ summary: 'Dashboard overview counts' })
  @ApiOkResponse({ type: AnalyticsDto })
  async overview(): Promise<AnalyticsDto> {
    const [booking, content] = await Promise.all([this.bookingStats.counts(), this.contentStats.counts()]);
    return { bookings: booking.bookings, contacts: content.contacts, spaces: booking.spaces, content: content.content };
  }
}
