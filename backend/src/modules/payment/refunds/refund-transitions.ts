import { stateMachine } from '../../../common/state-machine/state-machine.js';
import { PaymentError } from '../payment.errors.js';
import { type RefundStatus } from '../entities/refund.entity.js';

/**
 * The state machine of a refund: from each status, the statuses it may move to. Every status write of a refund goes
 * through `moveRefund` (RefundSettlement.settle is its only caller).
 *
 *   pending ──▶ processing ──▶ processed | failed          (Paystack's refund.* states)
 *      │             ▲ │
 *      │             │ ▼
 *      ├──────▶ needs-attention ──▶ processed | failed     (Paystack needs the customer's bank details)
 *      │
 *      └──▶ awaiting-hand-back ──▶ processed               (paid at the desk: staff hand the money back and record it)
 *
 * Processed and failed are final: a replayed or late webhook of an earlier state never moves a refund backwards.
 */
export const REFUND_TRANSITIONS: Record<RefundStatus, readonly RefundStatus[]> = {
  pending: ['processing', 'processed', 'failed', 'needs-attention', 'awaiting-hand-back'],
  processing: ['processed', 'failed', 'needs-attention'],
  'needs-attention': ['processing', 'processed', 'failed'],
  'awaiting-hand-back': ['processed'],
  processed: [],
  failed: [],
};

const STATUS_WORDS: Record<RefundStatus, string> = {
  pending: 'pending',
  processing: 'processing at Paystack',
  processed: 'processed',
  failed: 'failed',
  'needs-attention': 'waiting for Paystack (needs attention)',
  'awaiting-hand-back': 'waiting for staff to hand the money back',
};

export const REFUND_TRANSITION_MESSAGES = {
  refused: (from: RefundStatus, to: RefundStatus) =>
    `This refund is ${STATUS_WORDS[from]} and cannot become ${STATUS_WORDS[to]}. Reload the payment to see where it stands.`,
};

const REFUND_MACHINE = stateMachine(
  REFUND_TRANSITIONS,
  (from, to) => new PaymentError('refund-transition-refused', 'conflict', REFUND_TRANSITION_MESSAGES.refused(from, to)),
);

/** Whether the table allows the move (staying where it is is not a move). */
export const canMoveRefund = REFUND_MACHINE.canMove;

/**
 * The one place a refund's status changes. Returns false when it already has that status (nothing to do); throws
 * 409 with a message when the table refuses the move.
 */
export const moveRefund = REFUND_MACHINE.move;
