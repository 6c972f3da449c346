import { Logger } from '@nestjs/common';
import { kes } from '../payment-values.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { PAYMENT_MESSAGES } from '../payment.messages.js';
import { FakePaystackRefunds, FakeRefundDatabase, refundServices } from './refund-fakes.js';

/**
 * Writing refunds and sending them to Paystack, with the database, Paystack, mail and the audit log as fakes. The
 * real-database suites (test/payment) prove the same paths end to end, the payment row lock included.
 */

const staff = { kind: 'staff', adminId: 'admin-1', username: 'wanjiku' } as const;
const actor = { id: 'admin-1', username: 'wanjiku', permissions: {} } as unknown as AdminPrincipal;

function setUp() {
  const database = new FakeRefundDatabase();
  const paystack = new FakePaystackRefunds();
  return { database, paystack, ...refundServices(database, paystack) };
}

beforeAll(() => Logger.overrideLogger(false));

describe('writing a refund', () => {
  it('never refunds more than was paid: a second refund gets at most what is left, named in the 409', async () => {
    const { database, unitOfWork, refunds } = setUp();
    const payment = database.payment(500_000);

    const first = await unitOfWork.run((tx) =>
      refunds.create(tx, payment.id, { amountCents: 300_000, reason: 'Room too cold', requester: staff }),
    );
    expect(first).toMatchObject({
      created: true,
      refund: { amountCents: 300_000, status: 'pending', currency: 'KES' },
    });

    const second = unitOfWork.run((tx) =>
      refunds.create(tx, payment.id, { amountCents: 300_000, reason: 'Again', requester: staff }),
    );
    await expect(second).rejects.toMatchObject({
      code: 'refund-too-large',
      kind: 'conflict',
      message: PAYMENT_MESSAGES.refundTooLarge(kes(200_000)),
    });
    expect(database.refundsOfPayment(payment)).toHaveLength(1);
  });

  it('counts refunds on their way as spent and failed ones as not', async () => {
    const { database, unitOfWork, refunds } = setUp();
    const payment = database.payment(500_000);
    const pending = await unitOfWork.run((tx) =>
      refunds.create(tx, payment.id, { amountCents: 200_000, reason: 'Half day', requester: staff }),
    );
    const failed = await unitOfWork.run((tx) =>
      refunds.create(tx, payment.id, { amountCents: 100_000, reason: 'Bounced', requester: staff }),
    );
    failed!.refund.status = 'failed';

    expect(await refunds.refundableCents(undefined, payment)).toBe(300_000);
    await expect(
      unitOfWork.run((tx) => refunds.create(tx, payment.id, { amountCents: 300_001, reason: 'x', requester: staff })),
    ).rejects.toMatchObject({ code: 'refund-too-large', message: PAYMENT_MESSAGES.refundTooLarge(kes(300_000)) });
    const rest = await unitOfWork.run((tx) => refunds.create(tx, payment.id, { reason: 'The rest', requester: staff }));
    expect(rest?.refund.amountCents).toBe(300_000);
    expect(pending?.refund.status).toBe('pending');
  });

  it('answers the refund already made for a repeated idempotency key, and 409 when another payment reuses it', async () => {
    const { database, unitOfWork, refunds } = setUp();
    const payment = database.payment(500_000);
    const other = database.payment(100_000);
    const order = { amountCents: 100_000, reason: 'Clicked twice', requester: staff, idempotencyKey: 'click-1' };

    const first = await unitOfWork.run((tx) => refunds.create(tx, payment.id, order));
    const again = await unitOfWork.run((tx) => refunds.create(tx, payment.id, order));
    expect(again).toEqual({ refund: first!.refund, created: false });
    expect(database.refundsOfPayment(payment)).toHaveLength(1);

    await expect(unitOfWork.run((tx) => refunds.create(tx, other.id, order))).rejects.toMatchObject({
      code: 'refund-key-reused',
      kind: 'conflict',
      message: PAYMENT_MESSAGES.refundKeyReused,
    });
    expect(database.refundsOfPayment(other)).toHaveLength(0);
  });

  it('answers 409 when nothing is left or nothing was paid, 404 when there is no such payment', async () => {
    const { database, unitOfWork, refunds } = setUp();
    const refunded = database.payment(500_000);
    await unitOfWork.run((tx) => refunds.create(tx, refunded.id, { reason: 'All of it', requester: staff }));
    const unpaid = database.payment(500_000, { status: 'pending' });
    const create = (paymentId: string) =>
      unitOfWork.run((tx) => refunds.create(tx, paymentId, { reason: 'Again', requester: staff }));

    await expect(create(refunded.id)).rejects.toMatchObject({
      code: 'nothing-to-refund',
      kind: 'conflict',
      message: PAYMENT_MESSAGES.nothingToRefund,
    });
    await expect(create(unpaid.id)).rejects.toMatchObject({
      code: 'refund-not-paid',
      kind: 'conflict',
      message: PAYMENT_MESSAGES.refundNotPaid,
    });
    await expect(create('no-such-payment')).rejects.toMatchObject({
      code: 'payment-not-found',
      kind: 'not-found',
      message: PAYMENT_MESSAGES.notFound,
    });
  });

  it('with capToRefundable gives what is left instead of refusing, and nothing once all of it is spoken for', async () => {
    const { database, unitOfWork, refunds } = setUp();
    const payment = database.payment(500_000);
    const capped = (amountCents: number) =>
      unitOfWork.run((tx) =>
        refunds.create(tx, payment.id, { amountCents, reason: 'Cancelled', requester: staff, capToRefundable: true }),
      );

    expect((await capped(400_000))?.refund.amountCents).toBe(400_000);
    expect((await capped(400_000))?.refund.amountCents).toBe(100_000);
    expect(await capped(400_000)).toBeNull();
    expect(database.refundsOfPayment(payment).map((refund) => refund.amountCents)).toEqual([400_000, 100_000]);
  });

  it('gives back all a rejected charge took, in the currency it was taken in', async () => {
    const { database, unitOfWork, refunds, paystack } = setUp();
    const payment = database.payment(500_000, { status: 'rejected', receivedCents: 4_200, receivedCurrency: 'USD' });

    expect(await refunds.refundableCents(undefined, payment)).toBe(4_200);
    const made = await unitOfWork.run((tx) =>
      refunds.create(tx, payment.id, { reason: 'Wrong currency', requester: { kind: 'system' } }),
    );
    expect(made?.refund).toMatchObject({ amountCents: 4_200, currency: 'USD', requestedBy: 'system' });

    // Paystack is asked for "all of it" in that currency, never for an amount in the wrong unit.
    await refunds.submit(made!.refund.id);
    expect(paystack.sent).toEqual([expect.objectContaining({ transaction: payment.reference, currency: 'USD' })]);
    expect(paystack.sent[0]).not.toHaveProperty('amount');
  });
});

