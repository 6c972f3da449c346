import { formatVenueDeadline, venueInstant } from '@coworking/domain';
import { type Transaction } from '../../common/database/transaction.js';
import { CONTACT, FakeBookingDatabase } from './booking-fakes.js';
import { bookingServices } from './booking-service-fakes.js';
import { BookingError } from './booking.errors.js';
import { BOOKING_MESSAGES } from './booking.messages.js';
import { type CancellationRefund } from '../payment/refunds/cancellation-refunds.service.js';

const FRIDAY = '2026-12-04';
const HOUR = 3_600_000;

async function refusal(promise: Promise<unknown>): Promise<BookingError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof BookingError)) throw new Error(`Expected a booking refusal, got ${String(error)}`);
  return error;
}

/** A customer's confirmed booking and the cancellation service, with a fake of the payment module's refunds. */
function setUp(
  outcome: Omit<CancellationRefund, 'afterCommit'> | null = { refundCents: 300_000, refundAtDesk: false },
) {
  const db = new FakeBookingDatabase();
  const boardroom = db.space({ name: 'Boardroom' });
  const hotDesk = db.space({ name: 'Hot Desk', type: 'hot-desk', billingCycle: 'daily' });
  const { cancellation, refunds, unitOfWork } = bookingServices(db);
  const afterCommit: string[] = [];
  const freedFirst: boolean[] = [];
  refunds.answer = (_tx: Transaction, cancelled) => {
    // The refund is written in the cancelling transaction: the rows' instances are already free then.
    freedFirst.push(db.groupOf(cancelled.bookingGroupId).every((row) => !db.assignmentOf(row.id)));
    return outcome && { ...outcome, afterCommit: async () => void afterCommit.push('refund check') };
  };
  return { db, boardroom, hotDesk, cancellation, unitOfWork, heard: refunds.asked, afterCommit, freedFirst };
}

