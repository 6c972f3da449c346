import { stateMachine } from '../../common/state-machine/state-machine.js';
import { type PaymentStatus } from './entities/payment.entity.js';
import { PaymentError } from './payment.errors.js';

/**
 * The state machine of a payment: from each status, the statuses it may move to. Every status write of a payment
 * goes through `movePayment` (or, for a conditional update, is checked with `canMovePayment` first).
 *
 *   pending ──▶ success | rejected            (final: money kept and delivered, or money given back in full)
 *      │  ▲
 *      ▼  │  Paystack's latest word on an unpaid checkout: the payer may retry the same checkout and pay after all
 *   failed ◀──▶ abandoned ──▶ success | rejected
 *
 * `rejected`: Paystack took money that does not match what was asked (amount or currency); nothing is delivered and
 * all of it is refunded. A final state never moves again, so a replayed webhook of an older state changes nothing.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['success', 'failed', 'abandoned', 'rejected'],
  failed: ['success', 'abandoned', 'rejected'],
  abandoned: ['success', 'failed', 'rejected'],
  success: [],
  rejected: [],
};

/** States after which a payment never changes. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['success', 'rejected'];

const STATUS_WORDS: Record<PaymentStatus, string> = {
  pending: 'waiting for payment',
  success: 'paid',
  failed: 'failed',
  abandoned: 'abandoned',
  rejected: 'rejected (refunded in full)',
};

export const PAYMENT_TRANSITION_MESSAGES = {
  refused: (from: PaymentStatus, to: PaymentStatus) =>
    `This payment is ${STATUS_WORDS[from]} and cannot become ${STATUS_WORDS[to]}. Reload it to see where it stands.`,
};

const PAYMENT_MACHINE = stateMachine(
  PAYMENT_TRANSITIONS,
  (from, to) =>
    new PaymentError('payment-transition-refused', 'conflict', PAYMENT_TRANSITION_MESSAGES.refused(from, to)),
);

/** Whether the table allows the move (staying where it is is not a move). */
export const canMovePayment = PAYMENT_MACHINE.canMove;

/**
 * The one place a payment's status changes. Returns false when it already has that status (nothing to do); throws
 * 409 with a message when the table refuses the move.
 */
export const movePayment = PAYMENT_MACHINE.move;
