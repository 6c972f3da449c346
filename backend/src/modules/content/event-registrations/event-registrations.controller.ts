import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireProofOfWork } from '../../../common/proof-of-work/proof-of-work.decorator.js';
import { RateLimit } from '../../../common/rate-limits/rate-limit.decorator.js';
import { EventRegistrationAcceptedDto, RegisterForEventDto } from './event-registration.dto.js';
import { EventRegistrationsService } from './event-registrations.service.js';

@ApiTags('content')
@Controller('events')
export class EventRegistrationsController {
  constructor(private readonly registrations: EventRegistrationsService) {}

  @Post(':id/registrations')
  @RateLimit('event-registrations')
  @RequireProofOfWork()
  @ApiOperation({
    summary:
      'Register for an upcoming event (one seat per e-mail address; confirmed by e-mail with a calendar file; a paid event is paid at the door)',
  })
  @ApiCreatedResponse({ type: EventRegistrationAcceptedDto })
  @ApiNotFoundResponse({ description: 'No such event' })
  @ApiConflictResponse({
    description: 'The event has already taken place, is full, or this e-mail address is already registered for it',
  })
  register(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: RegisterForEventDto,
  ): Promise<EventRegistrationAcceptedDto> {
    return this.registrations.register(id, body);
  }
}
