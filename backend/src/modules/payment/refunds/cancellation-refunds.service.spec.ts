import { Logger } from '@nestjs/common';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type Payment } from '../entities/payment.entity.js';
import { Refund } from '../entities/refund.entity.js';
import { CancellationRefunds, type CancelledRows } from './cancellation-refunds.service.js';
import { FakePaystackRefunds, FakeRefundDatabase, refundServices } from './refund-fakes.js';

/**
 * What a cancelled booking's rows give back: their share of their group's payment, never more than is left of it,
 * written in the cancellation's transaction and sent once it commits. The database and Paystack are fakes; the
 * booking module's side (which rows, in which transaction) is booking-cancellation.service.spec.ts's.
 */

const GROUP = 'group-1';

/** A row of a booking group as the booking module describes it to the refund. */
interface GroupRow {
  id: string;
  priceCents: number | null;
}

/** The booking group: its rows in id order, with their prices. */
class FakeGroup {
  rows: GroupRow[] = [];

  group(prices: (number | null)[]): GroupRow[] {
    this.rows = prices.map((priceCents, index) => ({ id: `row-${index + 1}`, priceCents }));
    return this.rows;
  }
}

type CancellationContext = Pick<CancelledRows, 'by' | 'refund' | 'reason' | 'actor'>;

const byCustomer: CancellationContext = {
  by: 'customer',
  refund: true,
  reason: 'Cancelled by the customer',
  actor: null,
};
const byStaff: CancellationContext = {
  by: 'staff',
  refund: true,
  reason: 'Boardroom flooded',
  actor: { id: 'admin-3', username: 'njeri' },
};

function setUp() {
  const database = new FakeRefundDatabase();
  const paystack = new FakePaystackRefunds();
  const services = refundServices(database, paystack);
  const bookings = new FakeGroup();
  const cancellations = new CancellationRefunds(database.repository(), services.refunds, database.auditLog());
  // The cancellation's own transaction, as the booking module opens it.
  const cancellation = new FakeUnitOfWork();
  const cancel = (cancelled: GroupRow[], context: CancellationContext) =>
    cancellation.run((tx) =>
      cancellations.refundCancelled(tx, {
        bookingGroupId: GROUP,
        rows: bookings.rows.map((row) => ({ priceCents: row.priceCents, cancelled: cancelled.includes(row) })),
        ...context,
      }),
    );
  return { database, paystack, bookings, cancel };
}

function paidGroup(database: FakeRefundDatabase, amountCents: number, fields: Partial<Payment> = {}): Payment {
  return database.payment(amountCents, { targetId: GROUP, ...fields });
}

beforeAll(() => Logger.overrideLogger(false));

describe('refunds of cancelled bookings', () => {
  it('refunds the cancelled rows their share of the payment, and sends it to Paystack only after the commit', async () => {
    const { database, paystack, bookings, cancel } = setUp();
    const payment = paidGroup(database, 500_000);
    const [, second, third] = bookings.group([100_000, 200_000, 200_000]);

    const outcome = await cancel([second, third], byCustomer);

    expect(outcome).toMatchObject({ refundCents: 400_000, refundAtDesk: false });
    expect(database.refundsOfPayment(payment)).toEqual([
      expect.objectContaining({ amountCents: 400_000, requestedBy: 'customer', reason: 'Cancelled by the customer' }),
    ]);
    expect(paystack.sent).toEqual([]);
    expect(database.audit).toEqual([]);

    await outcome!.afterCommit();
    expect(paystack.sent).toEqual([expect.objectContaining({ transaction: payment.reference, amount: 400_000 })]);
  });

  it('splits the payment evenly over rows booked before prices were kept', async () => {
    const { database, bookings, cancel } = setUp();
    paidGroup(database, 300_001);
    const [first, second] = bookings.group([null, null, null]);

    // The odd cent goes to the first row.
    expect((await cancel([first], byCustomer))?.refundCents).toBe(100_001);
    expect((await cancel([second], byCustomer))?.refundCents).toBe(100_000);
  });

  it('never refunds more than is left of the payment, and nothing once all of it went back', async () => {
    const { database, bookings, cancel } = setUp();
    const payment = paidGroup(database, 500_000);
    const [first, second] = bookings.group([250_000, 250_000]);
    const earlier = Object.assign(new Refund(payment, 400_000, 'Half day', { kind: 'customer' }), {
      status: 'processed',
    });
    database.refunds.set(earlier.id, earlier);

    expect((await cancel([first], byCustomer))?.refundCents).toBe(100_000);
    expect(await cancel([second], byCustomer)).toBeNull();
    expect(database.refundsOfPayment(payment).map((refund) => refund.amountCents)).toEqual([400_000, 100_000]);
  });

  it('names the staff member who cancelled as the requester, and audits the refund', async () => {
    const { database, bookings, cancel } = setUp();
    const payment = paidGroup(database, 500_000);
    const [row] = bookings.group([500_000]);

    await cancel([row], byStaff);

    expect(database.refundsOfPayment(payment)[0]).toMatchObject({
      requestedBy: 'staff',
      requestedByAdminId: 'admin-3',
      requestedByUsername: 'njeri',
      reason: 'Boardroom flooded',
    });
    expect(database.audit).toEqual([
      expect.objectContaining({
        actor: byStaff.actor,
        action: 'refund',
        resourceId: payment.id,
        changes: { refund: { from: null, to: { amountCents: 500_000, reason: 'Boardroom flooded' } } },
      }),
    ]);
  });

  it('refunds nothing when the canceller keeps the money or nothing was paid', async () => {
    const { database, bookings, cancel } = setUp();
    const [row] = bookings.group([500_000]);

    expect(await cancel([row], byCustomer)).toBeNull();
    paidGroup(database, 500_000);
    expect(await cancel([row], { ...byStaff, refund: false })).toBeNull();
    expect(database.refunds.size).toBe(0);
  });

  it('leaves money paid at the desk for staff to hand back, and says so', async () => {
    const { database, paystack, bookings, cancel } = setUp();
    const payment = paidGroup(database, 300_000, { channel: 'mpesa', recordedByUsername: 'wanjiku' });
    const [row] = bookings.group([300_000]);

    const outcome = await cancel([row], byCustomer);
    expect(outcome).toMatchObject({ refundCents: 300_000, refundAtDesk: true });

    await outcome!.afterCommit();
    expect(paystack.sent).toEqual([]);
    expect(database.refundsOfPayment(payment)[0].status).toBe('awaiting-hand-back');
  });
});
