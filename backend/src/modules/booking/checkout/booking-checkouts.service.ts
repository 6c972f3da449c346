import { centsToKes } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { type PaymentStartedDto } from '../../payment/dto/payment.dto.js';
import { type Payment } from '../../payment/entities/payment.entity.js';
import { PaymentCheckouts } from '../../payment/payment-checkouts.service.js';
import { PAYMENT_MESSAGES } from '../../payment/payment.messages.js';
import { payMethodOf } from '../../payment/mpesa/mpesa-prompts.service.js';
import { Consents } from '../../privacy/consents/consents.service.js';
import { PromotionsService } from '../../promotions/promotions.service.js';
import { BookingPlacementService } from '../booking-placement.service.js';
import { type InitializeBookingPaymentDto } from './booking-checkout.dto.js';

/**
 * The storefront's booking checkout: the slot is held and its payment recorded in one transaction (with the use of a
 * promo code, which takes its discount off the payment), then the payment module opens the Paystack checkout (card
 * and M-Pesa). A selection with nothing to pay (free, or a code that takes all of it) is confirmed at once.
 */
@Injectable()
export class BookingCheckouts {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly placement: BookingPlacementService,
    private readonly mail: MailService,
    private readonly checkouts: PaymentCheckouts,
    private readonly promotions: PromotionsService,
    private readonly consents: Consents,
  ) {}

  /**
   * Holds the slot, records the payment (and the SMS consent, when the box was ticked) and opens its checkout:
   * Paystack's (card and M-Pesa), or an M-Pesa PIN prompt on the number given.
   */
  async initializeBooking(
    body: InitializeBookingPaymentDto,
    clientAddress: string | null = null,
  ): Promise<PaymentStartedDto> {
    // The DTO has validated the selection and mapped the spec's older fields (`date`, `time`) onto these.
    const { spaceId, dates, times: slots, notes } = body.bookingData;
    const contact = {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email.toLowerCase(),
      phone: body.phone,
    };

    const { held, payment, staged, promo } = await this.unitOfWork.run(async (tx) => {
      if (body.smsConsent)
        this.consents.recordSmsConsent(tx, {
          email: contact.email,
          phones: [contact.phone, body.mpesaPhone],
          source: 'booking-checkout',
        });
      const quote = await this.placement.quote(tx, { spaceId, dates, slots });
      // A code that cannot be used refuses the checkout before anything is held.
      const promo = body.promoCode
        ? await this.promotions.apply(tx, body.promoCode, { kind: 'space', spaceId }, contact.email, quote.amountCents)
        : null;
      const discountCents = promo?.discountCents ?? 0;
      const free = quote.amountCents - discountCents === 0;
      const held = await this.placement.createGroup(
        tx,
        { spaceId, dates, slots, contact, notes: notes?.trim() || null, clientAddress, quoted: quote },
        free ? 'confirmed' : 'pending',
      );
      const use = { purpose: 'booking' as const, targetId: held.bookingGroupId, email: contact.email };
      if (free) {
        if (promo && discountCents > 0)
          this.promotions.record(tx, promo, { ...use, paymentReference: null, expiresAt: null });
        const { mail } = await this.placement.confirmPaidGroup(tx, held.bookingGroupId);
        return { held, payment: null, staged: mail ? [this.mail.stage(tx, mail)] : [], promo };
      }
      const payment: Payment = this.checkouts.open(
        tx,
        {
          purpose: 'booking',
          targetId: held.bookingGroupId,
          amountCents: held.amountCents - discountCents,
          email: contact.email,
        },
        body,
      );
      if (promo) {
        payment.discountCents = discountCents;
        payment.promoCode = promo.promo.code;
        this.promotions.record(tx, promo, {
          ...use,
          paymentReference: payment.reference,
          expiresAt: held.holdExpiresAt,
        });
      }
      return { held, payment, staged: [] as MailOutbox[], promo };
    });
    await this.mail.dispatch(staged);
    if (!payment) {
      return {
        success: true,
        isFree: true,
        status: 'free',
        channel: null,
        mpesaPhone: null,
        amount: 0,
        amountCents: 0,
        originalAmount: centsToKes(promo?.priceCents ?? 0),
        discount: centsToKes(promo?.discountCents ?? 0),
        promoCode: promo && promo.discountCents > 0 ? promo.promo.code : null,
        data: { reference: null, authorization_url: null, access_code: null },
        holdExpiresAt: null,
        message: PAYMENT_MESSAGES.free,
      };
    }

    return this.checkouts.startBookingCheckout(payment, held, spaceId, payMethodOf(body));
  }
}
