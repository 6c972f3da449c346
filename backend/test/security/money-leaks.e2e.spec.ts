import { formatMembershipDate, venueToday } from '@coworking/domain';
import { AuditLogEntry } from '../../src/modules/identity/entities/audit-log-entry.entity.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { MailDeliveryService } from '../../src/modules/mail/delivery/mail-delivery.service.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { Refund } from '../../src/modules/payment/entities/refund.entity.js';
import { newReference } from '../../src/modules/payment/payments.service.js';
import { RefundsService } from '../../src/modules/payment/refunds/refunds.service.js';
import { type PaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { CONTACT, futureWeekday, makeSpace } from '../booking/support.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { until } from '../support/until.js';
import {
  createTestAppWithPaystack,
  makeAdmin,
  ROOT,
  type Session,
  signIn,
  type TestApp,
  workerMailDelivery,
} from '../support/test-app.js';

interface RefundView {
  id: string;
  amountCents: number;
  currency: string;
  status: string;
  creditNoteNumber: string | null;
  settledMethod: string | null;
  settledReference: string | null;
  settledNote: string | null;
  settledByUsername: string | null;
}

interface PaymentView {
  id: string;
  status: string;
  amountCents: number;
  receivedCents: number | null;
  receivedCurrency: string | null;
  refundedCents: number;
  pendingRefundCents: number;
  refundState: string;
  refundableCents: number;
  refunds: RefundView[];
}

/**
 * Money that leaked after the checkout, replayed against the running app with the Paystack sandbox and a real SMTP
 * server: desk refunds staff hand back (recorded once, with a credit note), desk refunds that must not crowd a lost
 * Paystack refund webhook out of the scheduled check, and charges of the wrong amount or currency, which are
 * refunded in full instead of being kept.
 */
describe('money leaks after the checkout', () => {
  let testApp: TestApp;
  let sandbox: PaystackSandbox;
  let close: () => Promise<void>;
  let smtp: SmtpSink;
  let delivery: MailDeliveryService;
  let root: Session;
  let frontDesk: Session;
  let spaceId: string;
  let dayOffset = 0;

  const freshDate = () => futureWeekday(21 + 7 * dayOffset++);
  const json = async <T>(session: Session, method: string, path: string, body?: unknown) => {
    const response = await session.request(method, path, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const publicJson = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${testApp.api}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const paymentView = async (id: string) => (await json<PaymentView>(root, 'GET', `/admin/payments/${id}`)).body;
  const outbox = (recipient: string, templateName: string) =>
    testApp.em().find(MailOutbox, { recipient, templateName }, { orderBy: { createdAt: 'asc' } });
  /** Sends outbox rows through the worker's own delivery code to the SMTP sink; answers the messages they became. */
  const deliver = async (rows: MailOutbox[]) => {
    const before = smtp.messages.length;
    for (const row of rows) expect(await delivery.deliver(row.id)).toMatchObject({ kind: 'sent' });
    return (await smtp.waitForMessages(before + rows.length)).slice(before);
  };

  /** A booking paid in cash at the desk, then cancelled by an admin: its refund waits to be handed back. */
  /** Staff place a booking the customer paid at the desk (`payment`: how, e.g. cash or a bank transfer's reference). */
  const deskBooking = async (email: string, payment: Record<string, string>) => {
    const created = await json<{ paymentId: string; bookingIds: string[] }>(root, 'POST', '/admin/bookings', {
      spaceId,
      firstName: 'Achieng',
      lastName: 'Otieno',
      email,
      phone: '+254722000111',
      dates: [freshDate()],
      slots: ['10:00'],
      ...payment,
    });
    expect(created.status).toBe(201);
    return created;
  };

  const deskRefund = async (email: string) => {
    const created = await deskBooking(email, { paymentKind: 'cash' });
    const cancelled = await root.request('PUT', `/admin/bookings/${created.body.bookingIds[0]}`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    await until(
      async () =>
        (await testApp.em().count(Refund, { payment: created.body.paymentId, status: 'awaiting-hand-back' })) === 1,
      'the desk refund waits to be handed back',
    );
    const [refund] = (await paymentView(created.body.paymentId)).refunds;
    return { paymentId: created.body.paymentId, refund };
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    ({ testApp, sandbox, close } = await createTestAppWithPaystack('money_leaks', {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Syokimau Coworking Hub <hello@syokimau.test>',
      STAFF_EMAIL: 'staff@syokimau.test',
    }));
    delivery = workerMailDelivery(testApp);
    spaceId = (await makeSpace(testApp.em(), { name: 'Boardroom', rate: '1500.00', instances: 3 })).space.id;
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    await makeAdmin(testApp.em(), { username: 'front-desk', role: 'moderator' });
    frontDesk = await signIn(testApp.api, 'front-desk');
  });
  afterAll(async () => {
    delivery.onModuleDestroy?.();
    await close();
    await smtp.close();
  });

  describe('desk refunds', () => {
    it('are recorded handed back by staff with the refund right: processed, refunded in the ledger, credit note e-mailed, audited', async () => {
      const email = 'cash-back@example.com';
      const { paymentId, refund } = await deskRefund(email);
      expect(refund).toMatchObject({ status: 'awaiting-hand-back', amountCents: 300_000, settledMethod: null });
      expect(sandbox.refunds()).toEqual([]);
      // The cancellation e-mail says the desk hands the cash back: no card refund, no 7 to 14 business days.
      const [cancelledMail] = await deliver(await outbox(email, 'booking-status-changed'));
      expect(cancelledMail.text).toContain('You paid at our front desk, so the front desk hands back KSh 3,000');
      for (const part of [cancelledMail.text, cancelledMail.html]) {
        expect(part).not.toContain('7 to 14');
        expect(part).not.toContain('card');
      }
      // Staff were told to hand the money back, and how to record it.
      const [notice] = await outbox('staff@syokimau.test', 'payment-attention-staff');
      expect(notice.variables).toMatchObject({ headline: 'a desk refund is waiting to be handed back' });

      // The front desk may cancel and see payments, but not say money went back.
      const refused = await json<{ message: string }>(
        frontDesk,
        'POST',
        `/admin/payments/${paymentId}/refunds/${refund.id}/settle`,
        { method: 'cash' },
      );
      expect(refused.status).toBe(403);
      expect(typeof refused.body.message).toBe('string');
      expect((await paymentView(paymentId)).refunds[0].status).toBe('awaiting-hand-back');

      // Validated: a method we do not know, and M-Pesa without its code, are refused by name.
      const badMethod = await json<{ message: string }>(
        root,
        'POST',
        `/admin/payments/${paymentId}/refunds/${refund.id}/settle`,
        { method: 'cheque' },
      );
      expect(badMethod.status).toBe(400);
      expect(JSON.stringify(badMethod.body)).toContain('method must be cash, mpesa or bank_transfer');
      const noCode = await json<{ message: string }>(
        root,
        'POST',
        `/admin/payments/${paymentId}/refunds/${refund.id}/settle`,
        { method: 'mpesa', reference: '  ' },
      );
      expect(noCode.status).toBe(400);
      expect(JSON.stringify(noCode.body)).toContain('Give the M-Pesa code or bank reference');

      const recorded = await json<RefundView>(
        root,
        'POST',
        `/admin/payments/${paymentId}/refunds/${refund.id}/settle`,
        { method: 'cash', note: '  Handed over at reception  ' },
      );
      expect(recorded.status).toBe(200);
      expect(recorded.body).toMatchObject({
        status: 'processed',
        settledMethod: 'cash',
        settledReference: null,
        settledNote: 'Handed over at reception',
        settledByUsername: ROOT.username,
        creditNoteNumber: expect.stringMatching(/^SCH-CN-\d{4}-\d{6}$/),
      });
      expect(await paymentView(paymentId)).toMatchObject({
        refundedCents: 300_000,
        pendingRefundCents: 0,
        refundState: 'full',
        refundableCents: 0,
      });

      const [mail] = await deliver(await outbox(email, 'refund-processed'));
      expect(mail.subject).toBe('Your refund of KSh 3,000 has been paid back');
      expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
        `credit-note-${recorded.body.creditNoteNumber}.pdf`,
      ]);
      // It says how the money went back, and when; not what a card refund through Paystack takes.
      const { reference } = await testApp.em().findOneOrFail(Payment, { id: paymentId });
      expect(mail.text).toContain(
        `We paid back KSh 3,000 of your payment ${reference} in cash on ${formatMembershipDate(venueToday())}.`,
      );
      for (const part of [mail.text, mail.html]) expect(part).not.toContain('7 to 14 business days');

      const audits = await testApp
        .em()
        .find(AuditLogEntry, { resource: 'payments', resourceId: paymentId, action: 'refund' });
      expect(audits.map((entry) => Object.keys(entry.changes ?? {}))).toContainEqual(['refundHandedBack']);

      // Recording it again is refused, naming who did it; nothing moves twice.
      const again = await json<{ message: string }>(
        root,
        'POST',
        `/admin/payments/${paymentId}/refunds/${refund.id}/settle`,
        { method: 'cash' },
      );
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(
        /^This refund was already recorded as handed back by root on \d{4}-\d{2}-\d{2}/,
      );
      expect((await paymentView(paymentId)).refundedCents).toBe(300_000);
      expect(await outbox(email, 'refund-processed')).toHaveLength(1);
    });

    it('are promised from the front desk when the customer cancels a booking paid there from its manage link', async () => {
      const email = 'desk-manage-cancel@example.com';
      const created = await deskBooking(email, { paymentKind: 'bank_transfer', bankReference: 'FT26001XYZ' });
      const [confirmation] = await outbox(email, 'booking-confirmed');
      const manageUrl = String(confirmation.variables.manageUrl);
      const cancelled = await publicJson<{ message: string }>(
        'POST',
        `/bookings/manage/${manageUrl.slice(manageUrl.lastIndexOf('/') + 1)}/cancel`,
      );
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.message).toBe(
        'Your booking is cancelled. You paid at our front desk, so the front desk will hand back KSh 3,000: we have e-mailed you how.',
      );
      expect((await paymentView(created.body.paymentId)).refunds).toEqual([
        expect.objectContaining({ status: 'awaiting-hand-back', amountCents: 300_000 }),
      ]);
      expect(sandbox.refunds()).toEqual([]);
      const [mail] = await deliver(await outbox(email, 'booking-cancelled'));
      expect(mail.text).toContain('You paid at our front desk, so the front desk hands back KSh 3,000');
      for (const part of [mail.text, mail.html]) expect(part).not.toContain('7 to 14');
      // Staff are not told it goes back by itself: they hand it back.
      const [staffMail] = (await outbox('staff@syokimau.test', 'booking-cancelled-staff')).slice(-1);
      expect(staffMail.variables).toMatchObject({ refundAmount: '3,000', refundAtDesk: 'yes' });
      const [staffMessage] = await deliver([staffMail]);
      expect(staffMessage.text).toContain('KSh 3,000 was paid at the desk: hand it back to the customer');
      expect(staffMessage.text).not.toContain('refunded automatically');
    });

    it('are recorded once when two admins record the same refund at the same moment', async () => {
      const { paymentId, refund } = await deskRefund('mpesa-back@example.com');
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          json<{ message?: string }>(root, 'POST', `/admin/payments/${paymentId}/refunds/${refund.id}/settle`, {
            method: 'mpesa',
            reference: 'QGH4K2L9PZ',
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      const view = await paymentView(paymentId);
      expect(view.refundedCents).toBe(300_000);
      expect(view.refunds[0]).toMatchObject({ settledMethod: 'mpesa', settledReference: 'QGH4K2L9PZ' });
      const processed = await outbox('mpesa-back@example.com', 'refund-processed');
      expect(processed).toHaveLength(1);
      const [mail] = await deliver(processed);
      expect(mail.text).toMatch(/ to your M-Pesa on \d{1,2} [A-Z][a-z]+ \d{4} \(reference QGH4K2L9PZ\)\./);
      expect(mail.text).not.toContain('7 to 14');
    });

    it('never let 150 waiting desk refunds stop the scheduled check catching a Paystack refund whose webhook was lost', async () => {
      // 150 desk refunds waiting for staff, older than anything else (50 of them left "needs attention" by earlier
      // releases).
      const em = testApp.em();
      const long = new Date(Date.now() - 30 * 24 * 60 * 60_000);
      for (let index = 0; index < 150; index++) {
        const payment = new Payment(
          newReference(),
          'booking',
          crypto.randomUUID(),
          100_000,
          `desk-${index}@example.com`,
        );
        Object.assign(payment, {
          status: 'success',
          channel: ['cash', 'mpesa', 'bank_transfer'][index % 3],
          recordedByUsername: ROOT.username,
          paidAt: long,
          createdAt: long,
        });
        const refund = new Refund(payment, 100_000, 'Cancelled at the desk', {
          kind: 'staff',
          adminId: crypto.randomUUID(),
          username: ROOT.username,
        });
        Object.assign(refund, {
          status: index < 100 ? 'awaiting-hand-back' : 'needs-attention',
          createdAt: new Date(long.getTime() + index * 1000),
        });
        em.persist([payment, refund]);
      }
      // And 100 Paystack refunds stuck in "needs attention" (the customer's bank details are missing): they may still
      // change, so they are followed, but after the refunds that are moving.
      for (let index = 0; index < 100; index++) {
        const payment = new Payment(
          newReference(),
          'booking',
          crypto.randomUUID(),
          100_000,
          `bank-${index}@example.com`,
        );
        Object.assign(payment, { status: 'success', channel: 'card', paidAt: long, createdAt: long });
        const refund = new Refund(payment, 100_000, 'Cancelled', { kind: 'customer' });
        Object.assign(refund, {
          status: 'needs-attention',
          paystackRefundId: String(900_000 + index),
          createdAt: new Date(long.getTime() - 1000 - index),
        });
        em.persist([payment, refund]);
      }
      await em.flush();

      // A card payment refunded through Paystack whose refund.processed webhook never arrives.
      const started = await publicJson<{ data: { reference: string } }>('POST', '/payments/booking/initialize', {
        ...CONTACT,
        email: 'lost-refund-webhook@example.com',
        bookingData: { type: 'space', spaceId, dates: [freshDate()], times: ['10:00'] },
      });
      expect(started.status).toBe(200);
      const reference = started.body.data.reference;
      await sandbox.pay(reference, 'success', 'card');
      await until(
        async () => (await testApp.em().findOneOrFail(Payment, { reference })).status === 'success',
        'the card payment is fulfilled',
      );
      const payment = await testApp.em().findOneOrFail(Payment, { reference });
      sandbox.setWebhookUrl(undefined);
      try {
        const refunded = await json<{ id: string }>(root, 'POST', `/admin/payments/${payment.id}/refunds`, {
          reason: 'Projector broken',
          idempotencyKey: crypto.randomUUID(),
        });
        expect(refunded.status).toBe(201);
        const refund = await testApp.em().findOneOrFail(Refund, { id: refunded.body.id });
        expect(refund.paystackRefundId).not.toBeNull();
        await sandbox.settleRefund(Number(refund.paystackRefundId), 'processed');
        expect((await testApp.em().findOneOrFail(Refund, { id: refund.id })).status).toBe('pending');

        // Recording a Paystack refund as handed back at the desk is refused: Paystack settles those.
        const notDesk = await json<{ message: string }>(
          root,
          'POST',
          `/admin/payments/${payment.id}/refunds/${refund.id}/settle`,
          { method: 'cash' },
        );
        expect(notDesk.status).toBe(409);
        expect(notDesk.body.message).toContain('Only a refund of a payment taken at the desk');

        await testApp.app.get(RefundsService).check();

        expect((await testApp.em().findOneOrFail(Refund, { id: refund.id })).status).toBe('processed');
        expect((await testApp.em().findOneOrFail(Payment, { id: payment.id })).refundedCents).toBe(300_000);
        expect(await outbox('lost-refund-webhook@example.com', 'refund-processed')).toHaveLength(1);
        // The desk refunds were left to staff.
        expect(await testApp.em().count(Refund, { status: 'awaiting-hand-back', amountCents: 100_000 })).toBe(100);
        expect(await testApp.em().count(Refund, { status: 'needs-attention', amountCents: 100_000 })).toBe(150);
      } finally {
        sandbox.setWebhookUrl(`${testApp.api}/payments/webhook`);
      }
    });
  });

  describe('charges of the wrong amount or currency', () => {
    /**
     * A held booking, and a charge at Paystack for its payment that does not match what the server asked: the payer
     * opened the transaction themselves with the public key (as the inline script can), choosing amount and currency.
     */
    const strayCharge = async (email: string, charged: { amount: number; currency: string }) => {
      const started = await publicJson<{ data: { reference: string } }>('POST', '/payments/booking/initialize', {
        ...CONTACT,
        email,
        bookingData: { type: 'space', spaceId, dates: [freshDate()], times: ['10:00'] },
      });
      expect(started.status).toBe(200);
      const held = await testApp.em().findOneOrFail(Payment, { reference: started.body.data.reference });
      const em = testApp.em();
      const asked = new Payment(newReference(), 'booking', held.targetId, held.amountCents, email);
      asked.customerName = 'Wanjiru Kamau';
      em.persist(asked);
      await em.flush();
      const opened = await fetch(`${sandbox.url}/inline/initialize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: 'pk_test_money_leaks', email, reference: asked.reference, ...charged }),
      });
      expect(opened.status).toBe(200);
      await sandbox.pay(asked.reference, 'success', 'card');
      await until(
        async () => (await testApp.em().count(Refund, { payment: { reference: asked.reference } })) > 0,
        'the wrong charge is refunded',
      );
      return { payment: asked, groupId: held.targetId };
    };

    it.each([
      ['a lower amount', { amount: 100_000, currency: 'KES' }, 'KSh 1,000'],
      ['another currency', { amount: 300_000, currency: 'NGN' }, 'NGN 3000.00'],
    ])(
      'refunds %s in full at Paystack, delivers nothing, tells staff and the customer; a replay refunds nothing more',
      async (_case, charged, takenText) => {
        const email = `wrong-${charged.currency.toLowerCase()}-${charged.amount}@example.com`;
        const { payment, groupId } = await strayCharge(email, charged);

        // Paystack was asked to give back everything it took, in the currency it took it.
        const atPaystack = sandbox.refunds().filter((refund) => refund.transaction_reference === payment.reference);
        expect(atPaystack).toHaveLength(1);
        expect(atPaystack[0]).toMatchObject({ amount: charged.amount, currency: charged.currency });

        const view = await paymentView(payment.id);
        expect(view).toMatchObject({
          status: 'rejected',
          amountCents: 300_000,
          receivedCents: charged.amount,
          receivedCurrency: charged.currency,
          refundState: 'pending',
          pendingRefundCents: charged.amount,
        });
        expect(view.refunds).toEqual([
          expect.objectContaining({ amountCents: charged.amount, currency: charged.currency, status: 'pending' }),
        ]);
        // Nothing was delivered: the booking is not confirmed and no receipt was numbered.
        const rows = await testApp.em().find(SpaceBooking, { bookingGroupId: groupId });
        expect(rows.map((row) => row.status)).not.toContain('confirmed');
        expect((await testApp.em().findOneOrFail(Payment, { id: payment.id })).receiptNumber).toBeNull();

        // Staff hear of it by e-mail, and the customer is told their money goes back.
        const [staffMail] = await deliver(
          (await outbox('staff@syokimau.test', 'payment-attention-staff')).filter(
            (row) => row.variables.reference === payment.reference,
          ),
        );
        expect(staffMail.subject).toBe(
          `Payment ${payment.reference}: a payment of the wrong amount was refunded automatically`,
        );
        expect(staffMail.text).toContain(takenText);
        const [customerMail] = await deliver(await outbox(email, 'payment-rejected'));
        expect(customerMail.text).toContain(`You were charged ${takenText}`);

        // Paystack's webhook again, and the payer's return: nothing is refunded twice, nothing delivered.
        const hook = sandbox
          .webhooksSent()
          .find((sent) => sent.body.includes('charge.success') && sent.body.includes(payment.reference))!;
        const replay = await fetch(`${testApp.api}/payments/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': hook.signature },
          body: hook.body,
        });
        expect(replay.status).toBe(200);
        const verified = await publicJson<{ success: boolean; message: string }>('POST', '/payments/verify', {
          reference: payment.reference,
        });
        expect(verified.body).toMatchObject({ success: false, message: expect.stringContaining('did not match') });
        expect(await testApp.em().count(Refund, { payment: payment.id })).toBe(1);
        expect(sandbox.refunds().filter((refund) => refund.transaction_reference === payment.reference)).toHaveLength(
          1,
        );
        expect(await outbox(email, 'payment-rejected')).toHaveLength(1);

        // Once Paystack pays it out, the ledger shows the payment refunded in full; no credit note (nothing was sold).
        await sandbox.settleRefund(atPaystack[0].id, 'processed');
        await until(async () => (await paymentView(payment.id)).refundState === 'full', 'the refund is processed');
        const after = await paymentView(payment.id);
        expect(after).toMatchObject({ status: 'rejected', refundedCents: charged.amount, refundableCents: 0 });
        expect(after.refunds[0]).toMatchObject({ status: 'processed', creditNoteNumber: null });
        expect(await outbox(email, 'refund-processed')).toHaveLength(0);
        const rejected = await json<PaymentView[]>(
          root,
          'GET',
          `/admin/payments?status=rejected&q=${payment.reference}`,
        );
        expect(rejected.body.map((row) => row.id)).toEqual([payment.id]);
      },
    );
  });
});
