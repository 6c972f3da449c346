export const PAYMENT_MESSAGES = {
  notFound: 'Payment not found.',
  couldNotStart: (reason: string) => `Payment could not be started: ${reason} Please try again in a moment.`,
  notConfigured: 'Online payment is not available right now. Please contact us to complete your booking.',
  initialized: 'Payment Required',
  free: 'Booking Confirmed!',
  verified: 'Payment Successful!',
  notPaid: (status: string) => `The payment was not completed (${status}).`,
  badSignature: 'Invalid signature',
};
