import { PAYMENT_STATUSES, type PaymentStatus } from './entities/payment.entity.js';
import { canMovePayment, FINAL_PAYMENT_STATUSES, movePayment, PAYMENT_TRANSITIONS } from './payment-transitions.js';

/** Every (from, to) pair of payment statuses, with whether the state machine allows it. */
const EXPECTED: Record<PaymentStatus, Record<PaymentStatus, boolean>> = {
  pending: { pending: false, success: true, failed: true, abandoned: true, rejected: true },
  success: { pending: false, success: false, failed: false, abandoned: false, rejected: false },
  failed: { pending: false, success: true, failed: false, abandoned: true, rejected: true },
  abandoned: { pending: false, success: true, failed: true, abandoned: false, rejected: true },
  rejected: { pending: false, success: false, failed: false, abandoned: false, rejected: false },
};

const PAIRS = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const));

describe('payment state machine', () => {
  it('has a row for every status and names only known statuses', () => {
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual([...PAYMENT_STATUSES].sort());
    for (const targets of Object.values(PAYMENT_TRANSITIONS))
      for (const to of targets) expect(PAYMENT_STATUSES).toContain(to);
  });

  it.each(PAIRS)('%s → %s', (from, to) => {
    const payment = { status: from as PaymentStatus };
    expect(canMovePayment(from, to)).toBe(EXPECTED[from][to]);
    if (from === to) {
      // Staying put is not a move: nothing is written, nothing refused.
      expect(movePayment(payment, to)).toBe(false);
      expect(payment.status).toBe(from);
    } else if (EXPECTED[from][to]) {
      expect(movePayment(payment, to)).toBe(true);
      expect(payment.status).toBe(to);
    } else {
      expect(() => movePayment(payment, to)).toThrow(
        expect.objectContaining({ code: 'payment-transition-refused', kind: 'conflict' }),
      );
      expect(payment.status).toBe(from);
    }
  });

  it('refuses with a message a person can act on', () => {
    expect(() => movePayment({ status: 'success' }, 'failed')).toThrow(
      'This payment is paid and cannot become failed. Reload it to see where it stands.',
    );
  });

  it('never moves a final payment again', () => {
    for (const final of FINAL_PAYMENT_STATUSES) expect(PAYMENT_TRANSITIONS[final]).toEqual([]);
  });
});
