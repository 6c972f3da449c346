import { DomainError } from '../../common/errors/domain-error.js';
import { PAYMENT_MESSAGES } from './payment.messages.js';

/** The payment module's refusals: one class, a code per rule, the words from payment.messages.ts. */
export type PaymentErrorCode =
  | 'payment-not-found'
  | 'checkout-not-started'
  | 'verification-failed'
  | 'mpesa-code-used'
  | 'recorded-not-placed'
  | 'no-receipt'
  | 'no-credit-note'
  | 'refund-not-found'
  | 'refund-not-paid'
  | 'nothing-to-refund'
  | 'refund-too-large'
  | 'refund-key-reused'
  | 'not-desk-refund'
  | 'hand-back-recorded'
  | 'payment-transition-refused'
  | 'refund-transition-refused'
  | 'payment-still-waiting'
  | 'payment-already-paid'
  | 'payment-hold-over'
  | 'payment-not-retryable';

export class PaymentError extends DomainError<PaymentErrorCode> {
  readonly module = 'payment';
}

/** Each refusal built in one place, so a rule's code, kind and words cannot drift apart. */
export const PAYMENT_ERRORS = {
  notFound: () => new PaymentError('payment-not-found', 'not-found', PAYMENT_MESSAGES.notFound),
  /** Paystack refused to open the checkout or did not answer; what was held for it has been released. */
  checkoutNotStarted: (reason: string) =>
    new PaymentError('checkout-not-started', 'upstream-failed', PAYMENT_MESSAGES.couldNotStart(reason)),
  verificationFailed: (reason: string) =>
    new PaymentError('verification-failed', 'upstream-failed', PAYMENT_MESSAGES.verificationFailed(reason)),
  mpesaCodeUsed: (code: string, reference: string) =>
    new PaymentError('mpesa-code-used', 'conflict', PAYMENT_MESSAGES.mpesaCodeUsed(code, reference)),
  recordedNotPlaced: () => new PaymentError('recorded-not-placed', 'conflict', PAYMENT_MESSAGES.recordedNotPlaced),
  noReceipt: () => new PaymentError('no-receipt', 'not-found', PAYMENT_MESSAGES.noReceipt),
  noCreditNote: () => new PaymentError('no-credit-note', 'not-found', PAYMENT_MESSAGES.noCreditNote),
  refundNotFound: () => new PaymentError('refund-not-found', 'not-found', PAYMENT_MESSAGES.refundNotFound),
  refundNotPaid: () => new PaymentError('refund-not-paid', 'conflict', PAYMENT_MESSAGES.refundNotPaid),
  nothingToRefund: () => new PaymentError('nothing-to-refund', 'conflict', PAYMENT_MESSAGES.nothingToRefund),
  refundTooLarge: (left: string) =>
    new PaymentError('refund-too-large', 'conflict', PAYMENT_MESSAGES.refundTooLarge(left)),
  refundKeyReused: () => new PaymentError('refund-key-reused', 'conflict', PAYMENT_MESSAGES.refundKeyReused),
  notDeskRefund: () => new PaymentError('not-desk-refund', 'conflict', PAYMENT_MESSAGES.notDeskRefund),
  stillWaiting: () => new PaymentError('payment-still-waiting', 'conflict', PAYMENT_MESSAGES.stillWaiting),
  alreadyPaid: () => new PaymentError('payment-already-paid', 'conflict', PAYMENT_MESSAGES.alreadyPaid),
  holdOver: () => new PaymentError('payment-hold-over', 'conflict', PAYMENT_MESSAGES.holdOver),
  notRetryable: () => new PaymentError('payment-not-retryable', 'conflict', PAYMENT_MESSAGES.notRetryable),
  handBackRecorded: (username: string, at: Date) =>
    new PaymentError('hand-back-recorded', 'conflict', PAYMENT_MESSAGES.handBackRecorded(username, at)),
};
