import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RateLimit } from '../../../common/rate-limits/rate-limit.decorator.js';
import {
  InitializeSubscriptionDto,
  PaymentStartedDto,
  PaymentVerifiedDto,
  VerifySubscriptionDto,
} from '../../payment/dto/payment.dto.js';
import { PAYMENT_MESSAGES } from '../../payment/payment.messages.js';
import { SubscriptionCheckouts } from './subscription-checkouts.service.js';

/**
 * The storefront's membership checkout, under the payment paths it has always had. The operation ids are the ones
 * these routes had when the payment module served them, so the API document and its generated clients keep them.
 */
@ApiTags('payments')
@Controller('payments')
export class SubscriptionPaymentController {
  constructor(private readonly subscriptions: SubscriptionCheckouts) {}

  @Post('subscription/initialize')
  @RateLimit('subscription-checkout')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'PaymentController_initializeSubscription',
    summary: 'Start paying for a plan booking (the plan price is charged; client amounts are ignored)',
  })
  @ApiOkResponse({ type: PaymentStartedDto })
  @ApiNotFoundResponse({ description: 'No plan booking has this id' })
  @ApiConflictResponse({ description: 'The plan is not available any more' })
  @ApiBadGatewayResponse({ description: 'Paystack refused or did not answer' })
  initializeSubscription(@Body() body: InitializeSubscriptionDto): Promise<PaymentStartedDto> {
    return this.subscriptions.initializeSubscription(body);
  }

  @Post('subscription/verify')
  @RateLimit('payment-verify')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'PaymentController_verifySubscription',
    summary: 'Verify a subscription payment and activate the plan booking',
  })
  @ApiOkResponse({ type: PaymentVerifiedDto })
  @ApiNotFoundResponse({ description: 'No payment has this reference for this plan booking' })
  @ApiBadGatewayResponse({ description: 'Paystack did not answer' })
  async verifySubscription(@Body() body: VerifySubscriptionDto): Promise<PaymentVerifiedDto> {
    const { status, transaction, planName } = await this.subscriptions.verifySubscription(
      body.reference,
      body.planBookingId,
    );
    const success = status === 'success';
    return {
      success,
      message: success
        ? `Subscription activated successfully! Welcome to ${planName ?? 'your plan'}`
        : // A rejected charge (another amount or currency) is refunded; otherwise Paystack's word.
          status === 'rejected'
          ? PAYMENT_MESSAGES.rejectedCharge
          : PAYMENT_MESSAGES.notPaid(transaction.status),
      data: {
        status: transaction.status,
        reference: transaction.reference,
        amount: transaction.amount,
        amountCents: transaction.amount,
      },
    };
  }
}
