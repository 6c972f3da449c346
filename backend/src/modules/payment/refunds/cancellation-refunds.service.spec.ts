import { Logger } from '@nestjs/common';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import {
  type BookingsService,
  type CancellationContext,
  type CancellationListener,
} from '../../booking/bookings.service.js';
import { SpaceBooking } from '../../booking/entities/space-booking.entity.js';
import { type Payment } from '../entities/payment.entity.js';
import { Refund } from '../entities/refund.entity.js';
import { CancellationRefunds } from './cancellation-refunds.service.js';
import { FakePaystackRefunds, FakeRefundDatabase, refundServices } from './refund-fakes.js';

/**
 * What a cancelled booking's rows give back: their share of their group's payment, never more than is left of it,
 * written in the cancellation's transaction and sent once it commits. Bookings, the database and Paystack are fakes.
 */

const GROUP = 'group-1';

/** The booking module as the refund sees it: the group's rows, and the cancellation listener it registers. */
class FakeBookings {
  rows: SpaceBooking[] = [];
  listener: CancellationListener | null = null;

  group(prices: (number | null)[]): SpaceBooking[] {
    this.rows = prices.map((priceCents, index) =>
      Object.assign(new SpaceBooking('meeting-room', `2026-12-0${index + 1}`, '10:00'), {
        bookingGroupId: GROUP,
        priceCents,
      }),
    );
    return this.rows;
  }

  service(): BookingsService {
    const fake: Pick<BookingsService, 'onCancelled' | 'groupRows'> = {
      onCancelled: (listener) => void (this.listener = listener),
      groupRows: async () => this.rows,
    };
    return fake as BookingsService;
  }
}

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
  const bookings = new FakeBookings();
  const cancellations = new CancellationRefunds(
    bookings.service(),
    database.repository(),
    services.refunds,
    database.auditLog(),
  );
  cancellations.onModuleInit();
  // The cancellation's own transaction, as the booking module would open it.
  const cancellation = new FakeUnitOfWork();
  const cancel = (rows: SpaceBooking[], context: CancellationContext) =>
    cancellation.run((tx) => bookings.listener!(tx, rows, context));
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

    await outcome!.afterCommit!();
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

  it('refunds nothing when the canceller keeps the money, nothing was paid, or the row has no group', async () => {
    const { database, bookings, cancel } = setUp();
    const [row] = bookings.group([500_000]);

    expect(await cancel([row], byCustomer)).toBeNull();
    paidGroup(database, 500_000);
    expect(await cancel([row], { ...byStaff, refund: false })).toBeNull();
    expect(await cancel([Object.assign(row, { bookingGroupId: null })], byCustomer)).toBeNull();
    expect(database.refunds.size).toBe(0);
  });

  it('leaves money paid at the desk for staff to hand back, and says so', async () => {
    const { database, paystack, bookings, cancel } = setUp();
    const payment = paidGroup(database, 300_000, { channel: 'mpesa', recordedByUsername: 'wanjiku' });
    const [row] = bookings.group([300_000]);

    const outcome = await cancel([row], byCustomer);
    expect(outcome).toMatchObject({ refundCents: 300_000, refundAtDesk: true });

    await outcome!.afterCommit!();
    expect(paystack.sent).toEqual([]);
    expect(database.refundsOfPayment(payment)[0].status).toBe('awaiting-hand-back');
  });
});
