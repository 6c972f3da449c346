import { FakeUnitOfWork } from '../../common/database/fake-unit-of-work.js';
import { type DomainEvent, type DomainEvents } from '../../common/events/domain-events.js';
import { type BusinessSettingsService, DEFAULT_BUSINESS_SETTINGS } from '../../common/settings/business-settings.js';
import { type MailRequest, type MailService, type StaffMailRequest } from '../mail/delivery/mail.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { type DeskPaymentsRepository } from './desk-payments.repository.js';
import { DeskPayments } from './desk-payments.service.js';
import { type DocumentNumbersRepository } from './documents/document-numbers.repository.js';
import { Payment } from './entities/payment.entity.js';
import { PaymentNotices } from './payment-notices.js';
import { PaymentError } from './payment.errors.js';
import { type Delivery, PaymentSucceeded } from './payment.events.js';
import { PAYMENT_MESSAGES } from './payment.messages.js';
import { ReceiptIssuer } from './receipts/receipt-issuer.js';

/**
 * A payment staff took at the desk for a booking they just placed: delivered (by the owner of its target, through
 * PaymentSucceeded) and receipted as a Paystack payment is, and refused when the booking could not be placed after
 * all. The owner's answer, mail and numbering are fakes; what booking answers is booking-payment-delivery.spec.ts's.
 */

const GROUP = '0b6f7c1e-4a53-4c6a-9a43-1f1f1f1f1f1f';
const PAID_AT = new Date('2026-12-01T08:00:00Z');

function setUp() {
  const owner = { placed: true, answers: 1, heard: [] as PaymentSucceeded[] };
  const delivery = (payment: Payment): Delivery => ({
    lines: [{ description: 'Hot desk: 2026-12-04, 09:00 (8 hours)', quantity: 1, amountCents: payment.amountCents }],
    description: 'Hot desk on 2026-12-04',
    mail: owner.placed
      ? [
          { template: 'booking-confirmed', to: 'baraka@example.co.ke' },
          { template: 'booking-paid-staff', staff: 'paidBookings', variables: {} },
        ]
      : [],
    undelivered: owner.placed
      ? null
      : {
          amountCents: payment.amountCents,
          what: 'Hot desk on 2026-12-04',
          reason: 'the slot has been booked by someone else since.',
          refundReason: 'Paid after the hold expired and the slot was taken',
          bookAgainUrl: null,
          staffHeadline: 'late payment refunded automatically',
        },
  });
  const events: Pick<DomainEvents, 'publish'> = {
    publish: async <Reaction>(event: DomainEvent<Reaction>) => {
      if (!(event instanceof PaymentSucceeded)) return [];
      owner.heard.push(event);
      return Array.from({ length: owner.answers }, () => delivery(event.payment) as Reaction);
    },
  };
  const staged: (MailRequest | StaffMailRequest)[] = [];
  const stage = (request: MailRequest | StaffMailRequest) => {
    staged.push(request);
    return { templateName: request.template } as MailOutbox;
  };
  const mail: Pick<MailService, 'stage' | 'stageAll'> = {
    stage: (_tx, request) => stage(request),
    stageAll: async (_tx, requests) => requests.map(stage),
  };
  let lastNumber = 41;
  const numbers: Pick<DocumentNumbersRepository, 'takeNext'> = { takeNext: async () => ++lastNumber };
  const settings = { get: async () => DEFAULT_BUSINESS_SETTINGS } as unknown as BusinessSettingsService;

  const desk = new DeskPayments(
    {} as DeskPaymentsRepository,
    events as DomainEvents,
    new PaymentNotices(
      mail as MailService,
      new ReceiptIssuer(numbers as DocumentNumbersRepository),
      settings,
      new FakeUnitOfWork().asUnitOfWork(),
    ),
  );
  const payment = (amountCents: number) => {
    const row = new Payment('SCH-DESK1', 'booking', GROUP, amountCents, 'baraka@example.co.ke');
    row.channel = 'cash';
    return row;
  };
  return { desk, tx: new FakeUnitOfWork().tx, owner, staged, payment };
}

describe('a payment taken at the desk', () => {
  it('is recorded as paid, delivered by the owner of its target in the same transaction, and receipted', async () => {
    const { desk, tx, owner, staged, payment } = setUp();
    const cash = payment(120_000);

    await desk.settle(tx, cash, PAID_AT);

    // Announced paid, with no Paystack record: the money was taken at the desk.
    expect(owner.heard).toEqual([expect.objectContaining({ tx, payment: cash, transaction: null })]);
    expect(cash).toMatchObject({ status: 'success', paidAt: PAID_AT, receiptNumber: 'SCH-2026-000042' });
    expect(cash.receipt).toMatchObject({ channel: 'cash', totalCents: 120_000, lines: [{ amountCents: 120_000 }] });
    expect(staged.map((request) => request.template).sort()).toEqual([
      'booking-confirmed',
      'booking-paid-staff',
      'payment-receipt',
    ]);
  });

  it('of nothing (a complimentary booking) is receipted for the books but not mailed as a payment', async () => {
    const { desk, tx, staged, payment } = setUp();
    const complimentary = payment(0);

    await desk.settle(tx, complimentary, PAID_AT);

    expect(complimentary.receiptNumber).toBe('SCH-2026-000042');
    expect(staged.map((request) => request.template)).not.toContain('payment-receipt');
  });

  it('is refused (409) when the booking could not be placed, before any receipt is numbered', async () => {
    const { desk, tx, owner, staged, payment } = setUp();
    owner.placed = false;
    const cash = payment(120_000);

    const refusal = desk.settle(tx, cash, PAID_AT);

    await expect(refusal).rejects.toBeInstanceOf(PaymentError);
    await expect(refusal).rejects.toMatchObject({
      code: 'recorded-not-placed',
      kind: 'conflict',
      message: PAYMENT_MESSAGES.recordedNotPlaced,
    });
    expect(cash.receiptNumber).toBeNull();
    expect(staged).toEqual([]);
  });

  it.each([
    ['no module delivers it', 0],
    ['two modules deliver it', 2],
  ])('fails loudly when %s, keeping no money', async (_case, answers) => {
    const { desk, tx, owner, staged, payment } = setUp();
    owner.answers = answers;
    const cash = payment(120_000);

    await expect(desk.settle(tx, cash, PAID_AT)).rejects.toThrow(
      `Payment SCH-DESK1 (booking) was delivered by ${answers} modules; exactly one must deliver it`,
    );
    expect(cash.receiptNumber).toBeNull();
    expect(staged).toEqual([]);
  });
});
