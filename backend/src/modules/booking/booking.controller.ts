import { VENUE_ZONE } from '@coworking/domain';
import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Header,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireProofOfWork } from '../../common/proof-of-work/proof-of-work.decorator.js';
import { answerFromPrepared } from '../../common/prepared-answers/prepared-answers.js';
import { RateLimit } from '../../common/rate-limits/rate-limit.decorator.js';
import { AvailabilityService } from './availability.service.js';
import { BOOKING_MESSAGES } from './booking.messages.js';
import { TourRequestsService } from './tour-requests.service.js';
import {
  AvailabilityDto,
  AvailabilityQueryDto,
  BookingCreatedDto,
  CreateBookingDto,
  SpaceDto,
} from './dto/public-booking.dto.js';
import { SpacesService } from './spaces.service.js';

@ApiTags('booking')
@Controller()
export class BookingController {
  constructor(
    private readonly spaces: SpacesService,
    private readonly availability: AvailabilityService,
    private readonly tours: TourRequestsService,
  ) {}

  @Get('spaces')
  @ApiOperation({ summary: 'Active spaces in display order' })
  @ApiOkResponse({ type: [SpaceDto] })
  @Header('Content-Type', 'application/json; charset=utf-8')
  list(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<string> {
    // Serialized once per change, not per request; the ETag lets a browser revalidate with a 304. `GET /api/spaces`
    // itself is answered from the same bytes before Nest's pipeline (PreparedAnswers); other addresses of it come here.
    return answerFromPrepared(this.spaces.prepared, request, response);
  }

  @Get('spaces/:id/availability')
  @ApiOperation({ summary: 'Two-hour slots of a venue date with free instances (slots that started are unavailable)' })
  @ApiOkResponse({ type: AvailabilityDto })
  async availabilityFor(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Query() query: AvailabilityQueryDto,
  ): Promise<AvailabilityDto> {
    return { timeSlots: await this.availability.forDate(id, query.date), timeZone: VENUE_ZONE };
  }

  @Post('bookings')
  @RateLimit('tours')
  @RequireProofOfWork()
  @ApiOperation({ summary: 'Book the free 30-minute Tour & Consultation (pending until staff confirm)' })
  @ApiCreatedResponse({ type: BookingCreatedDto })
  @ApiConflictResponse({ description: 'Paid bookings go through checkout' })
  async book(@Body() body: CreateBookingDto): Promise<BookingCreatedDto> {
    if (body.type !== 'tour') throw new BadRequestException(BOOKING_MESSAGES.needsPayment);
    const tour = await this.tours.requestTour(
      { firstName: body.firstName, lastName: body.lastName, email: body.email.toLowerCase(), phone: body.phone },
      body.dates[0],
      body.time,
      body.notes?.trim() || null,
      new Date(),
      { smsConsent: body.smsConsent === true },
    );
    return {
      success: true,
      message: "Booking Submitted Successfully! We'll contact you to confirm.",
      id: tour.id,
      status: tour.status,
    };
  }
}
