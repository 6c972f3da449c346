import { BOOKING_HORIZON_MESSAGES } from '@coworking/domain';
import { waitText } from '../../common/rate-limits/rate-limit-policies.js';
import { TooManyRequestsException } from '../../common/rate-limits/too-many-requests.exception.js';
import { CONTACT, FakeBookingDatabase } from './booking-fakes.js';
import { bookingServices } from './booking-service-fakes.js';
import { BookingError } from './booking.errors.js';
import { BOOKING_MESSAGES } from './booking.messages.js';
import { HOLD_EXPIRED_NOTE, type SpaceBookingRequest } from './bookings.types.js';

/** Tuesday 1 December 2026, 09:00 in Nairobi. */
const NOW = new Date('2026-12-01T06:00:00Z');
const FRIDAY = '2026-12-04';
const MINUTE = 60_000;

/** The refusal a promise was refused with: a booking rule's, or a rate limit's. */
async function refusal(promise: Promise<unknown>): Promise<BookingError | TooManyRequestsException> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof BookingError || error instanceof TooManyRequestsException))
    throw new Error(`Expected a refusal, got ${String(error)}`);
  return error;
}

function setUp(config: { unpaidHoldsPerEmail?: number; unpaidHoldsPerAddress?: number } = {}) {
  const db = new FakeBookingDatabase();
  db.now = NOW;
  const boardroom = db.space({ name: 'Boardroom' }, 2);
  const { placement, unitOfWork } = bookingServices(db, config);
  const request = (fields: Partial<SpaceBookingRequest> = {}): SpaceBookingRequest => ({
    spaceId: boardroom.id,
    dates: [FRIDAY],
    slots: ['10:00'],
    contact: CONTACT,
    ...fields,
  });
  return { db, boardroom, placement, tx: unitOfWork.tx, unitOfWork, request };
}

describe('quoting a selection on the server', () => {
  it('refuses a space that does not exist or is inactive (404), and prices an active one from its rate', async () => {
    const { db, placement, tx, boardroom } = setUp();
    const inactive = db.space({ name: 'Old office', isActive: false, isAvailable: false });
    for (const spaceId of ['0b6f7c1e-4a53-4c6a-9a43-000000000000', inactive.id]) {
      const refused = await refusal(placement.quote(tx, { spaceId, dates: [FRIDAY], slots: ['10:00'] }, NOW));
      expect(refused).toMatchObject({ code: 'space-not-found', kind: 'not-found' });
      expect(refused.message).toBe(BOOKING_MESSAGES.spaceNotFound);
    }
    const quote = await placement.quote(tx, { spaceId: boardroom.id, dates: [FRIDAY], slots: ['10:00', '14:00'] }, NOW);
    expect(quote.space).toBe(boardroom);
    expect(quote.amountCents).toBe(1500_00 * 2 * 2);
  });

  it("keeps to the business's book-ahead limit", async () => {
    const { db, placement, tx, boardroom } = setUp();
    db.settings = { ...db.settings, bookAheadDays: 2 };
    const refused = await refusal(
      placement.quote(tx, { spaceId: boardroom.id, dates: [FRIDAY], slots: ['10:00'] }, NOW),
    );
    expect(refused).toMatchObject({ code: 'start-not-bookable', kind: 'invalid' });
    expect(refused.message).toBe(BOOKING_HORIZON_MESSAGES.tooFarAhead(2, '2026-12-03'));
  });
});

