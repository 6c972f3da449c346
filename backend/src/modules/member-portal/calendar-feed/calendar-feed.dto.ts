import { ApiProperty } from '@nestjs/swagger';

export class CalendarFeedDto {
  @ApiProperty({
    example: 'https://coworking.example/api/calendar-feeds/NGY5ZjQ0YTUtN2Q0Ny00MDU2LTk2NWMtYWQ1NjE4ZTFmZDc0.0.Vx3….ics',
    description:
      "The member's private calendar address (subscribe to it in a calendar app): their bookings, guests and renewal " +
      'dates. Anyone with it can read them; making a new one stops the old one.',
  })
  url!: string;
}
