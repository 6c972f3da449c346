import { formatMpesaPhone, MPESA_PHONE_MESSAGE, normalizeMpesaPhone } from '@coworking/domain';
import { z } from 'zod';

/** How a checkout is paid: an M-Pesa PIN prompt on the payer's phone (the default), or Paystack's popup. */
export const PAY_CHANNELS = ['mpesa', 'card'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** The payment choice of a checkout form, as typed. */
export interface PayMethod {
  channel: PayChannel;
  /** Any Kenyan form ('0712 345 678', '+254712345678'); only read with M-Pesa. */
  mpesaPhone: string;
  /** The box "Text me about this booking…": sent whichever way is paid. */
  smsConsent: boolean;
}

export const DEFAULT_PAY_METHOD: PayMethod = { channel: 'mpesa', mpesaPhone: '', smsConsent: false };

/** An M-Pesa number in any form the server takes; anything else gets the server's own message. */
export const mpesaPhoneSchema = z
  .string()
  .refine((value) => normalizeMpesaPhone(value) !== null, { message: MPESA_PHONE_MESSAGE });

/** The fields of the payment choice, to extend a form's schema with (then refine it with `mpesaPhoneRefinement`). */
export const payMethodShape = {
  channel: z.enum(PAY_CHANNELS),
  mpesaPhone: z.string(),
  smsConsent: z.boolean(),
};

/**
 * The M-Pesa number is needed (and must read as one) only when paying with M-Pesa. Run even when other fields of the
 * form are wrong, so every mistake shows at once.
 */
const mpesaPhoneGiven = (values: Pick<PayMethod, 'channel' | 'mpesaPhone'>) =>
  values.channel !== 'mpesa' || normalizeMpesaPhone(values.mpesaPhone) !== null;
const mpesaPhoneIssue = {
  message: MPESA_PHONE_MESSAGE,
  path: ['mpesaPhone'],
  when: (payload: { value: unknown }) => {
    const value = payload.value as Partial<PayMethod> | undefined;
    return typeof value?.mpesaPhone === 'string' && (value.channel === 'mpesa' || value.channel === 'card');
  },
};
export const mpesaPhoneRefinement: [typeof mpesaPhoneGiven, typeof mpesaPhoneIssue] = [
  mpesaPhoneGiven,
  mpesaPhoneIssue,
];

export const payMethodSchema = z.object(payMethodShape).refine(...mpesaPhoneRefinement);

/** The fields every checkout body takes for the payment choice. */
export interface PayMethodBody {
  channel: PayChannel;
  mpesaPhone?: string;
  smsConsent: boolean;
}

export function payMethodFields(method: PayMethod): PayMethodBody {
  if (method.channel !== 'mpesa') return { channel: 'card', smsConsent: method.smsConsent };
  return {
    channel: 'mpesa',
    mpesaPhone: normalizeMpesaPhone(method.mpesaPhone) ?? method.mpesaPhone.trim(),
    smsConsent: method.smsConsent,
  };
}

/** The contact phone as the M-Pesa number to prompt ('0712 345 678'), when it is a Kenyan mobile; '' otherwise. */
export function suggestedMpesaPhone(contactPhone: string): string {
  const normalized = normalizeMpesaPhone(contactPhone);
  return normalized ? formatMpesaPhone(normalized) : '';
}
