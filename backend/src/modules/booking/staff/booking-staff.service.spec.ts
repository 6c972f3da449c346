import { SYSTEM_ROLE_PERMISSIONS, venueInstant } from '@coworking/domain';
import { CONTACT, FakeBookingDatabase } from '../booking-fakes.js';
import { bookingServices } from '../booking-service-fakes.js';
import { BookingError } from '../booking.errors.js';
import { BOOKING_MESSAGES } from '../booking.messages.js';
import { type CancellationContext, type StaffActor } from '../bookings.types.js';

const FRIDAY = '2026-12-04';

const MANAGER: StaffActor = { id: 'a1', username: 'amani', permissions: SYSTEM_ROLE_PERMISSIONS.super_admin };
/** Staff who may edit bookings but not refund money. */
const DESK: StaffActor = { id: 'a2', username: 'kioko', permissions: { bookings: { view: true, edit: true } } };

async function refusal(promise: Promise<unknown>): Promise<BookingError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof BookingError)) throw new Error(`Expected a booking refusal, got ${String(error)}`);
  return error;
}

function setUp() {
  const db = new FakeBookingDatabase();
  const boardroom = db.space({ name: 'Boardroom' });
  const { staff, refunds, unitOfWork } = bookingServices(db);
  const contexts: CancellationContext[] = [];
  refunds.answer = (_tx, { by, refund, reason, actor }) => {
    contexts.push({ by, refund, reason, actor });
    return { refundCents: refund ? 300_000 : 0, refundAtDesk: false, afterCommit: async () => undefined };
  };
  // Ten minutes before the slot: long past the customer's deadline, which does not bind staff.
  const now = venueInstant(FRIDAY, '09:50');
  const [row] = db.book(boardroom, [{ date: FRIDAY, time: '10:00' }]);
  return { db, staff, unitOfWork, contexts, now, row };
}

describe('staff changing a booking', () => {
  it('cancels a paid booking at any time when the admin may refund, refunding unless told not to', async () => {
    const { db, staff, contexts, now, row } = setUp();
    db.money.set(row.bookingGroupId!, { paid: true, moneyReturned: false });
    await staff.updateStatus(row.id, 'cancelled', 'Room under repair', { actor: MANAGER, ipAddress: '10.0.0.1' }, now);

    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'staff', notes: 'Room under repair' });
    expect(db.assignmentOf(row.id)).toBeUndefined();
    expect(contexts).toEqual([
      { by: 'staff', refund: true, reason: 'Room under repair', actor: { id: 'a1', username: 'amani' } },
    ]);
    expect(db.dispatched).toEqual([
      expect.objectContaining({
        template: 'booking-status-changed',
        to: CONTACT.email,
        variables: expect.objectContaining({ status: 'cancelled', refundAmount: '3,000', spaceTitle: 'Boardroom' }),
      }),
    ]);
    expect(db.audit).toEqual([
      expect.objectContaining({
        action: 'update',
        resource: 'bookings',
        resourceId: row.id,
        ipAddress: '10.0.0.1',
        changes: {
          status: { from: 'confirmed', to: 'cancelled' },
          notes: { from: null, to: 'Room under repair' },
        },
      }),
    ]);
  });

  it('keeps the money when staff say so', async () => {
    const { db, staff, contexts, now, row } = setUp();
    db.money.set(row.bookingGroupId!, { paid: true, moneyReturned: false });
    await staff.updateStatus(row.id, 'cancelled', undefined, { refund: false, actor: MANAGER }, now);
    expect(contexts).toEqual([expect.objectContaining({ refund: false, reason: 'Cancelled by staff' })]);
    expect(db.dispatched[0].variables).toMatchObject({ refundAmount: null });
  });

  it('refuses a paid cancellation to an admin without the refund right (403), changing nothing', async () => {
    const { db, staff, unitOfWork, contexts, now, row } = setUp();
    db.money.set(row.bookingGroupId!, { paid: true, moneyReturned: false });
    const refused = await refusal(staff.updateStatus(row.id, 'cancelled', 'Double booked', { actor: DESK }, now));
    expect(refused).toMatchObject({ code: 'paid-needs-refund-right', kind: 'forbidden' });
    expect(refused.message).toBe(BOOKING_MESSAGES.paidNeedsRefundRight);
    expect(row).toMatchObject({ status: 'confirmed', notes: null });
    expect(db.assignmentOf(row.id)).toBeDefined();
    expect([contexts, db.audit, db.dispatched]).toEqual([[], [], []]);
    expect(unitOfWork.rollbacks).toBe(1);
  });

  it('lets an admin without the refund right cancel what nobody paid for, never refunding on their behalf', async () => {
    const { staff, contexts, now, row } = setUp();
    await staff.updateStatus(row.id, 'cancelled', undefined, { refund: true, actor: DESK }, now);
    expect(row.status).toBe('cancelled');
    expect(contexts).toEqual([expect.objectContaining({ refund: false })]);
  });

  it('asks the payment module for no refund of a row outside any group: no payment names it', async () => {
    const { staff, contexts, now, row } = setUp();
    row.bookingGroupId = null;
    await staff.updateStatus(row.id, 'cancelled', undefined, { actor: MANAGER }, now);
    expect(row.status).toBe('cancelled');
    expect(contexts).toEqual([]);
  });

  it('never confirms again a booking whose money went back (409)', async () => {
    const { db, staff, now, row } = setUp();
    Object.assign(row, { status: 'cancelled', cancelledBy: 'staff' });
    db.money.set(row.bookingGroupId!, { paid: true, moneyReturned: true });
    const refused = await refusal(staff.updateStatus(row.id, 'confirmed', undefined, { actor: MANAGER }, now));
    expect(refused).toMatchObject({ code: 'refunded-cannot-confirm', kind: 'conflict' });
    expect(refused.message).toBe(BOOKING_MESSAGES.refundedCannotConfirm);
    expect(row.status).toBe('cancelled');
  });

  it('confirms a cancelled booking again with its instance and a new confirmation, when no money went back', async () => {
    const { db, staff, now, row } = setUp();
    Object.assign(row, { status: 'cancelled', cancelledBy: 'staff' });
    db.assignments = [];
    await staff.updateStatus(row.id, 'confirmed', undefined, { actor: MANAGER }, now);
    expect(row).toMatchObject({ status: 'confirmed', cancelledBy: null });
    expect(db.assignmentOf(row.id)).toBeDefined();
    expect(db.dispatched).toEqual([expect.objectContaining({ template: 'booking-confirmed', to: CONTACT.email })]);
  });

  it('changes only the notes when the status stays, telling the customer nothing', async () => {
    const { db, staff, now, row } = setUp();
    await staff.updateStatus(row.id, 'confirmed', 'Needs a projector', { actor: MANAGER }, now);
    expect(row).toMatchObject({ status: 'confirmed', notes: 'Needs a projector' });
    expect(db.dispatched).toEqual([]);
    expect(db.audit.map((entry) => entry.changes)).toEqual([{ notes: { from: null, to: 'Needs a projector' } }]);
  });

  it('answers 404 for a booking that does not exist', async () => {
    const { staff, now } = setUp();
    const refused = await refusal(staff.updateStatus('missing', 'cancelled', undefined, { actor: MANAGER }, now));
    expect(refused).toMatchObject({ code: 'booking-not-found', kind: 'not-found' });
    await expect(staff.findForStaff('missing')).rejects.toMatchObject({ code: 'booking-not-found', kind: 'not-found' });
  });
});