describe('a customer cancelling from the manage link', () => {
  it('cancels every active row while the policy allows, frees the instances and refunds (payment)', async () => {
    const { db, boardroom, cancellation, unitOfWork, heard, afterCommit, freedFirst } = setUp();
    const rows = db.book(boardroom, [
      { date: FRIDAY, time: '10:00' },
      { date: FRIDAY, time: '14:00' },
    ]);
    // The hourly policy closes 2 hours before the first slot: at 07:59 on Friday it is still open.
    await cancellation.cancelGroupByCustomer(rows[0].bookingGroupId!, venueInstant(FRIDAY, '07:59'));

    expect(rows.map((row) => [row.status, row.cancelledBy])).toEqual([
      ['cancelled', 'customer'],
      ['cancelled', 'customer'],
    ]);
    expect(rows.every((row) => !db.assignmentOf(row.id))).toBe(true);
    expect(heard).toEqual([
      {
        tx: unitOfWork.tx,
        cancelled: {
          bookingGroupId: rows[0].bookingGroupId,
          rows: rows.map((row) => ({ priceCents: row.priceCents, cancelled: true })),
          by: 'customer',
          refund: true,
          reason: 'Cancelled by the customer within the cancellation policy',
          actor: null,
        },
      },
    ]);
    expect(freedFirst).toEqual([true]);
    expect(unitOfWork.commits).toBe(1);
    const [customer, staff] = db.dispatched;
    expect(customer).toMatchObject({
      template: 'booking-cancelled',
      to: CONTACT.email,
      variables: {
        firstName: 'Wanjiku',
        spaceTitle: 'Boardroom',
        date: FRIDAY,
        time: '10:00, 14:00',
        refundAmount: '3,000',
        refundAtDesk: null,
      },
    });
    expect(staff).toMatchObject({
      template: 'booking-cancelled-staff',
      to: 'cancellations@syokimau.example',
      variables: { customerName: 'Wanjiku Kamau', email: CONTACT.email },
    });
    expect(afterCommit).toEqual(['refund check']);
  });

  it('refuses once the deadline has passed (409 naming it), changing nothing', async () => {
    const { db, boardroom, hotDesk, cancellation, unitOfWork, heard } = setUp();
    const [hourly] = db.book(boardroom, [{ date: FRIDAY, time: '10:00' }]);
    const [daily] = db.book(hotDesk, [{ date: FRIDAY, time: 'All Day Access' }]);

    // Exactly at the deadline is too late: 2 hours before an hourly slot, 24 hours before a day pass's opening.
    const hourlyDeadline = new Date(venueInstant(FRIDAY, '10:00').getTime() - 2 * HOUR);
    const refused = await refusal(cancellation.cancelGroupByCustomer(hourly.bookingGroupId!, hourlyDeadline));
    expect(refused).toMatchObject({ code: 'cancellation-closed', kind: 'conflict' });
    expect(refused.message).toBe(BOOKING_MESSAGES.cancellationClosed(formatVenueDeadline(hourlyDeadline)));

    const dailyDeadline = new Date(venueInstant(FRIDAY, '09:00').getTime() - 24 * HOUR);
    const lateForDaily = await refusal(
      cancellation.cancelGroupByCustomer(daily.bookingGroupId!, new Date(dailyDeadline.getTime() + 1)),
    );
    expect(lateForDaily.message).toBe(BOOKING_MESSAGES.cancellationClosed(formatVenueDeadline(dailyDeadline)));

    expect([hourly.status, daily.status]).toEqual(['confirmed', 'confirmed']);
    expect(db.assignmentOf(hourly.id)).toBeDefined();
    expect(heard).toEqual([]);
    expect(db.dispatched).toEqual([]);
    expect(unitOfWork.rollbacks).toBe(2);
  });

  it('lets a tour be cancelled until it starts', async () => {
    const { db, cancellation } = setUp(null);
    const tour = Object.assign(db.book(db.space({ name: 'Tour desk' }), [{ date: FRIDAY, time: '10:00' }])[0], {
      type: 'tour',
      space: null,
    });
    await cancellation.cancelGroupByCustomer(tour.bookingGroupId!, venueInstant(FRIDAY, '09:59'));
    expect(tour.status).toBe('cancelled');
    // Nothing was paid for a tour: the e-mail promises no refund.
    expect(db.dispatched[0].variables).toMatchObject({ spaceTitle: 'Tour & Consultation', refundAmount: null });
  });

  it('says when the booking is already cancelled (409) or unknown (404)', async () => {
    const { db, boardroom, cancellation } = setUp();
    const [row] = db.book(boardroom, [{ date: FRIDAY, time: '10:00' }], { status: 'cancelled', cancelledBy: 'staff' });
    const again = await refusal(cancellation.cancelGroupByCustomer(row.bookingGroupId!, venueInstant(FRIDAY, '06:00')));
    expect(again).toMatchObject({ code: 'already-cancelled', kind: 'conflict' });
    expect(again.message).toBe(BOOKING_MESSAGES.alreadyCancelled);
    const unknown = await refusal(cancellation.cancelGroupByCustomer('0b6f7c1e-4a53-4c6a-9a43-000000000000'));
    expect(unknown).toMatchObject({ code: 'booking-not-found', kind: 'not-found' });
    expect(unknown.message).toBe(BOOKING_MESSAGES.bookingNotFound);
  });

  it('tells a customer who paid at the desk that staff hand the money back', async () => {
    const { db, boardroom, cancellation } = setUp({ refundCents: 150_000, refundAtDesk: true });
    const [row] = db.book(boardroom, [{ date: FRIDAY, time: '10:00' }]);
    await cancellation.cancelGroupByCustomer(row.bookingGroupId!, venueInstant(FRIDAY, '06:00'));
    expect(db.dispatched[0].variables).toMatchObject({ refundAmount: '1,500', refundAtDesk: 'yes' });
  });
});
