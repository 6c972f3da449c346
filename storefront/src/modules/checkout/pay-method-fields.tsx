import { CONSENT_WORDING } from '@coworking/domain';
import { cx } from '../../ui/cx';
import { TextField } from '../../ui/form-field';
import { type FormFieldsProps } from './contact-fields';
import { type PayChannel } from './pay-method-schema';

const CHANNELS: { value: PayChannel; title: string; detail: string }[] = [
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
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">How would you like to pay?</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {CHANNELS.map((option) => (
              <label
                key={option.value}
                className={cx(
                  'flex cursor-pointer gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
                  channel === option.value
                    ? 'border-brand-700 bg-brand-50'
                    : 'border-slate-200 bg-white hover:border-brand-600',
                )}
              >
                <input
                  type="radio"
                  className="mt-1 size-4 shrink-0 accent-brand-700"
                  value={option.value}
                  disabled={disabled}
                  {...register('channel')}
                />
                <span>
                  <span className="block font-semibold">{option.title}</span>
                  <span className="block text-sm text-slate-600">{option.detail}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
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