describe('staff refunding from the back-office', () => {
  it('audits the refund, commits it once, then sends it to Paystack with our id in the merchant note', async () => {
    const { database, unitOfWork, refunds, paystack } = setUp();
    const payment = database.payment(500_000);

    const refund = await refunds.refundByStaff(
      payment.id,
      { amountCents: 150_000, reason: 'Projector broken' },
      actor,
      '10.0.0.9',
    );

    expect(unitOfWork.commits).toBe(1);
    expect(database.audit).toEqual([
      expect.objectContaining({
        actor,
        action: 'refund',
        resourceId: payment.id,
        changes: { refund: { from: null, to: { amountCents: 150_000, reason: 'Projector broken' } } },
        ipAddress: '10.0.0.9',
      }),
    ]);
    expect(refund).toMatchObject({ requestedBy: 'staff', requestedByUsername: 'wanjiku', status: 'pending' });
    expect(paystack.sent).toEqual([
      {
        transaction: payment.reference,
        amount: 150_000,
        currency: 'KES',
        merchant_note: `refund:${refund.id}`,
        customer_note: 'Projector broken',
      },
    ]);
    expect(refund.paystackRefundId).toBe('9001');
  });

  it('refunds once when the same click arrives twice', async () => {
    const { database, refunds, paystack } = setUp();
    const payment = database.payment(500_000);
    const order = { amountCents: 150_000, reason: 'Double click', idempotencyKey: 'click-7' };

    const first = await refunds.refundByStaff(payment.id, order, actor, '10.0.0.9');
    const second = await refunds.refundByStaff(payment.id, order, actor, '10.0.0.9');

    expect(second.id).toBe(first.id);
    expect(database.audit).toHaveLength(1);
    expect(paystack.sent).toHaveLength(1);
  });

  it('writes nothing and sends nothing when the transaction fails half-way', async () => {
    const { database, unitOfWork, refunds, paystack } = setUp();
    const payment = database.payment(500_000);
    database.failAudit = true;

    await expect(refunds.refundByStaff(payment.id, { reason: 'Everything' }, actor, '10.0.0.9')).rejects.toThrow(
      'The audit log is unavailable',
    );
    expect(unitOfWork.rollbacks).toBe(1);
    expect(database.refunds.size).toBe(0);
    expect(paystack.sent).toEqual([]);
    expect(await refunds.refundableCents(undefined, payment)).toBe(500_000);
  });
});

