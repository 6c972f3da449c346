import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { RateLimit } from '../../../common/rate-limits/rate-limit.decorator.js';
import { PaymentProgressDto, PaymentStartedDto, RetryPaymentDto } from '../dto/payment.dto.js';
import { PaymentAttempts } from './payment-attempts.service.js';

/** The payer's page while an M-Pesa prompt waits on their phone: where it stands, and trying again. */
@ApiTags('payments')
@Controller('payments')
export class PaymentAttemptsController {
  constructor(private readonly attempts: PaymentAttempts) {}

  @Get(':reference/status')
  @ApiOperation({
    summary:
      'Where a payment stands (an M-Pesa prompt: pending until answered on the phone); Paystack is asked at most once per 10 s',
  })
  @ApiParam({ name: 'reference', example: 'SCH-6F2A9C1D0B' })
  @ApiOkResponse({ type: PaymentProgressDto })
  @ApiNotFoundResponse({ description: 'No payment has this reference' })
  progress(@Param('reference') reference: string): Promise<PaymentProgressDto> {
    return this.attempts.progress(reference);
  }

  @Post(':reference/retry')
  @RateLimit('payment-retry')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Try an unpaid checkout again: a new M-Pesa prompt (same or another number) or Paystack's checkout, for the same hold",
  })
  @ApiParam({ name: 'reference', example: 'SCH-6F2A9C1D0B' })
  @ApiOkResponse({ type: PaymentStartedDto })
  @ApiNotFoundResponse({ description: 'No payment has this reference' })
  @ApiConflictResponse({ description: 'Still waiting on the phone, already paid, or the hold is over' })
  retry(@Param('reference') reference: string, @Body() body: RetryPaymentDto): Promise<PaymentStartedDto> {
    return this.attempts.retry(reference, body);
  }
}
