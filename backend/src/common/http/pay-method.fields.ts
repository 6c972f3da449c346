import { MPESA_PHONE_MESSAGE, normalizeMpesaPhone } from '@coworking/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { TrimToUndefined } from './transforms.js';

/** How a checkout is paid: Paystack's checkout (card, and M-Pesa inside it), or an M-Pesa PIN prompt on a phone. */
export const CHECKOUT_CHANNELS = ['card', 'mpesa'] as const;
export type CheckoutChannel = (typeof CHECKOUT_CHANNELS)[number];

/** The fields every checkout body takes to choose how it is paid. */
export interface PayMethodFields {
  channel?: CheckoutChannel;
  mpesaPhone?: string;
}

/**
 * Optional on every checkout body: `mpesa` sends the M-Pesa PIN prompt to `mpesaPhone` (the answer is `pending`
 * until the payer answers it on the phone); `card` (the default) opens Paystack's checkout.
 */
export function PaymentChannelField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      enum: CHECKOUT_CHANNELS,
      enumName: 'CheckoutChannel',
      default: 'card',
      description: "mpesa: an M-Pesa PIN prompt on mpesaPhone; card: Paystack's checkout (card and M-Pesa)",
    }),
    TrimToUndefined(),
    IsOptional(),
    IsIn(CHECKOUT_CHANNELS, { message: 'Choose how to pay: card or mpesa' }),
  );
}

/**
 * Required with `channel: "mpesa"`: the M-Pesa number in any Kenyan form (`0712 345 678`, `+254712345678`,
 * `254712345678`, `0112…`), read as `2547XXXXXXXX`; anything else is refused with a message saying how to write it.
 */
export function MpesaPhoneField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      example: '0712 345 678',
      description: 'With channel mpesa: the phone that gets the PIN prompt (07…, 01…, +2547…, 2547…)',
    }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? (normalizeMpesaPhone(value) ?? value.trim()) : value,
    ),
    ValidateIf((body: PayMethodFields) => body.channel === 'mpesa' || body.mpesaPhone !== undefined),
    IsString({ message: MPESA_PHONE_MESSAGE }),
    Matches(/^254[17]\d{8}$/, { message: MPESA_PHONE_MESSAGE }),
  );
}

/**
 * Optional on every checkout body and the tour form: the box "Text me about this booking…" ticked. Recorded as a
 * consent with its time, source and wording; SMS go only to numbers whose latest consent says yes.
 */
export function SmsConsentField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Boolean, default: false, description: 'The SMS box was ticked (see CONSENT_WORDING)' }),
    IsOptional(),
    IsBoolean({ message: 'smsConsent must be true or false' }),
  );
}