describe('sending a refund', () => {
  it('never sends a desk payment to Paystack: it waits for staff to hand the money back, and staff are told', async () => {
    const { database, unitOfWork, refunds, paystack } = setUp();
    const payment = database.deskPayment(300_000);
    const made = await unitOfWork.run((tx) =>
      refunds.create(tx, payment.id, { reason: 'Cancelled', requester: staff }),
    );

    await refunds.submit(made!.refund.id);

    expect(paystack.sent).toEqual([]);
    expect(made!.refund).toMatchObject({
      status: 'awaiting-hand-back',
      failure: PAYMENT_MESSAGES.offlineRefund('cash'),
    });
    expect(database.dispatched).toEqual([
      expect.objectContaining({ template: MAIL_TEMPLATES.paymentAttentionStaff, to: 'accounts@venue.example' }),
    ]);
    // The scheduled check leaves it to staff too.
    expect(await refunds.check()).toEqual({ submitted: 0, updated: 0 });
  });

  it('fails a refund Paystack refuses, and tells staff why', async () => {
    const { database, unitOfWork, refunds, paystack } = setUp();
    const payment = database.payment(300_000);
    const made = await unitOfWork.run((tx) =>
      refunds.create(tx, payment.id, { reason: 'Cancelled', requester: staff }),
    );
    paystack.answer = 'refuse';

    await refunds.submit(made!.refund.id);

    expect(made!.refund).toMatchObject({ status: 'failed', failure: 'Transaction has been fully reversed' });
    expect(database.dispatched).toEqual([
      expect.objectContaining({
        template: MAIL_TEMPLATES.paymentAttentionStaff,
        variables: expect.objectContaining({ headline: 'a refund failed' }),
      }),
    ]);
    // A failed refund no longer counts against the payment.
    expect(await refunds.refundableCents(undefined, payment)).toBe(300_000);
  });

  it('does not re-send an unanswered refund for two minutes, then looks for it at Paystack before sending again', async () => {
    const { database, unitOfWork, refunds, paystack } = setUp();
    const payment = database.payment(300_000);
    const made = await unitOfWork.run((tx) =>
      refunds.create(tx, payment.id, { reason: 'Cancelled', requester: staff }),
    );
    const refund = made!.refund;
    const sentAt = new Date('2026-12-04T08:00:00Z');

    paystack.answer = 'no-answer';
    await refunds.submit(refund.id, sentAt);
    expect(refund).toMatchObject({ status: 'pending', paystackRefundId: null, submittedAt: sentAt });

    // The first send landed after all: Paystack lists it under our merchant note.
    paystack.answer = 'take';
    const landed = paystack.paystackRefund(
      { transaction: payment.reference, amount: 300_000, merchant_note: `refund:${refund.id}` },
      'processing',
    );
    paystack.listed.push(landed);

    await refunds.submit(refund.id, new Date(sentAt.getTime() + 60_000));
    expect(refund.paystackRefundId).toBeNull();

    await refunds.submit(refund.id, new Date(sentAt.getTime() + 3 * 60_000));
    expect(paystack.sent).toEqual([]);
    expect(refund).toMatchObject({ paystackRefundId: String(landed.id), status: 'processing' });
  });

  it('has the scheduled check send what was never sent and apply what Paystack says of the others', async () => {
    const { database, unitOfWork, refunds, paystack } = setUp();
    const payment = database.payment(300_000);
    const unsent = await unitOfWork.run((tx) =>
      refunds.create(tx, payment.id, { amountCents: 100_000, reason: 'One', requester: staff }),
    );
    const followed = await unitOfWork.run((tx) =>
      refunds.create(tx, payment.id, { amountCents: 200_000, reason: 'Two', requester: staff }),
    );
    const atPaystack = paystack.paystackRefund({ transaction: payment.reference, amount: 200_000 }, 'failed');
    paystack.listed.push(atPaystack);
    followed!.refund.paystackRefundId = String(atPaystack.id);

    expect(await refunds.check()).toEqual({ submitted: 1, updated: 1 });
    expect(unsent!.refund.paystackRefundId).not.toBeNull();
    expect(followed!.refund.status).toBe('failed');
  });
});
