import { Logger } from '@nestjs/common';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { type Payment } from '../entities/payment.entity.js';
import { type Refund } from '../entities/refund.entity.js';
import { PAYMENT_MESSAGES } from '../payment.messages.js';
import { type PaystackRefundEvent, type PaystackRefundStatus } from '../paystack/paystack.types.js';
import { FakePaystackRefunds, FakeRefundDatabase, refundServices } from './refund-fakes.js';

/**
 * How a refund's state moves once it is written: Paystack's `refund.*` webhooks through the refund state machine
 * (refund-transitions), and staff recording the money of a desk refund handed back. Fakes stand in for the
 * database, mail and the audit log; the credit note is the real one, numbered by a fake counter.
 */

const actor = { id: 'admin-2', username: 'otieno', permissions: {} } as unknown as AdminPrincipal;

async function setUp(desk = false) {
  const database = new FakeRefundDatabase();
  const paystack = new FakePaystackRefunds();
  const services = refundServices(database, paystack);
  const payment = desk
    ? database.deskPayment(500_000)
    : database.payment(500_000, { receiptNumber: 'SCH-2026-000007' });
  const made = await services.unitOfWork.run((tx) =>
    services.refunds.create(tx, payment.id, {
      amountCents: 200_000,
      reason: 'Cancelled',
      requester: { kind: 'customer' },
    }),
  );
  const refund = made!.refund;
  await services.refunds.submit(refund.id);
  return { database, paystack, ...services, payment, refund };
}

function webhook(payment: Payment, refund: Refund, status: PaystackRefundStatus): PaystackRefundEvent {
  return {
    event: `refund.${status}`,
    data: {
      id: Number(refund.paystackRefundId),
      status,
      transaction_reference: payment.reference,
      refund_reference: null,
      amount: String(refund.amountCents),
      currency: 'KES',
      customer: { email: payment.email },
    },
  };
}

beforeAll(() => Logger.overrideLogger(false));

describe('following a refund through its webhooks', () => {
  it('processes it once: the refunded total grows, a credit note is numbered and the customer gets it', async () => {
    const { database, refunds, payment, refund } = await setUp();

    expect(await refunds.applyEvent(webhook(payment, refund, 'processing'))).toBe(true);
    expect(refund.status).toBe('processing');
    expect(await refunds.applyEvent(webhook(payment, refund, 'processed'))).toBe(true);
    // Paystack retries webhooks: the replay changes nothing.
    await refunds.applyEvent(webhook(payment, refund, 'processed'));

    expect(refund).toMatchObject({
      status: 'processed',
      creditNoteNumber: expect.stringMatching(/^SCH-CN-\d{4}-000001$/),
    });
    expect(refund.creditNote).toMatchObject({ kind: 'credit-note', totalCents: 200_000, relatesTo: 'SCH-2026-000007' });
    expect(payment.refundedCents).toBe(200_000);
    expect(database.dispatched).toEqual([
      expect.objectContaining({
        template: MAIL_TEMPLATES.refundProcessed,
        to: payment.email,
        variables: expect.objectContaining({ firstName: 'Amina', amount: '2,000', handBackMethod: null }),
        attachments: [expect.objectContaining({ contentType: 'application/pdf' })],
      }),
    ]);
  });

  it('never moves a refund backwards or out of a final state', async () => {
    const { refunds, payment, refund } = await setUp();
    await refunds.applyEvent(webhook(payment, refund, 'processed'));

    await refunds.applyEvent(webhook(payment, refund, 'processing'));
    await refunds.applyEvent(webhook(payment, refund, 'failed'));
    expect(refund.status).toBe('processed');
    expect(payment.refundedCents).toBe(200_000);

    const other = await setUp();
    await other.refunds.applyEvent(webhook(other.payment, other.refund, 'failed'));
    await other.refunds.applyEvent(webhook(other.payment, other.refund, 'processed'));
    expect(other.refund.status).toBe('failed');
    expect(other.payment.refundedCents).toBe(0);
  });

  it('tells staff when Paystack needs attention, and lets the refund go on from there', async () => {
    const { database, refunds, payment, refund } = await setUp();

    await refunds.applyEvent(webhook(payment, refund, 'needs-attention'));
    expect(refund.status).toBe('needs-attention');
    expect(database.dispatched).toEqual([
      expect.objectContaining({
        template: MAIL_TEMPLATES.paymentAttentionStaff,
        variables: expect.objectContaining({ headline: 'a refund needs attention' }),
      }),
    ]);
    await refunds.applyEvent(webhook(payment, refund, 'processed'));
    expect(refund.status).toBe('processed');
  });

  it('finds the refund by our merchant note, else by reference and amount, and ignores an event matching none', async () => {
    const { refunds, payment, refund } = await setUp();
    refund.paystackRefundId = null;
    refund.submittedAt = new Date();
    const byNote = webhook(payment, refund, 'processing');
    byNote.data = { ...byNote.data, id: 4242, merchant_note: `refund:${refund.id}` };

    expect(await refunds.applyEvent(byNote)).toBe(true);
    expect(refund).toMatchObject({ status: 'processing', paystackRefundId: '4242' });

    const byAmount = webhook(payment, refund, 'processed');
    byAmount.data = { ...byAmount.data, id: undefined };
    expect(await refunds.applyEvent(byAmount)).toBe(true);
    expect(refund.status).toBe('processed');

    const stranger = webhook(payment, refund, 'processed');
    stranger.data = { ...stranger.data, id: 77, amount: 1 };
    expect(await refunds.applyEvent(stranger)).toBe(false);
  });

  it('gives a processed refund of a rejected charge no credit note and no e-mail (it was never receipted)', async () => {
    const database = new FakeRefundDatabase();
    const { unitOfWork, refunds } = refundServices(database, new FakePaystackRefunds());
    const payment = database.payment(500_000, { status: 'rejected', receivedCents: 500_000 });
    const made = await unitOfWork.run((tx) =>
      refunds.create(tx, payment.id, { reason: 'Wrong amount', requester: { kind: 'system' } }),
    );
    await refunds.submit(made!.refund.id);

    await refunds.applyEvent(webhook(payment, made!.refund, 'processed'));

    expect(made!.refund).toMatchObject({ status: 'processed', creditNoteNumber: null });
    expect(payment.refundedCents).toBe(500_000);
    expect(database.dispatched).toEqual([]);
  });
});

