import { stateMachine } from '../../common/state-machine/state-machine.js';
import { type SmsStatus } from './entities/sms-outbox.entity.js';
import { SMS_ERRORS } from './sms.errors.js';

/**
 * The state machine of an SMS: from each status, the statuses it may move to.
 *
 *   queued ──▶ sent ──▶ delivered        (Africa's Talking took it; its delivery report says it arrived)
 *     │  ▲       └────▶ failed           (the report says it did not)
 *     ▼  │
 *   failed                               (given up on; staff may send it again)
 *   skipped                              (never sent: over the number's daily cap)
 *
 * `delivered` and `skipped` never move again, so a replayed or late delivery report never undoes a delivery.
 */
export const SMS_TRANSITIONS: Record<SmsStatus, readonly SmsStatus[]> = {
  queued: ['sent', 'failed'],
  sent: ['delivered', 'failed'],
  delivered: [],
  failed: ['queued'],
  skipped: [],
};

const SMS_MACHINE = stateMachine(SMS_TRANSITIONS, (from, to) => SMS_ERRORS.transitionRefused(from, to));

/** Whether the table allows the move (staying where it is is not a move). */
export const canMoveSms = SMS_MACHINE.canMove;

/** The one place an SMS's status changes in memory; conditional updates check `canMoveSms` first. */
export const moveSms = SMS_MACHINE.move;
