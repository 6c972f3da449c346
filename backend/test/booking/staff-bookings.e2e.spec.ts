import { venueToday } from '@coworking/domain';
import { BookingsService } from '../../src/modules/booking/bookings.service.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { SpaceInstanceAssignment } from '../../src/modules/booking/entities/space-instance-assignment.entity.js';
import { type SpaceInstance } from '../../src/modules/booking/entities/space-instance.entity.js';
import { AuditLogEntry } from '../../src/modules/identity/entities/audit-log-entry.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { type PaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { until } from '../support/until.js';
import { createTestAppWithPaystack, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';
import { futureWeekday, makeSpace } from './support.js';

interface Created {
  bookingGroupId: string;
  reference: string;
  bookingIds: string[];
  status: 'confirmed' | 'pending';
  paymentId: string;
  paymentReference: string;
  amountCents: number;
  discountCents: number;
  receiptNumber: string | null;
  payUrl: string | null;
  holdExpiresAt: string | null;
}

interface LedgerRow {
  id: string;
  channel: string | null;
  recordedBy: string | null;
  status: string;
  amountCents: number;
  receiptNumber: string | null;
}

describe('staff book walk-ins and phone customers from the calendar, with offline payments', () => {
  let testApp: TestApp;
  let sandbox: PaystackSandbox;
  let close: () => Promise<void>;
  let root: Session;
  let frontDesk: Session;
  let spaceId: string;
  let instances: SpaceInstance[];
  let dayOffset = 0;

  /** A fresh weekday per test, so one test's bookings never hold another's slot. */
  const freshDate = () => futureWeekday(14 + 7 * dayOffset++);
  const walkIn = (email: string) => ({ firstName: 'Achieng', lastName: 'Otieno', email, phone: '+254722000111' });
  const book = async (session: Session, body: Record<string, unknown>) => {
    const response = await session.request('POST', '/admin/bookings', { spaceId, ...body });
    return { status: response.status, body: (await response.json()) as Created & { message: string } };
  };
  const ledgerRow = async (paymentId: string) => {
    const response = await root.request('GET', `/admin/payments/${paymentId}`);
    return (await response.json()) as LedgerRow;
  };
  const auditOf = (resource: string, resourceId: string) =>
    testApp.em().find(AuditLogEntry, { resource, resourceId }, { populate: ['admin'] });
  const mailTo = (email: string) =>
    testApp.em().find(MailOutbox, { recipient: email }, { orderBy: { templateName: 'asc' } });
  const assignmentOf = (bookingId: string) =>
    testApp.em().findOne(SpaceInstanceAssignment, { booking: bookingId }, { populate: ['instance'] });

  beforeAll(async () => {
    ({ testApp, sandbox, close } = await createTestAppWithPaystack('staff_bookings'));
    ({
      space: { id: spaceId },
      instances,
    } = await makeSpace(testApp.em(), { name: 'Boardroom', rate: '1500.00', instances: 2 }));
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    await makeAdmin(testApp.em(), { username: 'frontdesk', role: 'moderator' });
    frontDesk = await signIn(testApp.api, 'frontdesk');
  });
  afterAll(() => close());

  it.each([
    ['cash', {}, 'cash'],
    ['mpesa', { mpesaCode: 'qgh4k2l9pz' }, 'mpesa'],
    ['bank_transfer', { bankReference: 'EQ-2026-7781' }, 'bank_transfer'],
    ['complimentary', { complimentaryReason: 'Partner launch, agreed with the manager' }, 'complimentary'],
  ])(
    'records a %s payment: confirmed at once, in the ledger with its channel and recorder, receipted and audited',
    async (paymentKind, fields, channel) => {
      const email = `${paymentKind}@example.com`;
      const created = await book(root, {
        ...walkIn(email),
        instanceId: instances[0].id,
        dates: [freshDate()],
        slots: ['10:00'],
        paymentKind,
        ...fields,
      });
      expect(created.status).toBe(201);
      const free = paymentKind === 'complimentary';
      expect(created.body).toMatchObject({
        status: 'confirmed',
        amountCents: free ? 0 : 300_000,
        discountCents: free ? 300_000 : 0,
        payUrl: null,
      });
      expect(created.body.receiptNumber).toMatch(new RegExp(`^SCH-${venueToday().slice(0, 4)}-\\d{6}$`));

      const [row] = await testApp.em().find(SpaceBooking, { bookingGroupId: created.body.bookingGroupId });
      expect(row.status).toBe('confirmed');
      expect((await assignmentOf(row.id))?.instance.id).toBe(instances[0].id);

      expect(await ledgerRow(created.body.paymentId)).toMatchObject({
        channel,
        recordedBy: ROOT.username,
        status: 'success',
        receiptNumber: created.body.receiptNumber,
      });
      const payment = await testApp.em().findOneOrFail(Payment, { id: created.body.paymentId });
      if (paymentKind === 'mpesa') expect(payment.mpesaCode).toBe('QGH4K2L9PZ');
      if (paymentKind === 'bank_transfer') expect(payment.bankReference).toBe('EQ-2026-7781');
      if (free) expect(payment.staffNote).toBe('Partner launch, agreed with the manager');

      const [paymentAudit] = await auditOf('payments', created.body.paymentId);
      expect(paymentAudit).toMatchObject({ action: 'create', adminUsername: ROOT.username });
      expect(paymentAudit.changes?.payment.to).toMatchObject({
        kind: paymentKind,
        receiptNumber: payment.receiptNumber,
      });
      expect(await auditOf('bookings', created.body.bookingGroupId)).toHaveLength(1);
      expect((await mailTo(email)).map((mail) => mail.templateName)).toEqual(
        free ? ['booking-confirmed'] : ['booking-confirmed', 'payment-receipt'],
      );
    },
  );

  it('numbers the receipts of offline payments without gaps, after the ones before', async () => {
    const date = freshDate();
    const numbers: string[] = [];
    for (const slot of ['08:00', '12:00', '14:00']) {
      const created = await book(root, {
        ...walkIn('series@example.com'),
        dates: [date],
        slots: [slot],
        paymentKind: 'cash',
      });
      numbers.push(created.body.receiptNumber!);
    }
    const sequence = numbers.map((number) => Number(number.slice(-6)));
    expect(sequence).toEqual([sequence[0], sequence[0] + 1, sequence[0] + 2]);
  });

  it('refuses a malformed M-Pesa code (400) and a code already recorded (409), holding nothing for either', async () => {
    const date = freshDate();
    const bad = await book(root, {
      ...walkIn('bad-code@example.com'),
      dates: [date],
      slots: ['10:00'],
      paymentKind: 'mpesa',
      mpesaCode: 'QGH4K2',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/10 capital letters and digits/);

    const first = await book(root, {
      ...walkIn('code@example.com'),
      dates: [date],
      slots: ['10:00'],
      paymentKind: 'mpesa',
      mpesaCode: 'RKT7PQ2M4X',
    });
    expect(first.status).toBe(201);
    const again = await book(root, {
      ...walkIn('code@example.com'),
      dates: [date],
      slots: ['14:00'],
      paymentKind: 'mpesa',
      mpesaCode: 'rkt7pq2m4x',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(first.body.paymentReference);
    expect(await testApp.em().count(SpaceBooking, { date, time: '14:00' })).toBe(0);
  });

  it('refuses a taken slot naming the booking that holds it, and books another instance when none is named', async () => {
    const date = freshDate();
    const holder = await book(root, {
      ...walkIn('holder@example.com'),
      instanceId: instances[0].id,
      dates: [date],
      slots: ['10:00'],
      paymentKind: 'cash',
    });
    const refused = await book(root, {
      ...walkIn('second@example.com'),
      instanceId: instances[0].id,
      dates: [date],
      slots: ['10:00'],
      paymentKind: 'cash',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `That slot is taken: booking ${holder.body.reference} (Achieng Otieno, Room 1, ${date} at 10:00) holds it.`,
    );
    expect(await testApp.em().count(Payment, { email: 'second@example.com' })).toBe(0);

    const elsewhere = await book(root, {
      ...walkIn('second@example.com'),
      dates: [date],
      slots: ['10:00'],
      paymentKind: 'cash',
    });
    expect(elsewhere.status).toBe(201);
    expect((await assignmentOf(elsewhere.body.bookingIds[0]))?.instance.id).toBe(instances[1].id);
    const full = await book(root, {
      ...walkIn('third@example.com'),
      dates: [date],
      slots: ['10:00'],
      paymentKind: 'cash',
    });
    expect(full.status).toBe(409);
    expect(full.body.message).toContain(`booking ${holder.body.reference}`);
  });

  it('lets exactly one of several staff booking the same slot at once win; the rest record no money', async () => {
    const date = freshDate();
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        book(index % 2 ? frontDesk : root, {
          ...walkIn(`race-${index}@example.com`),
          instanceId: instances[1].id,
          dates: [date],
          slots: ['16:00'],
          paymentKind: 'mpesa',
          mpesaCode: `RACE00000${index}`,
        }),
      ),
    );
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await testApp.em().count(Payment, { email: { $like: 'race-%' } })).toBe(1);
    expect(await testApp.em().count(SpaceBooking, { date, time: '16:00', status: { $ne: 'cancelled' } })).toBe(1);
  });

  it('sends a pay link: holds the slot, e-mails the checkout, and the sandbox charge confirms it once', async () => {
    const email = 'phone-customer@example.com';
    const created = await book(frontDesk, {
      ...walkIn(email),
      dates: [freshDate()],
      slots: ['10:00'],
      paymentKind: 'pay_link',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', amountCents: 300_000, receiptNumber: null });
    expect(created.body.payUrl).toContain(`${sandbox.url}/checkout/`);
    expect(new Date(created.body.holdExpiresAt!).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    const [link] = await mailTo(email);
    expect(link.templateName).toBe('booking-pay-link');
    expect(JSON.stringify(link.variables)).toContain(created.body.payUrl);
    expect(await ledgerRow(created.body.paymentId)).toMatchObject({ status: 'pending', recordedBy: 'frontdesk' });

    await sandbox.pay(created.body.paymentReference, 'success', 'mobile_money');
    await until(
      async () =>
        (await testApp.em().findOneOrFail(SpaceBooking, { id: created.body.bookingIds[0] })).status === 'confirmed',
      'the paid pay link confirms the booking',
    );
    const verify = await fetch(`${testApp.api}/payments/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference: created.body.paymentReference }),
    });
    expect(verify.status).toBe(200);
    const payment = await testApp.em().findOneOrFail(Payment, { id: created.body.paymentId });
    expect(payment).toMatchObject({ status: 'success', channel: 'mobile_money', recordedByUsername: 'frontdesk' });
    expect(payment.receiptNumber).not.toBeNull();
    expect((await mailTo(email)).map((mail) => mail.templateName)).toEqual([
      'booking-confirmed',
      'booking-pay-link',
      'payment-receipt',
    ]);
  });

  it('lets an unpaid pay link hold run out: the slot is free again for the next customer', async () => {
    const date = freshDate();
    const link = await book(root, {
      ...walkIn('never-paid@example.com'),
      instanceId: instances[0].id,
      dates: [date],
      slots: ['10:00'],
      paymentKind: 'pay_link',
    });
    expect(link.status).toBe(201);
    const blocked = await book(root, {
      ...walkIn('walk-in@example.com'),
      instanceId: instances[0].id,
      dates: [date],
      slots: ['10:00'],
      paymentKind: 'cash',
    });
    expect(blocked.status).toBe(409);

    await testApp.app.get(BookingsService).releaseExpiredHolds(new Date(Date.now() + 16 * 60_000));
    expect((await testApp.em().findOneOrFail(SpaceBooking, { id: link.body.bookingIds[0] })).status).toBe('cancelled');
    const taken = await book(root, {
      ...walkIn('walk-in@example.com'),
      instanceId: instances[0].id,
      dates: [date],
      slots: ['10:00'],
      paymentKind: 'cash',
    });
    expect(taken.status).toBe(201);
  });

  it('moves a paid booking only where it is free, atomically, keeping its price and payment; audited', async () => {
    const date = freshDate();
    const moving = await book(root, {
      ...walkIn('mover@example.com'),
      instanceId: instances[0].id,
      dates: [date],
      slots: ['10:00'],
      paymentKind: 'cash',
    });
    const other = await book(root, {
      ...walkIn('other@example.com'),
      instanceId: instances[1].id,
      dates: [date],
      slots: ['10:00'],
      paymentKind: 'cash',
    });
    const [bookingId] = moving.body.bookingIds;
    const move = (body: Record<string, unknown>) => root.request('POST', `/admin/bookings/${bookingId}/move`, body);

    const refused = await move({ instanceId: instances[1].id });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain(`booking ${other.body.reference}`);
    expect((await assignmentOf(bookingId))?.instance.id).toBe(instances[0].id);

    const moved = await move({ instanceId: instances[1].id, time: '14:00' });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id: bookingId, date, time: '14:00', status: 'confirmed' });
    expect(await (await root.request('GET', `/admin/bookings/${bookingId}`)).json()).toMatchObject({
      time: '14:00',
      spaceName: 'Boardroom',
      bookingGroupId: moving.body.bookingGroupId,
    });
    const assignment = await assignmentOf(bookingId);
    expect(assignment?.instance.id).toBe(instances[1].id);
    expect(assignment?.startAt.toISOString()).toBe(new Date(`${date}T14:00:00+03:00`).toISOString());
    // The old slot is free for someone else now.
    const next = await book(root, {
      ...walkIn('next@example.com'),
      instanceId: instances[0].id,
      dates: [date],
      slots: ['10:00'],
      paymentKind: 'cash',
    });
    expect(next.status).toBe(201);

    const payment = await testApp.em().findOneOrFail(Payment, { id: moving.body.paymentId });
    expect(payment).toMatchObject({ status: 'success', amountCents: 300_000 });
    expect((await testApp.em().findOneOrFail(SpaceBooking, { id: bookingId })).priceCents).toBe(300_000);
    const audit = (await auditOf('bookings', bookingId)).find((entry) => entry.action === 'update');
    expect(audit?.changes).toMatchObject({
      time: { from: '10:00', to: '14:00' },
      instanceId: { from: instances[0].id, to: instances[1].id },
    });
    expect((await move({ instanceId: instances[1].id, time: '14:00' })).status).toBe(400);
  });

  it('bounds the discount, wants a reason, and leaves giving money away to admins who may refund', async () => {
    const date = freshDate();
    const base = { ...walkIn('discount@example.com'), dates: [date], paymentKind: 'cash' };
    const tooMuch = await book(root, {
      ...base,
      slots: ['08:00'],
      discountKind: 'percent',
      discountValue: 60,
      discountReason: 'Regular',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toMatch(/at most 50%/);
    expect(
      (
        await book(root, {
          ...base,
          slots: ['08:00'],
          discountKind: 'cents',
          discountValue: 150_001,
          discountReason: 'Regular',
        })
      ).status,
    ).toBe(400);
    expect((await book(root, { ...base, slots: ['08:00'], discountKind: 'percent', discountValue: 10 })).status).toBe(
      400,
    );

    const quote = await root.request('POST', '/admin/bookings/quote', {
      spaceId,
      dates: [date],
      slots: ['08:00'],
      discountKind: 'percent',
      discountValue: 10,
    });
    expect(await quote.json()).toMatchObject({
      priceCents: 300_000,
      discountCents: 30_000,
      totalCents: 270_000,
      holdMinutes: 15,
    });

    const discounted = await book(root, {
      ...base,
      slots: ['08:00'],
      discountKind: 'percent',
      discountValue: 10,
      discountReason: 'Regular customer',
    });
    expect(discounted.status).toBe(201);
    expect(discounted.body).toMatchObject({ amountCents: 270_000, discountCents: 30_000 });
    expect(await testApp.em().findOneOrFail(Payment, { id: discounted.body.paymentId })).toMatchObject({
      amountCents: 270_000,
      discountCents: 30_000,
      staffNote: 'Regular customer',
    });

    // The front desk books and records payments, but neither discounts nor gives bookings away.
    expect(
      (
        await book(frontDesk, {
          ...base,
          slots: ['12:00'],
          discountKind: 'cents',
          discountValue: 100,
          discountReason: 'Nice',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await book(frontDesk, {
          ...base,
          slots: ['12:00'],
          paymentKind: 'complimentary',
          complimentaryReason: 'Friend',
        })
      ).status,
    ).toBe(403);
    expect((await book(frontDesk, { ...base, slots: ['12:00'] })).status).toBe(201);
  });

  it('never sends the refund of a payment taken at the desk to Paystack: staff are told to hand it back', async () => {
    const paid = await book(root, {
      ...walkIn('refund-cash@example.com'),
      dates: [freshDate()],
      slots: ['10:00'],
      paymentKind: 'cash',
    });
    const cancelled = await root.request('PUT', `/admin/bookings/${paid.body.bookingIds[0]}`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    await until(
      async () => (await testApp.em().count(MailOutbox, { templateName: 'payment-attention-staff' })) > 0,
      'staff are told to hand the money back',
    );
    const detail = (await (await root.request('GET', `/admin/payments/${paid.body.paymentId}`)).json()) as {
      refunds: { status: string; failure: string | null; amountCents: number }[];
    };
    expect(detail.refunds).toEqual([
      expect.objectContaining({
        status: 'awaiting-hand-back',
        amountCents: 300_000,
        failure: expect.stringMatching(/hand the money back/),
      }),
    ]);
    expect(sandbox.refunds()).toEqual([]);
  });

  it('refuses staff without the bookings create permission', async () => {
    await makeAdmin(testApp.em(), { username: 'viewer', permissions: { bookings: { view: true, edit: true } } });
    const viewer = await signIn(testApp.api, 'viewer');
    const refused = await book(viewer, {
      ...walkIn('nope@example.com'),
      dates: [freshDate()],
      slots: ['10:00'],
      paymentKind: 'cash',
    });
    expect(refused.status).toBe(403);
  });
});
