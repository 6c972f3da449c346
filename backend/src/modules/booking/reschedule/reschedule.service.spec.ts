import { formatVenueDeadline, venueInstant } from '@coworking/domain';
import { CONTACT, FakeBookingDatabase } from '../booking-fakes.js';
import { bookingServices } from '../booking-service-fakes.js';
import { BookingError } from '../booking.errors.js';
import { BOOKING_MESSAGES } from '../booking.messages.js';
import { RESCHEDULE_MESSAGES } from './reschedule.messages.js';

/** Tuesday 1 December 2026, 09:00 in Nairobi. */
const NOW = new Date('2026-12-01T06:00:00Z');
const FRIDAY = '2026-12-04';

async function refusal(promise: Promise<unknown>): Promise<BookingError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof BookingError)) throw new Error(`Expected a booking refusal, got ${String(error)}`);
  return error;
}

/** A confirmed two-slot booking (10:00 and 12:00 on Friday) of a boardroom with one instance. */
function setUp() {
  const db = new FakeBookingDatabase();
  db.now = NOW;
  const boardroom = db.space({ name: 'Boardroom' }, 1);
  const rows = db.book(boardroom, [
    { date: FRIDAY, time: '10:00' },
    { date: FRIDAY, time: '12:00' },
  ]);
  const groupId = rows[0].bookingGroupId!;
  const { reschedule, unitOfWork } = bookingServices(db);
  const slots = () => rows.map((row) => `${row.date} ${row.time} #${row.scheduleSequence}`);
  const held = () => rows.map((row) => db.assignmentOf(row.id)?.startAt.toISOString());
  return { db, boardroom, rows, groupId, reschedule, unitOfWork, slots, held };
}

describe('a customer moving their booking', () => {
  it('moves the whole group to the new slots, keeping their distance, and sends a new confirmation', async () => {
    const { db, groupId, reschedule, unitOfWork, slots, held } = setUp();
    const moved = await reschedule.moveGroup(groupId, { date: FRIDAY, time: '14:00' });

    expect(moved).toHaveLength(2);
    expect(slots()).toEqual([`${FRIDAY} 14:00 #1`, `${FRIDAY} 16:00 #1`]);
    expect(held()).toEqual([venueInstant(FRIDAY, '14:00').toISOString(), venueInstant(FRIDAY, '16:00').toISOString()]);
    // The manage links now last until the moved booking ends.
    expect(db.linksValidUntil).toEqual([{ bookingGroupId: groupId, endAt: venueInstant(FRIDAY, '18:00') }]);
    expect(db.dispatched).toEqual([
      expect.objectContaining({
        template: 'booking-confirmed',
        to: CONTACT.email,
        variables: { rows: slots().map((slot) => slot.slice(0, -3)) },
      }),
    ]);
    expect(unitOfWork.commits).toBe(1);
  });

  it('refuses a slot someone else holds (409), leaving every row where it was', async () => {
    const { db, boardroom, groupId, reschedule, unitOfWork, slots, held } = setUp();
    const before = { slots: slots(), held: held() };
    // The later row moves first (to 16:00, free); the first row's new slot, 14:00, is taken.
    db.book(boardroom, [{ date: FRIDAY, time: '14:00' }]);

    const refused = await refusal(reschedule.moveGroup(groupId, { date: FRIDAY, time: '14:00' }));
    expect(refused).toMatchObject({ code: 'fully-booked', kind: 'conflict' });
    expect(refused.message).toBe(BOOKING_MESSAGES.fullyBooked('Boardroom', FRIDAY, '14:00'));
    expect({ slots: slots(), held: held() }).toEqual(before);
    expect(db.linksValidUntil).toEqual([]);
    expect(db.dispatched).toEqual([]);
    expect([unitOfWork.commits, unitOfWork.rollbacks]).toEqual([0, 1]);
  });

  it('refuses after the cancellation deadline (409 naming it), leaving the booking as it was', async () => {
    const { db, groupId, reschedule, slots } = setUp();
    const deadline = venueInstant(FRIDAY, '08:00');
    db.now = deadline;
    const refused = await refusal(reschedule.moveGroup(groupId, { date: FRIDAY, time: '14:00' }));
    expect(refused).toMatchObject({ code: 'move-closed', kind: 'conflict' });
    expect(refused.message).toBe(RESCHEDULE_MESSAGES.closed(formatVenueDeadline(deadline)));
    expect(slots()).toEqual([`${FRIDAY} 10:00 #0`, `${FRIDAY} 12:00 #0`]);
    expect(db.dispatched).toEqual([]);
  });

  it('keeps an allowance booking inside the period its allowance was taken from', async () => {
    const { db, rows, groupId, reschedule, slots } = setUp();
    for (const row of rows)
      db.allowanceUses.set(row.id, {
        periodStart: '2026-11-20',
        currentPeriodStart: '2026-11-20',
        currentPeriodEnd: '2026-12-20',
        previousPeriodStart: null,
      });
    const refused = await refusal(reschedule.moveGroup(groupId, { date: '2026-12-22', time: '10:00' }));
    expect(refused.message).toBe(RESCHEDULE_MESSAGES.outsideAllowancePeriod('2026-11-20', '2026-12-19'));
    expect(slots()).toEqual([`${FRIDAY} 10:00 #0`, `${FRIDAY} 12:00 #0`]);
  });

  it('opens the group of a manage link, and refuses a link that is wrong or expired (404)', async () => {
    const { db, groupId, reschedule, slots } = setUp();
    db.manageLinks.set('a-valid-manage-link-token', groupId);
    await reschedule.moveByManageToken('a-valid-manage-link-token', { date: '2026-12-11', time: '10:00' });
    expect(slots()).toEqual(['2026-12-11 10:00 #1', '2026-12-11 12:00 #1']);

    const refused = await refusal(reschedule.moveByManageToken('not-a-link', { date: FRIDAY, time: '10:00' }));
    expect(refused).toMatchObject({ code: 'manage-link-invalid', kind: 'not-found' });
    expect(refused.message).toBe(BOOKING_MESSAGES.manageLinkInvalid);
  });
});
