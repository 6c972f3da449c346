import { ApiProperty } from '@nestjs/swagger';

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
