import { buildPermissionMap } from '@coworking/domain';
import { BookingsService } from '../../src/modules/booking/bookings.service.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { SpaceInstanceAssignment } from '../../src/modules/booking/entities/space-instance-assignment.entity.js';
import { AuditLogEntry } from '../../src/modules/identity/entities/audit-log-entry.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { Refund } from '../../src/modules/payment/entities/refund.entity.js';
import { type PaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { CONTACT, futureWeekday, makeSpace } from '../booking/support.js';
import { createTestAppWithPaystack, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

interface Started {
  data: { reference: string };
}

/**
 * Who may make money go back, tried as the front desk would: cancelling a paid booking needs payments.refund (403,
 * nothing changes, nothing reaches Paystack); once its money went back a booking is never confirmed again (409), by
 * any route; a payment arriving for a space deleted or made inactive meanwhile is refunded, never confirmed without a
 * desk. Against the running app and the Paystack sandbox.
 */
describe('refund rights and the booking state machine', () => {
  let sandbox: PaystackSandbox;
  let testApp: TestApp;
  let closeApp: () => Promise<void>;
  let root: Session;
  let frontDesk: Session;
  let customRole: Session;
  let spaceId: string;
  let dayOffset = 0;

  const request = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${testApp.api}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const as = async <T>(session: Session, method: string, path: string, body?: unknown) => {
    const response = await session.request(method, path, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const eventually = async (check: () => Promise<boolean>, what = 'condition') => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what} not reached in time`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const freshDate = () => futureWeekday(30 + 7 * dayOffset++);
  const checkout = (email: string, date = freshDate(), space = spaceId) =>
    request<Started>('POST', '/payments/booking/initialize', {
      ...CONTACT,
      email,
      bookingData: { type: 'space', spaceId: space, dates: [date], times: ['10:00'] },
    });
  const bookingOf = (email: string) => testApp.em().findOneOrFail(SpaceBooking, { contact: { email } });
  const paidBooking = async (email: string) => {
    const started = await checkout(email);
    expect(started.status).toBe(200);
    await sandbox.pay(started.body.data.reference, 'success', 'card');
    await eventually(async () => (await bookingOf(email)).status === 'confirmed', 'confirmation');
    return { reference: started.body.data.reference, booking: await bookingOf(email) };
  };
  const refundsOf = (reference: string) => testApp.em().find(Refund, { payment: { reference } });
  const sandboxRefundsOf = (reference: string) =>
    sandbox.refunds().filter((refund) => refund.transaction_reference === reference);
  /** Everything a refused change could have touched, to show it touched nothing. */
  const snapshot = async (email: string, reference: string) => {
    const booking = await bookingOf(email);
    return {
      booking: { status: booking.status, notes: booking.notes, cancelledBy: booking.cancelledBy },
      assignments: await testApp.em().count(SpaceInstanceAssignment, { booking: booking.id }),
      refunds: (await refundsOf(reference)).map((refund) => [refund.amountCents, refund.status]),
      atPaystack: sandboxRefundsOf(reference).length,
      audit: await testApp.em().count(AuditLogEntry, { resourceId: booking.id }),
      mail: await testApp.em().count(MailOutbox, { recipient: email }),
    };
  };

  beforeAll(async () => {
    ({ testApp, sandbox, close: closeApp } = await createTestAppWithPaystack('refund_rights'));
    spaceId = (await makeSpace(testApp.em(), { name: 'Hot desk', rate: '500.00' })).space.id;
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    // The front-desk system role, and a custom role that may edit bookings but not refund.
    await makeAdmin(testApp.em(), { username: 'front-desk', role: 'moderator' });
    frontDesk = await signIn(testApp.api, 'front-desk');
    await makeAdmin(testApp.em(), {
      username: 'bookings-clerk',
      permissions: buildPermissionMap((resource, action) => resource === 'bookings' || action === 'view'),
    });
    customRole = await signIn(testApp.api, 'bookings-clerk');
  });
  afterAll(async () => {
    await closeApp();
  });

  it('refuses a paid booking’s cancellation to admins without payments.refund: 403, nothing changes, nothing refunded', async () => {
    const email = 'front-desk-cancel@example.com';
    const { reference, booking } = await paidBooking(email);
    const before = await snapshot(email, reference);
    expect(before).toMatchObject({ booking: { status: 'confirmed' }, assignments: 1, refunds: [], atPaystack: 0 });

    for (const session of [frontDesk, customRole])
      for (const body of [
        { status: 'cancelled' },
        { status: 'cancelled', refund: true, notes: 'Customer phoned' },
        // Keeping the money is a decision about it too.
        { status: 'cancelled', refund: false },
      ]) {
        const refused = await as<{ message: string }>(session, 'PUT', `/admin/bookings/${booking.id}`, body);
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe(
          "This booking has been paid for: cancelling it decides what happens to the customer's money, so an admin with refund rights (payments.refund) must cancel it.",
        );
      }
    // By the bulk route (tour requests only) it is refused as well, and it changes nothing either.
    const bulk = await as<{ message: string }>(frontDesk, 'POST', '/admin/bookings/bulk-status', {
      ids: [booking.id],
      status: 'rejected',
    });
    expect(bulk.status).toBe(400);
    expect(bulk.body.message).toContain('Only tour requests are approved or rejected together');
    expect(await snapshot(email, reference)).toEqual(before);

    // The front desk still changes notes and cancels what nobody paid for.
    expect((await as(frontDesk, 'PUT', `/admin/bookings/${booking.id}`, { notes: 'Window seat' })).status).toBe(200);
    const unpaid = await checkout('unpaid-hold@example.com');
    expect(unpaid.status).toBe(200);
    const hold = await bookingOf('unpaid-hold@example.com');
    const cancelled = await as<{ status: string }>(frontDesk, 'PUT', `/admin/bookings/${hold.id}`, {
      status: 'cancelled',
    });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled' } });
  });

  it('lets a super admin cancel with a refund, then refuses confirming it again (409) by every route', async () => {
    const email = 'admin-cancel@example.com';
    const { reference, booking } = await paidBooking(email);
    const cancelled = await as<{ status: string }>(root, 'PUT', `/admin/bookings/${booking.id}`, {
      status: 'cancelled',
    });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    const payment = await testApp.em().findOneOrFail(Payment, { reference });
    expect((await refundsOf(reference)).map((refund) => [refund.amountCents, refund.requestedBy])).toEqual([
      [payment.amountCents, 'staff'],
    ]);
    expect(sandboxRefundsOf(reference)).toHaveLength(1);
    const before = await snapshot(email, reference);

    // The refund is on its way (pending at Paystack): the booking cannot take the slot back.
    for (const session of [root, frontDesk]) {
      const refused = await as<{ message: string }>(session, 'PUT', `/admin/bookings/${booking.id}`, {
        status: 'confirmed',
        notes: 'Customer changed their mind',
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        "This booking's payment has been refunded (in part or in full) or a refund is on its way, so it cannot be confirmed again. Book again instead.",
      );
    }
    const toPending = await as<{ message: string }>(root, 'PUT', `/admin/bookings/${booking.id}`, {
      status: 'pending',
    });
    expect(toPending).toMatchObject({
      status: 409,
      body: { message: 'A cancelled booking cannot go back to pending (waiting for payment): book again instead.' },
    });
    const bulk = await as(root, 'POST', '/admin/bookings/bulk-status', { ids: [booking.id], status: 'approved' });
    expect(bulk.status).toBe(400);
    expect(await snapshot(email, reference)).toEqual(before);

    // Processed, it is refunded for good: still no way back.
    await sandbox.settleRefund(Number((await refundsOf(reference))[0].paystackRefundId), 'processed');
    await eventually(async () => (await testApp.em().findOneOrFail(Payment, { reference })).refundedCents > 0);
    expect((await as(root, 'PUT', `/admin/bookings/${booking.id}`, { status: 'confirmed' })).status).toBe(409);
    expect((await bookingOf(email)).status).toBe('cancelled');
  });

  it('lets staff confirm again a paid booking that was cancelled without a refund (the money never left)', async () => {
    const email = 'kept-money@example.com';
    const { reference, booking } = await paidBooking(email);
    expect(
      (await as(root, 'PUT', `/admin/bookings/${booking.id}`, { status: 'cancelled', refund: false })).status,
    ).toBe(200);
    const back = await as<{ status: string }>(root, 'PUT', `/admin/bookings/${booking.id}`, { status: 'confirmed' });
    expect(back).toMatchObject({ status: 200, body: { status: 'confirmed' } });
    expect(await testApp.em().count(SpaceInstanceAssignment, { booking: booking.id })).toBe(1);
    expect(await refundsOf(reference)).toEqual([]);
    // A confirmed booking never goes back to waiting for payment.
    expect((await as(root, 'PUT', `/admin/bookings/${booking.id}`, { status: 'pending' })).status).toBe(409);
  });

  it.each([
    ['deleted', async (id: string) => as(root, 'DELETE', `/admin/spaces/${id}`), 'Paid after its space was deleted'],
    [
      'made inactive',
      async (id: string) => as(root, 'PUT', `/admin/spaces/${id}`, { isActive: false }),
      'Paid after the hold expired and the space was made inactive',
    ],
  ])('refunds a late payment for a space %s meanwhile, and never confirms it', async (what, change, note) => {
    const email = `late-${what.replace(' ', '-')}@example.com`;
    const space = (await makeSpace(testApp.em(), { name: `Room ${what}`, rate: '800.00' })).space;
    const started = await checkout(email, freshDate(), space.id);
    expect(started.status).toBe(200);
    await testApp.app.get(BookingsService).releaseExpiredHolds(new Date(Date.now() + 16 * 60_000));
    expect((await bookingOf(email)).status).toBe('cancelled');
    expect((await change(space.id)).status).toBeLessThan(300);

    await sandbox.pay(started.body.data.reference, 'success');
    await eventually(async () => (await refundsOf(started.body.data.reference)).length === 1, 'automatic refund');
    const payment = await testApp.em().findOneOrFail(Payment, { reference: started.body.data.reference });
    expect(payment.status).toBe('success');
    expect((await refundsOf(started.body.data.reference))[0]).toMatchObject({
      amountCents: payment.amountCents,
      requestedBy: 'system',
    });
    expect(sandboxRefundsOf(started.body.data.reference)).toHaveLength(1);
    const booking = await bookingOf(email);
    expect(booking).toMatchObject({ status: 'cancelled', cancelledBy: 'hold' });
    expect(booking.notes).toContain(note);
    expect(await testApp.em().count(SpaceInstanceAssignment, { booking: booking.id })).toBe(0);
    const mail = await testApp.em().find(MailOutbox, { recipient: email });
    const templates = mail.map((row) => row.templateName);
    expect(templates).not.toContain('booking-confirmed');
    expect(templates).toContain('payment-not-delivered');
    // The customer reads what happened: the space is gone, not that someone else took the slot.
    const notDelivered = mail.find((row) => row.templateName === 'payment-not-delivered')!;
    expect(notDelivered.variables.reason).toBe('the space is no longer available for booking.');
    expect(JSON.stringify(notDelivered.variables)).not.toContain('someone else');
    expect((await refundsOf(started.body.data.reference))[0].reason).toBe(
      'The space is no longer available for booking',
    );
    // Nor can staff confirm it now: there is no desk to give it.
    expect((await as(root, 'PUT', `/admin/bookings/${booking.id}`, { status: 'confirmed' })).status).toBe(409);
  });

  it('refunds a payment arriving for a booking staff cancelled before it was paid, and says so', async () => {
    const email = 'cancelled-before-paid@example.com';
    const started = await checkout(email);
    expect(started.status).toBe(200);
    const booking = await bookingOf(email);
    expect((await as(root, 'PUT', `/admin/bookings/${booking.id}`, { status: 'cancelled' })).status).toBe(200);

    // The payer's Paystack tab was still open: they pay after all.
    await sandbox.pay(started.body.data.reference, 'success');
    await eventually(async () => (await refundsOf(started.body.data.reference)).length === 1, 'automatic refund');
    expect(await bookingOf(email)).toMatchObject({ status: 'cancelled', cancelledBy: 'staff' });
    const notDelivered = await testApp
      .em()
      .findOneOrFail(MailOutbox, { recipient: email, templateName: 'payment-not-delivered' });
    expect(notDelivered.variables.reason).toBe('the booking had been cancelled before your payment reached us.');
    expect((await refundsOf(started.body.data.reference))[0].reason).toBe(
      'The booking was cancelled before the payment arrived',
    );
  });
});
