import { Logger } from '@nestjs/common';
import { AttachmentDrawers } from '../../mail/delivery/attachment-drawers.js';
import { RECEIPT_PDF } from '../../payment/receipts/receipt-issuer.js';
import { renderReceiptPdf } from '../../payment/receipts/receipt-pdf.js';
import { type InitializeBookingPaymentDto } from '../checkout/booking-checkout.dto.js';
import { GROUP, SPACE, setUp, transaction } from './booking-payment-fakes.js';

/**
 * A booking's money end to end through the seams between the modules: the storefront's checkout (booking) opens the
 * payment (payment), fulfilment announces it paid (PaymentSucceeded) and booking's listener confirms the group and
 * answers what it delivered, or an unpaid payment is announced closed (PaymentClosedUnpaid) and booking lets the slot
 * go. The database, Paystack, placement and mail are in-memory fakes; the event bus hands each event to booking's
 * listener as the application's does. The real-database suites (test/payment) prove the same paths end to end.
 */

const checkout = (): InitializeBookingPaymentDto => ({
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  email: 'Wanjiru@Example.co.ke',
  phone: '+254712345678',
  bookingData: { type: 'space', spaceId: SPACE, dates: ['2026-12-04'], times: ['10:00'] },
});

beforeAll(() => Logger.overrideLogger(false));