describe('a desk refund handed back', () => {
  it('ignores Paystack webhooks about it', async () => {
    const { refunds, payment, refund } = await setUp(true);
    expect(refund.status).toBe('awaiting-hand-back');

    const event = webhook(payment, refund, 'processed');
    event.data = { ...event.data, id: undefined, merchant_note: `refund:${refund.id}` };
    expect(await refunds.applyEvent(event)).toBe(false);
    expect(refund.status).toBe('awaiting-hand-back');
  });

  it('is processed when staff record it, with how and who, audited and e-mailed with the credit note', async () => {
    const { database, refunds, payment, refund } = await setUp(true);
    database.dispatched = [];

    const recorded = await refunds.recordHandBack(
      payment.id,
      refund.id,
      { method: 'mpesa', reference: ' QK7ZT2M9XY ', note: '' },
      actor,
      '10.0.0.4',
    );

    expect(recorded).toMatchObject({
      status: 'processed',
      settledMethod: 'mpesa',
      settledReference: 'QK7ZT2M9XY',
      settledNote: null,
      settledByUsername: 'otieno',
      creditNoteNumber: expect.stringMatching(/^SCH-CN-/),
    });
    expect(payment.refundedCents).toBe(200_000);
    expect(database.audit.at(-1)).toMatchObject({
      actor,
      resourceId: payment.id,
      changes: { refundHandedBack: { from: { refundId: refund.id, status: 'awaiting-hand-back' } } },
      ipAddress: '10.0.0.4',
    });
    expect(database.dispatched).toEqual([
      expect.objectContaining({
        template: MAIL_TEMPLATES.refundProcessed,
        variables: expect.objectContaining({ handBackMethod: 'to your M-Pesa', handBackReference: 'QK7ZT2M9XY' }),
      }),
    ]);

    // Recorded twice: 409 naming who recorded it, and nothing changes.
    await expect(refunds.recordHandBack(payment.id, refund.id, { method: 'cash' }, actor, '10.0.0.4')).rejects.toThrow(
      /already recorded as handed back by otieno/,
    );
    expect(refund.settledMethod).toBe('mpesa');
    expect(payment.refundedCents).toBe(200_000);
  });

  it('answers 404 for a refund of another payment and 409 for a refund Paystack settles', async () => {
    const desk = await setUp(true);
    await expect(
      desk.refunds.recordHandBack('other-payment', desk.refund.id, { method: 'cash' }, actor, ''),
    ).rejects.toMatchObject({
      code: 'refund-not-found',
      kind: 'not-found',
      message: PAYMENT_MESSAGES.refundNotFound,
    });
    await expect(
      desk.refunds.recordHandBack(desk.payment.id, 'no-such-refund', { method: 'cash' }, actor, ''),
    ).rejects.toMatchObject({
      code: 'refund-not-found',
      kind: 'not-found',
      message: PAYMENT_MESSAGES.refundNotFound,
    });

    const card = await setUp();
    await expect(
      card.refunds.recordHandBack(card.payment.id, card.refund.id, { method: 'cash' }, actor, ''),
    ).rejects.toMatchObject({
      code: 'not-desk-refund',
      kind: 'conflict',
      message: PAYMENT_MESSAGES.notDeskRefund,
    });
    expect(card.refund.status).toBe('pending');
    expect(card.database.audit).toEqual([]);
  });
});
