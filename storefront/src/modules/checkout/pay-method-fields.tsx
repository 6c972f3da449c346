import { CONSENT_WORDING } from '@coworking/domain';
import { useEffect, useRef } from 'react';
import { type Choice, ChoiceCards } from '../../ui/choice-cards';
import { TextField } from '../../ui/form-field';
import { type FormFieldsProps } from './contact-fields';
import { type PayChannel, suggestedMpesaPhone } from './pay-method-schema';

const CHANNELS: Choice<PayChannel>[] = [
  { value: 'mpesa', title: 'M-Pesa (PIN prompt on your phone)', detail: 'We send the payment request to your phone' },
  { value: 'card', title: 'Card or other (Paystack)', detail: "Card, or M-Pesa inside Paystack's secure window" },
];

interface PayMethodFieldsProps extends FormFieldsProps<'channel' | 'mpesaPhone' | 'smsConsent'> {
  /** The choice as it stands (the form's `watch('channel')`). */
  channel: PayChannel;
  /** Whether there is anything to pay: when not, only the SMS box is offered. */
  payable: boolean;
  /** Offers the SMS box (true unless said otherwise: a member's own payments have their SMS setting already). */
  smsBox?: boolean;
}

/**
 * "How would you like to pay?": an M-Pesa PIN prompt (the default; most people here pay so) on the number given, or
 * Paystack's popup; and the SMS box, sent whichever way is paid.
 */
export function PayMethodFields({ register, errors, disabled, channel, payable, smsBox = true }: PayMethodFieldsProps) {
  return (
    <>
      {payable && (
        <ChoiceCards
          legend="How would you like to pay?"
          choices={CHANNELS}
          chosen={channel}
          inputProps={() => ({ disabled, ...register('channel') })}
        />
      )}
      {payable && channel === 'mpesa' && (
        <TextField
          label="M-Pesa number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          hint="The PIN prompt goes to this phone, e.g. 0712 345 678"
          error={errors.mpesaPhone?.message}
          disabled={disabled}
          {...register('mpesaPhone')}
        />
      )}
      {smsBox && (
        <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
            disabled={disabled}
            {...register('smsConsent')}
          />
          <span>{CONSENT_WORDING.sms}</span>
        </label>
      )}
    </>
  );
}

/**
 * The M-Pesa number follows the contact phone (when it is a Kenyan mobile) until the payer types one of their own:
 * `phone` is the form's watched contact phone; `typed` says whether the number was typed; `set` writes it.
 */
export function useMpesaPhoneFollowing(phone: string, number: { typed(): boolean; set(value: string): void }) {
  const phoneBefore = useRef(phone);
  // The form's functions as this render gave them, for the effect below (which runs only when the phone changes).
  const latest = useRef(number);
  useEffect(() => {
    latest.current = number;
  });
  useEffect(() => {
    if (phone === phoneBefore.current) return;
    phoneBefore.current = phone;
    if (!latest.current.typed()) latest.current.set(suggestedMpesaPhone(phone));
  }, [phone]);
}
