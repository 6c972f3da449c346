import { paymentConfig } from './payment-config';

/** The part of Paystack's inline v2 script (`PaystackPop`) the checkout uses. */
interface PaystackTransaction {
  reference?: string;
  trxref?: string;
  status?: string;
}
interface PaystackCallbacks {
  onSuccess?: (transaction: PaystackTransaction) => void;
  onCancel?: () => void;
  onError?: (error: { message?: string }) => void;
}
interface PaystackPopInstance {
  resumeTransaction(accessCode: string, callbacks?: PaystackCallbacks): void;
}
declare global {
  interface Window {
    PaystackPop?: new () => PaystackPopInstance;
  }
}

export type WidgetOutcome =
  { kind: 'paid'; reference: string } | { kind: 'cancelled' } | { kind: 'failed'; message: string };

export class PaymentScriptError extends Error {}

let scriptLoading: Promise<void> | undefined;

/** Loads the inline script named by the server (Paystack's, or the local sandbox's) once per visit. */
export function loadPaymentScript(): Promise<void> {
  scriptLoading ??= (async () => {
    const config = await paymentConfig();
    if (window.PaystackPop) return;
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = config.inlineScriptUrl;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new PaymentScriptError('Failed to load payment system'));
      document.head.appendChild(script);
    });
  })().catch((error: unknown) => {
    scriptLoading = undefined; // a later attempt may succeed (the network came back)
    throw error instanceof PaymentScriptError ? error : new PaymentScriptError(String(error));
  });
  return scriptLoading;
}

/**
 * Opens the inline checkout for a transaction the server initialised (amount, currency, reference and metadata
 * were fixed there) and resolves with what the payer did.
 */
export function openPaymentWidget(accessCode: string): Promise<WidgetOutcome> {
  const PaystackPop = window.PaystackPop;
  if (!PaystackPop)
    return Promise.resolve({
      kind: 'failed',
      message: 'Payment system is still loading. Please try again in a moment.',
    });
  return new Promise((resolve) => {
    new PaystackPop().resumeTransaction(accessCode, {
      onSuccess: (transaction) =>
        resolve({ kind: 'paid', reference: transaction.reference ?? transaction.trxref ?? '' }),
      onCancel: () => resolve({ kind: 'cancelled' }),
      onError: (error) => resolve({ kind: 'failed', message: error.message ?? 'The payment did not go through.' }),
    });
  });
}
