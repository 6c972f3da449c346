import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';
import { clientAddress } from '../../../common/rate-limits/client-address.js';
import { RateLimit } from '../../../common/rate-limits/rate-limit.decorator.js';
import { PaymentStartedDto } from '../../payment/dto/payment.dto.js';
import { InitializeBookingPaymentDto } from './booking-checkout.dto.js';
import { BookingCheckouts } from './booking-checkouts.service.js';

// The path is the storefront's since before bookings and payments were apart; what it starts is a booking.
@ApiTags('payments')
@Controller('payments')
export class BookingCheckoutController {
  constructor(private readonly checkouts: BookingCheckouts) {}

  @Post('booking/initialize')
  @RateLimit('booking-checkout')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Hold the slot and start paying for a space booking (amount computed by the server)',
    // The name it had before the route moved here: the front ends' generated API types call it by it.
    operationId: 'PaymentController_initializeBooking',
  })
  @ApiOkResponse({ type: PaymentStartedDto })
  @ApiBadRequestResponse({
    description: 'A field is missing or malformed, or the selection does not fit the space (message says which)',
  })
  @ApiNotFoundResponse({ description: 'The space does not exist or is not offered' })
  @ApiConflictResponse({ description: 'The slot is no longer free' })
  @ApiBadGatewayResponse({ description: 'Paystack refused or did not answer; nothing is held' })
  initializeBooking(
    @Body() body: InitializeBookingPaymentDto,
    @Req() request: FastifyRequest,
  ): Promise<PaymentStartedDto> {
    return this.checkouts.initializeBooking(body, clientAddress(request));
  }
}