describe('fulfilling a booking payment (the one path of verify, the webhook and reconciliation)', () => {
  it('confirms a paid booking and sends the confirmation and a receipt', async () => {
    const { service, payments, bookings, mail } = setUp();
    const payment = payments.add('booking', 300_000);

    expect(await service.fulfil(transaction(payment.reference), 'webhook')).toBe('fulfilled');

    expect(payment).toMatchObject({
      status: 'success',
      channel: 'mobile_money',
      paidAt: new Date('2026-12-01T08:00:00.000Z'),
    });
    expect(bookings.confirmations).toBe(1);
    expect(mail.templates()).toEqual(['booking-confirmed', 'booking-paid-staff', 'payment-receipt']);
    expect(mail.staged.find((request) => request.template === 'payment-receipt')?.variables).toMatchObject({
      firstName: 'Wanjiru',
      amount: '3,000',
      description: 'Boardroom on 2026-12-04',
    });
    // Staff hear of it at the addresses chosen for paid bookings.
    expect(mail.staged.find((request) => request.template === 'booking-paid-staff')).toMatchObject({
      staff: 'paidBookings',
      variables: { what: 'Boardroom on 2026-12-04', amount: '3,000', reference: payment.reference },
    });
    expect(mail.dispatched).toBe(3);
  });

  it.each([
    ['less than was asked', { amount: 100 }, 100, 'KES'],
    ['more than was asked', { amount: 300_100 }, 300_100, 'KES'],
    ['another currency', { currency: 'NGN' }, 300_000, 'NGN'],
  ])(
    'rejects a payment of %s: nothing is confirmed, all of it is refunded, customer and staff are told',
    async (_case, paid, receivedCents, receivedCurrency) => {
      const { service, payments, bookings, mail, refunds } = setUp();
      const payment = payments.add('booking', 300_000);

      expect(await service.fulfil(transaction(payment.reference, paid), 'webhook')).toBe('rejected');

      expect(payment.status).toBe('rejected');
      expect(payment).toMatchObject({ receivedCents, receivedCurrency });
      expect(payment.providerData).toMatchObject({ rejected: 'expected 300000 KES' });
      expect(payment.receiptNumber).toBeNull();
      expect(bookings.confirmations).toBe(0);
      // Everything Paystack took goes back: no amount is named, so the refund is of all of it.
      expect(refunds.created).toEqual([{ paymentId: payment.id, amountCents: undefined, reason: expect.any(String) }]);
      expect(refunds.submitted).toEqual(['refund-1']);
      expect(mail.templates()).toEqual(['payment-attention-staff', 'payment-rejected']);

      // A replay changes nothing and refunds nothing again.
      expect(await service.fulfil(transaction(payment.reference, paid), 'verify')).toBe('rejected');
      expect(refunds.created).toHaveLength(1);
      expect(mail.staged).toHaveLength(2);
    },
  );

  it('refunds all of a payment for a booking that no longer exists, and tells the customer and staff', async () => {
    const { service, payments, bookings, mail, refunds } = setUp();
    bookings.gone = true;
    const payment = payments.add('booking', 300_000);

    expect(await service.fulfil(transaction(payment.reference), 'webhook')).toBe('fulfilled');

    expect(payment.status).toBe('success');
    expect(refunds.created).toEqual([
      { paymentId: payment.id, amountCents: 300_000, reason: 'Booking no longer exists' },
    ]);
    expect(refunds.submitted).toEqual(['refund-1']);
    expect(mail.templates()).toEqual(['payment-attention-staff', 'payment-not-delivered', 'payment-receipt']);
  });

  it('delivers a booking and its e-mails once, however often the same payment is reported', async () => {
    const { service, payments, bookings, mail } = setUp();
    const payment = payments.add('booking', 300_000);

    const outcomes = [];
    for (const source of ['webhook', 'webhook', 'verify', 'reconciliation'] as const)
      outcomes.push(await service.fulfil(transaction(payment.reference), source));

    expect(outcomes).toEqual(['fulfilled', 'already-fulfilled', 'already-fulfilled', 'already-fulfilled']);
    expect(bookings.confirmations).toBe(1);
    expect(mail.templates()).toEqual(['booking-confirmed', 'booking-paid-staff', 'payment-receipt']);
  });

  it('refunds a payment made after the hold expired and the slot was taken, and tells the customer and staff', async () => {
    const { service, payments, bookings, mail, refunds } = setUp();
    bookings.slotTakenAfterHold = true;
    const payment = payments.add('booking', 300_000);

    expect(await service.fulfil(transaction(payment.reference), 'reconciliation')).toBe('fulfilled');

    expect(payment.status).toBe('success');
    expect(bookings.confirmations).toBe(1);
    expect(refunds.created).toEqual([
      { paymentId: payment.id, amountCents: 300_000, reason: 'Paid after the hold expired and the slot was taken' },
    ]);
    expect(refunds.submitted).toEqual(['refund-1']);
    expect(mail.templates()).toEqual(['payment-attention-staff', 'payment-not-delivered', 'payment-receipt']);
    expect(mail.staged.find((request) => request.template === 'payment-not-delivered')?.variables).toMatchObject({
      firstName: 'Wanjiru',
      refundAmount: '3,000',
      bookAgainUrl: 'https://coworking.example/booking',
    });
  });

  it('numbers each receipt and attaches it as a PDF', async () => {
    const { service, payments, mail } = setUp();
    const first = payments.add('booking', 300_000);
    const second = payments.add('booking', 300_000);

    await service.fulfil(transaction(first.reference), 'webhook');
    await service.fulfil(transaction(second.reference), 'webhook');

    const year = 2026;
    expect([first.receiptNumber, second.receiptNumber]).toEqual([`SCH-${year}-000001`, `SCH-${year}-000002`]);
    expect(first.receipt).toMatchObject({ totalCents: 300_000, lines: [{ amountCents: 300_000, quantity: 1 }] });
    const receiptMail = mail.staged.find((request) => request.template === 'payment-receipt')!;
    expect(receiptMail.attachments).toEqual([
      expect.objectContaining({ filename: `receipt-SCH-${year}-000001.pdf`, contentType: 'application/pdf' }),
    ]);
    const drawers = new AttachmentDrawers();
    drawers.register(RECEIPT_PDF, renderReceiptPdf);
    const [pdf] = await drawers.filesOf(receiptMail.attachments!);
    expect(Buffer.from(pdf.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each([
    ['declined', 'failed'],
    ['abandoned by the payer', 'abandoned'],
  ] as const)('records a payment %s and delivers nothing', async (_case, status) => {
    const { service, payments, bookings, mail } = setUp();
    const payment = payments.add('booking', 300_000);

    expect(await service.fulfil(transaction(payment.reference, { status }), 'verify')).toBe('not-paid');

    expect(payment.status).toBe(status);
    expect(bookings.confirmations).toBe(0);
    expect(mail.staged).toEqual([]);
  });

  it('leaves a payment the payer is still completing pending', async () => {
    const { service, payments } = setUp();
    const payment = payments.add('booking', 300_000);

    expect(await service.fulfil(transaction(payment.reference, { status: 'ongoing' }), 'verify')).toBe('not-paid');

    expect(payment.status).toBe('pending');
  });

  it('ignores a charge for a reference it never issued', async () => {
    const { service, bookings, mail } = setUp();

    expect(await service.fulfil(transaction('SCH-SOMEONE-ELSE'), 'webhook')).toBe('unknown-reference');

    expect(bookings.confirmations).toBe(0);
    expect(mail.staged).toEqual([]);
  });
});

describe("starting a booking's checkout", () => {
  it('asks Paystack for exactly the quoted amount and tells the payer the same amount, in KES and in cents', async () => {
    const { bookingCheckouts, payments, paystack } = setUp();
    payments.rows.clear();

    const started = await bookingCheckouts.initializeBooking(checkout());

    expect(paystack.initialized).toEqual([
      expect.objectContaining({ amount: 300_000, currency: 'KES', email: 'wanjiru@example.co.ke' }),
    ]);
    expect(started).toMatchObject({
      success: true,
      isFree: false,
      amount: 3000,
      amountCents: 300_000,
      message: 'Payment Required: complete payment of KSh 3,000',
    });
    expect(started.data.reference).toBe(paystack.initialized[0].reference);
    expect(payments.rows.get(started.data.reference!)).toMatchObject({
      purpose: 'booking',
      targetId: GROUP,
      amountCents: 300_000,
      status: 'pending',
    });
  });

  it('confirms a free booking at once, without Paystack', async () => {
    const { bookingCheckouts, bookings, paystack, mail, payments } = setUp();
    bookings.quotedCents = 0;

    const started = await bookingCheckouts.initializeBooking(checkout());

    expect(started).toMatchObject({
      isFree: true,
      amount: 0,
      amountCents: 0,
      data: { reference: null, authorization_url: null, access_code: null },
      message: 'Booking Confirmed!',
    });
    expect(paystack.initialized).toEqual([]);
    expect(payments.rows.size).toBe(0);
    expect(mail.templates()).toEqual(['booking-confirmed']);
  });

  it('lets the held slot go and answers 502 when Paystack refuses to start the payment', async () => {
    const { bookingCheckouts, bookings, paystack, payments } = setUp();
    paystack.refuse = true;

    await expect(bookingCheckouts.initializeBooking(checkout())).rejects.toMatchObject({
      code: 'checkout-not-started',
      kind: 'upstream-failed',
    });

    expect(bookings.released).toEqual([GROUP]);
    expect([...payments.rows.values()].map((row) => row.status)).toEqual(['failed']);
  });
});

describe('a payment nobody delivers', () => {
  it('fails loudly: a payment of a purpose no module answers for is neither receipted nor mailed', async () => {
    const { service, payments, mail, refunds } = setUp();
    const payment = payments.add('booking', 300_000);
    // A plan payment reaches booking's listener too, which leaves it to its owner; here no owner is registered.
    payment.purpose = 'plan';

    await expect(service.fulfil(transaction(payment.reference), 'webhook')).rejects.toThrow(
      `Payment ${payment.reference} (plan) was delivered by 0 modules; exactly one must deliver it`,
    );
    expect(payment.receiptNumber).toBeNull();
    expect(mail.dispatched).toBe(0);
    expect(refunds.submitted).toEqual([]);
  });
});
