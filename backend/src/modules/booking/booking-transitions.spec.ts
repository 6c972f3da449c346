import {
  BOOKING_CAUSES,
  type BookingCause,
  type BookingMover,
  bookingMoveRefusal,
  moveBooking,
  statusesMovableTo,
  type StaffMoveFacts,
  transitionAllowed,
} from './booking-transitions.js';
import { BookingError } from './booking.errors.js';
import { BOOKING_STATUSES, type BookingStatus, SpaceBooking } from './entities/space-booking.entity.js';

/** The allowed moves, written out one by one (from → to by cause), independently of the table they check. */
const ALLOWED = new Set([
  'pending→confirmed by payment',
  'pending→confirmed by staff',
  'pending→cancelled by hold-expiry',
  'pending→cancelled by payment',
  'pending→cancelled by staff',
  'pending→cancelled by customer',
  'confirmed→cancelled by staff',
  'confirmed→cancelled by customer',
  'cancelled→confirmed by payment',
  'cancelled→confirmed by staff',
]);

/** Staff facts that stand in the way of nothing: unpaid, no money back, the admin may refund. */
const FREE: StaffMoveFacts = { paid: false, moneyReturned: false, mayRefund: true };

/** What a call throws (failing the test when it throws nothing). */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('Expected a refusal');
}

const moverOf = (cause: BookingCause, facts: StaffMoveFacts = FREE): BookingMover =>
  cause === 'staff' ? { cause, facts } : { cause };

function row(status: BookingStatus, cancelledBy: SpaceBooking['cancelledBy'] = null): SpaceBooking {
  const booking = new SpaceBooking('meeting-room', '2026-12-01', '10:00');
  booking.status = status;
  booking.cancelledBy = status === 'cancelled' ? (cancelledBy ?? 'hold') : null;
  booking.holdExpiresAt = status === 'pending' ? new Date('2026-12-01T06:00:00Z') : null;
  return booking;
}

describe('the booking state machine', () => {
  const pairs = BOOKING_STATUSES.flatMap((from) =>
    BOOKING_STATUSES.flatMap((to) => BOOKING_CAUSES.map((cause) => [from, to, cause] as const)),
  );

  it.each(pairs)('%s → %s by %s: allowed exactly as the table says', (from, to, cause) => {
    const booking = row(from);
    if (from === to) {
      // Staying put is no move: nothing is refused and nothing changes.
      expect(bookingMoveRefusal(booking, to, moverOf(cause))).toBeNull();
      expect(moveBooking(booking, to, moverOf(cause))).toBe(false);
      expect(booking.status).toBe(from);
      return;
    }
    const allowed = ALLOWED.has(`${from}→${to} by ${cause}`);
    expect(transitionAllowed(from, to, cause)).toBe(allowed);
    if (allowed) {
      expect(moveBooking(booking, to, moverOf(cause))).toBe(true);
      expect(booking.status).toBe(to);
      expect(booking.holdExpiresAt).toBeNull();
      expect(booking.cancelledBy).toBe(
        to === 'cancelled'
          ? { 'hold-expiry': 'hold', payment: 'hold', staff: 'staff', customer: 'customer' }[cause]
          : null,
      );
    } else {
      const refusal = bookingMoveRefusal(booking, to, moverOf(cause));
      expect(refusal).toBeInstanceOf(BookingError);
      expect(refusal).toMatchObject({ code: 'transition-refused', kind: 'conflict' });
      expect(refusal!.message).toMatch(/^A (pending|confirmed|cancelled) booking cannot /);
      expect(thrownBy(() => moveBooking(booking, to, moverOf(cause)))).toMatchObject({
        code: 'transition-refused',
        kind: 'conflict',
      });
      expect(booking.status).toBe(from);
    }
  });

  it('never lets anything go back to pending, and says to book again when it was cancelled', () => {
    for (const cause of BOOKING_CAUSES) expect(statusesMovableTo('pending', cause)).toEqual([]);
    expect(bookingMoveRefusal(row('cancelled'), 'pending', moverOf('staff'))!.message).toBe(
      'A cancelled booking cannot go back to pending (waiting for payment): book again instead.',
    );
  });

  it('lets a hold expiry cancel only pending rows (the SQL release reads this)', () => {
    expect(statusesMovableTo('cancelled', 'hold-expiry')).toEqual(['pending']);
  });

  it('lets a payment bring back only a row whose hold lapsed', () => {
    expect(bookingMoveRefusal(row('cancelled', 'hold'), 'confirmed', moverOf('payment'))).toBeNull();
    for (const cancelledBy of ['staff', 'customer'] as const) {
      const refusal = bookingMoveRefusal(row('cancelled', cancelledBy), 'confirmed', moverOf('payment'));
      expect(refusal).toMatchObject({ code: 'cancelled-not-revived-by-payment', kind: 'conflict' });
      expect(refusal!.message).toContain('a payment does not bring it back');
    }
  });

  describe('staff and money', () => {
    const facts = (overrides: Partial<StaffMoveFacts>): StaffMoveFacts => ({ ...FREE, ...overrides });

    it.each(['pending', 'cancelled'] as const)(
      'refuses to confirm a %s booking whose money went back or is going back (409: book again)',
      (from) => {
        const booking = row(from, 'staff');
        const refusal = bookingMoveRefusal(booking, 'confirmed', moverOf('staff', facts({ moneyReturned: true })));
        expect(refusal).toMatchObject({ code: 'refunded-cannot-confirm', kind: 'conflict' });
        expect(refusal!.message).toContain('Book again instead');
        expect(
          thrownBy(() => moveBooking(booking, 'confirmed', moverOf('staff', facts({ moneyReturned: true })))),
        ).toMatchObject({ code: 'refunded-cannot-confirm', kind: 'conflict' });
        expect(booking.status).toBe(from);
        // Paid and never refunded (cancelled without a refund): confirming again is fine.
        expect(bookingMoveRefusal(booking, 'confirmed', moverOf('staff', facts({ paid: true })))).toBeNull();
      },
    );

    it.each(['pending', 'confirmed'] as const)(
      'refuses to cancel a paid %s booking for an admin without payments.refund (403), whatever the refund choice',
      (from) => {
        const booking = row(from);
        const mover = moverOf('staff', facts({ paid: true, mayRefund: false }));
        const refusal = bookingMoveRefusal(booking, 'cancelled', mover);
        expect(refusal).toBeInstanceOf(BookingError);
        expect(refusal).toMatchObject({ code: 'paid-needs-refund-right', kind: 'forbidden' });
        expect(refusal!.message).toContain('an admin with refund rights (payments.refund) must cancel it');
        expect(thrownBy(() => moveBooking(booking, 'cancelled', mover))).toMatchObject({
          code: 'paid-needs-refund-right',
          kind: 'forbidden',
        });
        expect(booking.status).toBe(from);
        // With the right, or when nothing was paid, the same cancellation goes through.
        expect(bookingMoveRefusal(booking, 'cancelled', moverOf('staff', facts({ paid: true })))).toBeNull();
        expect(bookingMoveRefusal(booking, 'cancelled', moverOf('staff', facts({ mayRefund: false })))).toBeNull();
      },
    );

    it('checks the state machine before the money: a refused move is a 409 even for a paid booking', () => {
      const refusal = bookingMoveRefusal(
        row('confirmed'),
        'pending',
        moverOf('staff', facts({ paid: true, moneyReturned: true, mayRefund: false })),
      );
      expect(refusal).toMatchObject({ code: 'transition-refused', kind: 'conflict' });
    });
  });
});
