import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Inject,
  Logger,
  Post,
  Req,
  UnauthorizedException,
} from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiExcludeEndpoint,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type RawBodyRequest } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { RateLimit } from '../../common/rate-limits/rate-limit.decorator.js';
import { BusinessSettingsService } from '../../common/settings/business-settings.js';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import {
  PaymentClientConfigDto,
  type PaymentTransactionDto,
  PaymentVerifiedDto,
  VerifyPaymentDto,
} from './dto/payment.dto.js';
import { PAYSTACK_INLINE_JS_URL } from './paystack/paystack.client.js';
import { PAYMENT_MESSAGES } from './payment.messages.js';
import { type PaymentStatus } from './entities/payment.entity.js';
import { PaymentsService } from './payments.service.js';
import { isPaystackRefundEvent, type PaystackEvent, type PaystackTransaction } from './paystack/paystack.types.js';
import { RefundsService } from './refunds/refunds.service.js';

/** Paystack's view of a transaction as the verify endpoints answer it (amounts in KES cents). */
function transactionData(transaction: PaystackTransaction): PaymentTransactionDto {
  return {
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    amountCents: transaction.amount,
  };
}

@ApiTags('payments')
@Controller('payments')
export class PaymentController {
  private readonly logger = new Logger('PaystackWebhook');

  constructor(
    private readonly payments: PaymentsService,
    private readonly refunds: RefundsService,
    private readonly settings: BusinessSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('config')
  @ApiOperation({
    summary:
      'What the checkout needs: the public key, the inline script address, the cancellation policy and the book-ahead limit',
  })
  @ApiOkResponse({ type: PaymentClientConfigDto })
  async clientConfig(): Promise<PaymentClientConfigDto> {
    const settings = await this.settings.get();
    return {
      publicKey: this.config.paystack.publicKey ?? null,
      inlineScriptUrl: this.config.paystack.inlineJsUrl ?? PAYSTACK_INLINE_JS_URL,
      currency: 'KES',
      channels: ['card', 'mobile_money'],
      cancellationPolicy: settings.cancellation,
      bookAheadDays: settings.bookAheadDays,
    };
  }

  @Post('verify')
  @RateLimit('payment-verify')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Ask Paystack about a payment and deliver what it paid for' })
  @ApiOkResponse({ type: PaymentVerifiedDto })
  @ApiNotFoundResponse({ description: 'No payment has this reference' })
  @ApiBadGatewayResponse({ description: 'Paystack did not answer' })
  async verify(@Body() body: VerifyPaymentDto): Promise<PaymentVerifiedDto> {
    const { status, transaction } = await this.payments.verify(body.reference);
    const success = status === 'success';
    return {
      success,
      message: success ? PAYMENT_MESSAGES.verified : notPaidMessage(status, transaction.status),
      data: transactionData(transaction),
    };
  }

  /**
   * Paystack's webhook. The signature is HMAC-SHA512 of the raw body with the secret key; anything
   * else is refused. Valid events are answered at once; unknown references are logged and ignored.
   */
  @Post('webhook')
  @HttpCode(HttpStatus.OK)
  @ApiExcludeEndpoint()
  async webhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('x-paystack-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    const raw = request.rawBody;
    const secret = this.config.paystack.secretKey;
    if (
      !raw ||
      !secret ||
      !signature ||
      !sameSignature(createHmac('sha512', secret).update(raw).digest('hex'), signature)
    ) {
      throw new UnauthorizedException(PAYMENT_MESSAGES.badSignature);
    }
    let event: PaystackEvent;
    try {
      event = JSON.parse(raw.toString('utf8')) as PaystackEvent;
    } catch {
      throw new BadRequestException('The webhook body is not JSON.');
    }
    if (isPaystackRefundEvent(event)) {
      await this.refunds.applyEvent(event);
    } else if (event.event === 'charge.success' && event.data?.reference) {
      const outcome = await this.payments.fulfil(event.data, 'webhook');
      if (outcome === 'unknown-reference')
        this.logger.warn(`charge.success for unknown reference ${event.data.reference} ignored`);
    }
    return { received: true };
  }
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why a verified payment did not go through: the charge was rejected (and is refunded), or Paystack's word. */
function notPaidMessage(status: PaymentStatus, paystackStatus: string): string {
  return status === 'rejected' ? PAYMENT_MESSAGES.rejectedCharge : PAYMENT_MESSAGES.notPaid(paystackStatus);
}