describe('holding and placing a new booking group', () => {
  it('holds an unpaid group for the hold period, one row per interval, each on its own free instance', async () => {
    const { db, placement, tx, request, unitOfWork } = setUp();
    const held = await placement.createGroup(
      tx,
      request({ dates: [FRIDAY, '2026-12-11'], clientAddress: '41.90.1.1' }),
      'pending',
      NOW,
    );
    expect(held.holdExpiresAt).toEqual(new Date(NOW.getTime() + 15 * MINUTE));
    expect(held.amountCents).toBe(600_000);
    expect(held.bookings.map((row) => [row.date, row.time, row.status, row.priceCents, row.clientAddress])).toEqual([
      [FRIDAY, '10:00', 'pending', 300_000, '41.90.1.1'],
      ['2026-12-11', '10:00', 'pending', 300_000, '41.90.1.1'],
    ]);
    expect(new Set(held.bookings.map((row) => row.bookingGroupId))).toEqual(new Set([held.bookingGroupId]));
    expect(held.bookings.every((row) => db.assignmentOf(row.id))).toBe(true);
    // The rows are written before their instances are taken (the assignments reference them).
    expect(unitOfWork.flushes).toBe(1);
  });

  it('confirms a free or staff booking at once: no hold, no client address kept', async () => {
    const { placement, tx, request } = setUp();
    const held = await placement.createGroup(tx, request({ clientAddress: '41.90.1.1' }), 'confirmed', NOW);
    expect(held.holdExpiresAt).toBeNull();
    expect(held.bookings[0]).toMatchObject({ status: 'confirmed', holdExpiresAt: null, clientAddress: null });
  });

  it("prices a member's share of a selection: the intervals it takes, each at the member's row price", async () => {
    const { placement, tx, request } = setUp();
    const held = await placement.createGroup(
      tx,
      request({
        slots: ['10:00', '14:00'],
        memberShare: { takes: (interval) => interval.time === '14:00', rowPriceCents: (share) => share / 2 },
      }),
      'confirmed',
      NOW,
    );
    expect(held.bookings.map((row) => [row.time, row.priceCents])).toEqual([['14:00', 150_000]]);
    expect(held.amountCents).toBe(150_000);
  });

  it('refuses a visitor a fourth unpaid checkout per e-mail (429, retry when the soonest hold runs out)', async () => {
    const { db, boardroom, placement, tx, request } = setUp();
    for (const minutes of [5, 9, 12])
      db.book(boardroom, [{ date: '2026-12-18', time: '08:00' }], {
        status: 'pending',
        holdExpiresAt: new Date(NOW.getTime() + minutes * MINUTE),
      });
    const refused = await refusal(placement.createGroup(tx, request(), 'pending', NOW));
    expect(refused).toBeInstanceOf(TooManyRequestsException);
    expect((refused as TooManyRequestsException).getStatus()).toBe(429);
    expect(refused.message).toBe(BOOKING_MESSAGES.unpaidHoldsForEmail(3, waitText(5 * MINUTE)));
    expect((refused as TooManyRequestsException).retryAfterSeconds).toBe(300);
    // Staff placing an unpaid booking for the same customer are not counted against the limit.
    const byStaff = await placement.createGroup(tx, request({ placedByStaff: true }), 'pending', NOW);
    expect(byStaff.bookings).toHaveLength(1);
  });

  it('counts unpaid checkouts per client address too, and ignores holds that ran out', async () => {
    const { db, boardroom, placement, tx, request } = setUp({ unpaidHoldsPerAddress: 1 });
    db.book(boardroom, [{ date: '2026-12-18', time: '08:00' }], {
      status: 'pending',
      holdExpiresAt: new Date(NOW.getTime() - MINUTE),
      clientAddress: '41.90.1.1',
      contact: null,
    });
    await placement.createGroup(tx, request({ clientAddress: '41.90.1.1' }), 'pending', NOW);
    const refused = await refusal(
      placement.createGroup(
        tx,
        request({ clientAddress: '41.90.1.1', contact: { ...CONTACT, email: 'other@example.com' } }),
        'pending',
        NOW,
      ),
    );
    expect(refused.message).toBe(BOOKING_MESSAGES.unpaidHoldsForAddress(waitText(15 * MINUTE)));
  });

  it('takes the slot of a hold that ran out (releasing it first), and says the space is full otherwise', async () => {
    const { db, boardroom, placement, tx, request } = setUp();
    const [lapsed] = db.book(boardroom, [{ date: FRIDAY, time: '10:00' }], {
      status: 'pending',
      holdExpiresAt: new Date(NOW.getTime() - MINUTE),
    });
    db.book(boardroom, [{ date: FRIDAY, time: '10:00' }]);
    const held = await placement.createGroup(tx, request(), 'confirmed', NOW);
    expect(db.assignmentOf(held.bookings[0].id)).toBeDefined();
    expect(lapsed).toMatchObject({ status: 'cancelled', cancelledBy: 'hold', notes: HOLD_EXPIRED_NOTE });

    const refused = await refusal(placement.createGroup(tx, request(), 'confirmed', NOW));
    expect(refused).toMatchObject({ code: 'fully-booked', kind: 'conflict' });
    expect(refused.message).toBe(BOOKING_MESSAGES.fullyBooked('Boardroom', FRIDAY, '10:00'));
  });

  it('tells staff who holds the instance they chose, and refuses an instance of another space', async () => {
    const { db, boardroom, placement, tx, request } = setUp();
    const [holder] = db.book(boardroom, [{ date: FRIDAY, time: '10:00' }], {}, 'Boardroom 2');
    const refused = await refusal(
      placement.createGroup(tx, request({ placedByStaff: true, instanceId: 'Boardroom 2' }), 'confirmed', NOW),
    );
    expect(refused).toMatchObject({ code: 'slot-held', kind: 'conflict' });
    expect(refused.message).toBe(
      BOOKING_MESSAGES.slotHeld(
        `booking ${holder.bookingGroupId!.slice(0, 8).toUpperCase()} (Wanjiku Kamau, Room 2, ${FRIDAY} at 10:00)`,
      ),
    );
    const other = db.space({ name: 'Studio' });
    const wrong = await refusal(
      placement.createGroup(tx, request({ placedByStaff: true, instanceId: `${other.name} 1` }), 'confirmed', NOW),
    );
    expect(wrong).toMatchObject({ code: 'instance-not-in-space', kind: 'invalid' });
    expect(wrong.message).toBe(BOOKING_MESSAGES.instanceNotInSpace);
  });
});

