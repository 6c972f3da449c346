import { FINAL_REFUND_STATUSES, REFUND_STATUSES, type RefundStatus } from '../entities/refund.entity.js';
import { canMoveRefund, moveRefund, REFUND_TRANSITIONS } from './refund-transitions.js';

const none = (): Record<RefundStatus, boolean> => ({
  pending: false,
  processing: false,
  processed: false,
  failed: false,
  'needs-attention': false,
  'awaiting-hand-back': false,
});

/** Every (from, to) pair of refund statuses, with whether the state machine allows it. */
const EXPECTED: Record<RefundStatus, Record<RefundStatus, boolean>> = {
  pending: {
    ...none(),
    processing: true,
    processed: true,
    failed: true,
    'needs-attention': true,
    'awaiting-hand-back': true,
  },
  processing: { ...none(), processed: true, failed: true, 'needs-attention': true },
  'needs-attention': { ...none(), processing: true, processed: true, failed: true },
  'awaiting-hand-back': { ...none(), processed: true },
  processed: none(),
  failed: none(),
};

const PAIRS = REFUND_STATUSES.flatMap((from) => REFUND_STATUSES.map((to) => [from, to] as const));

describe('refund state machine', () => {
  it('has a row for every status and names only known statuses', () => {
    expect(Object.keys(REFUND_TRANSITIONS).sort()).toEqual([...REFUND_STATUSES].sort());
    for (const targets of Object.values(REFUND_TRANSITIONS))
      for (const to of targets) expect(REFUND_STATUSES).toContain(to);
  });

  it.each(PAIRS)('%s → %s', (from, to) => {
    const refund = { status: from as RefundStatus };
    expect(canMoveRefund(from, to)).toBe(EXPECTED[from][to]);
    if (from === to) {
      expect(moveRefund(refund, to)).toBe(false);
      expect(refund.status).toBe(from);
    } else if (EXPECTED[from][to]) {
      expect(moveRefund(refund, to)).toBe(true);
      expect(refund.status).toBe(to);
    } else {
      expect(() => moveRefund(refund, to)).toThrow(
        expect.objectContaining({ code: 'refund-transition-refused', kind: 'conflict' }),
      );
      expect(refund.status).toBe(from);
    }
  });

  it('never moves a final refund again, so a replayed webhook of an earlier state changes nothing', () => {
    for (const final of FINAL_REFUND_STATUSES) expect(REFUND_TRANSITIONS[final]).toEqual([]);
    expect(canMoveRefund('processing', 'pending')).toBe(false);
  });

  it('lets a desk refund end only by staff recording the money handed back', () => {
    expect(REFUND_TRANSITIONS['awaiting-hand-back']).toEqual(['processed']);
    expect(() => moveRefund({ status: 'processed' }, 'processed')).not.toThrow();
    expect(() => moveRefund({ status: 'awaiting-hand-back' }, 'failed')).toThrow(
      'This refund is waiting for staff to hand the money back and cannot become failed. Reload the payment to see where it stands.',
    );
  });
});
