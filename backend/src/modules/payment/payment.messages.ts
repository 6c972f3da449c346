import { toVenueIso } from '@coworking/domain';

export const PAYMENT_MESSAGES = {
  notFound: 'Payment not found.',
  couldNotStart: (reason: string) => `Payment could not be started: ${reason} Please try again in a moment.`,
  notConfigured: 'Online payment is not available right now. Please contact us to complete your booking.',
  initialized: 'Payment Required',
  free: 'Booking Confirmed!',
  verified: 'Payment Successful!',
  verificationFailed: (reason: string) => `Payment Verification Error: ${reason}`,
  notPaid: (status: string) => `The payment was not completed (${status}).`,
  badSignature: 'Invalid signature',
  noReceipt: 'This payment has no receipt: only successful payments are receipted.',
  noCreditNote: 'This refund has no credit note yet: one is issued when the refund is processed.',
  refundNotPaid: 'Only a successful payment can be refunded.',
  nothingToRefund: 'Nothing is left to refund on this payment.',
  refundTooLarge: (left: string) => `At most KSh ${left} of this payment can still be refunded.`,
  renewalNotDue:
    'This membership does not renew, so there is nothing to pay. See your membership in the member portal.',
  renewalNotYet: (opensOn: string) =>
    `Nothing is due yet: the next period can be paid from ${opensOn}. We will e-mail you a link then.`,
  recordedNotPlaced: 'The booking could not be placed, so no payment was recorded. Please choose another slot.',
  mpesaCodeUsed: (code: string, reference: string) =>
    `The M-Pesa code ${code} is already recorded (payment ${reference}); one payment is never recorded twice.`,
  offlineRefund: (channel: string) =>
    `Paid at the desk (${channel}): hand the money back, then record it on the payment ("Record refund handed back").`,
  refundNotFound: 'Refund not found on this payment.',
  notDeskRefund:
    'Only a refund of a payment taken at the desk that is waiting to be handed back can be recorded as handed back; Paystack settles the others.',
  handBackRecorded: (username: string, at: Date) =>
    `This refund was already recorded as handed back by ${username} on ${toVenueIso(at).slice(0, 10)}; it is never recorded twice.`,
  handBackReferenceNeeded: 'Give the M-Pesa code or bank reference of the money handed back.',
  rejectedCharge:
    'The amount charged did not match the price, so the payment was not accepted and all of it is being refunded. Please book again.',
  refundKeyReused: 'This refund request was already used for another payment. Reload the page and try again.',
  mpesaPrompt: (phone: string) =>
    `Check your phone (${phone}) and enter your M-Pesa PIN to pay. The request stays open for about a minute.`,
  mpesaPaid: 'Payment received. Thank you!',
  mpesaCancelled: 'The M-Pesa request was cancelled on the phone, so nothing was paid.',
  mpesaTimedOut: 'The M-Pesa request timed out before the PIN was entered, so nothing was paid.',
  mpesaFailed: (why: string) => `M-Pesa did not take the payment (${why}), so nothing was paid.`,
  mpesaNotStarted: (phone: string, why: string) =>
    `We could not send the M-Pesa request to ${phone} (${why}). Check the number and try again, or pay another way.`,
  rejectedAttempt: 'The amount charged did not match the price, so it is being refunded in full. Please book again.',
  stillWaiting:
    'The M-Pesa request is still open on the phone: enter your PIN there, or wait until it times out before trying again.',
  alreadyPaid: 'This has been paid already: nothing more to pay.',
  holdOver: 'The time we held this booking for has run out. Please choose your slot again.',
  notRetryable: 'This payment cannot be tried again. Please start again from the booking page.',
};