describe('confirming a paid group', () => {
  it('confirms held rows and answers the confirmation e-mail', async () => {
    const { db, boardroom, placement, tx } = setUp();
    const rows = db.book(boardroom, [{ date: FRIDAY, time: '10:00' }], {
      status: 'pending',
      holdExpiresAt: new Date(NOW.getTime() + 5 * MINUTE),
    });
    const result = await placement.confirmPaidGroup(tx, rows[0].bookingGroupId!, NOW);
    expect(result.confirmed).toEqual(rows);
    expect(rows[0]).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    expect(result.unplaced).toEqual([]);
    expect(result.mail).toMatchObject({ template: 'booking-confirmed', to: CONTACT.email });
  });

  it('places a lapsed hold again when its slot is still free', async () => {
    const { db, boardroom, placement, tx } = setUp();
    const [row] = db.book(boardroom, [{ date: FRIDAY, time: '10:00' }], { status: 'cancelled', cancelledBy: 'hold' });
    db.assignments = [];
    const result = await placement.confirmPaidGroup(tx, row.bookingGroupId!, NOW);
    expect(result.confirmed).toEqual([row]);
    expect(row).toMatchObject({ status: 'confirmed', cancelledBy: null });
    expect(db.assignmentOf(row.id)).toBeDefined();
  });

  it('gives up rows it cannot place, saying why, for the payment to be refunded', async () => {
    const { db, boardroom, placement, tx } = setUp();
    const offSale = db.space({ name: 'Studio', isActive: false, isAvailable: false });
    const [taken] = db.book(boardroom, [{ date: FRIDAY, time: '10:00' }], {
      status: 'cancelled',
      cancelledBy: 'hold',
    });
    const [inactive] = db.book(offSale, [{ date: FRIDAY, time: '10:00' }], {
      status: 'cancelled',
      cancelledBy: 'hold',
      bookingGroupId: taken.bookingGroupId,
    });
    const [byCustomer] = db.book(boardroom, [{ date: FRIDAY, time: '14:00' }], {
      status: 'cancelled',
      cancelledBy: 'customer',
      bookingGroupId: taken.bookingGroupId,
    });
    db.assignments = [];
    // The boardroom's two instances were sold again while the hold was lapsed.
    db.book(boardroom, [{ date: FRIDAY, time: '10:00' }]);
    db.book(boardroom, [{ date: FRIDAY, time: '10:00' }]);

    const result = await placement.confirmPaidGroup(tx, taken.bookingGroupId!, NOW);
    expect(result.confirmed).toEqual([]);
    expect(result.mail).toBeNull();
    const why = new Map(result.unplaced.map(({ row, why }) => [row, why]));
    expect(why).toEqual(
      new Map([
        [taken, 'taken'],
        [inactive, 'space-gone'],
        [byCustomer, 'cancelled'],
      ]),
    );
    expect(taken.notes).toBe('Paid after the hold expired and the slot was taken: refunded automatically.');
    expect(inactive.notes).toBe('Paid after the hold expired and the space was made inactive: refunded automatically.');
    expect(byCustomer).toMatchObject({ status: 'cancelled', cancelledBy: 'customer', notes: null });
  });
});
