import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { type PaymentStartedDto } from '../../payment/dto/payment.dto.js';
import { type Payment } from '../../payment/entities/payment.entity.js';
import { PaymentCheckouts } from '../../payment/payment-checkouts.service.js';
import { PAYMENT_MESSAGES } from '../../payment/payment.messages.js';
import { BookingPlacementService } from '../booking-placement.service.js';
import { type InitializeBookingPaymentDto } from './booking-checkout.dto.js';

/**
 * The storefront's booking checkout: the slot is held and its payment recorded in one transaction, then the payment
 * module opens the Paystack checkout (card and M-Pesa). A free selection is confirmed at once, with nothing to pay.
 */
@Injectable()
export class BookingCheckouts {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly placement: BookingPlacementService,
    private readonly mail: MailService,
    private readonly checkouts: PaymentCheckouts,
  ) {}

  /** Holds the slot, records the payment and opens a Paystack transaction (card and M-Pesa). */
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

    const { held, payment, staged } = await this.unitOfWork.run(async (tx) => {
      const quote = await this.placement.quote(tx, { spaceId, dates, slots });
      const free = quote.amountCents === 0;
      const held = await this.placement.createGroup(
        tx,
        { spaceId, dates, slots, contact, notes: notes?.trim() || null, clientAddress },
        free ? 'confirmed' : 'pending',
      );
      if (free) {
        const { mail } = await this.placement.confirmPaidGroup(tx, held.bookingGroupId);
        return { held, payment: null, staged: mail ? [this.mail.stage(tx, mail)] : [] };
      }
      const payment: Payment = this.checkouts.open(
        tx,
        { purpose: 'booking', targetId: held.bookingGroupId, amountCents: held.amountCents, email: contact.email },
        body,
      );
      return { held, payment, staged: [] as MailOutbox[] };
    });
    await this.mail.dispatch(staged);
    if (!payment) {
      return {
        success: true,
        isFree: true,
        amount: 0,
        amountCents: 0,
        data: { reference: null, authorization_url: null, access_code: null },
        holdExpiresAt: null,
        message: PAYMENT_MESSAGES.free,
      };
    }

    return this.checkouts.startBookingCheckout(payment, held, spaceId);
  }
}
