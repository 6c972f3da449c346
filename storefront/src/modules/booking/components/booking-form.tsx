import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { SITE } from '../../../app/site-config';
import { Button } from '../../../ui/button';
import { SelectField, TextArea } from '../../../ui/form-field';
import { formatSlotTime } from '@coworking/domain';
import { CompanyReceiptFields } from '../../checkout/company-receipt-fields';
import { ContactFields } from '../../checkout/contact-fields';
import {
  type CompanyReceipt,
  companyReceiptSchema,
  EMPTY_COMPANY_RECEIPT,
} from '../../checkout/company-receipt-schema';
import { loadMpesaPanel } from '../../checkout/mpesa-panel-loader';
import { PayMethodFields, useMpesaPhoneFollowing } from '../../checkout/pay-method-fields';
import {
  DEFAULT_PAY_METHOD,
  mpesaPhoneRefinement,
  type PayMethod,
  payMethodShape,
} from '../../checkout/pay-method-schema';
import { PromoCodeField } from '../../checkout/promo-code-field';
import { type PromoCode, usePromoCode } from '../../checkout/use-promo-code';
import { BOOKING_PAGE_TIMES, type BookingPageForm, bookingPageSchema } from '../booking-page-schema';
import { type BookableSpace, selectionTotal } from '../booking-selection';

// The company fields are blank unless a paid booking asks for a company receipt, so a tour passes them too.
// The payment choice is in the form for a tour too (nothing to pay, never read): the M-Pesa number is checked only
// when there is something to pay and M-Pesa is chosen.
const bookingFormSchema = bookingPageSchema.extend(companyReceiptSchema.shape).extend(payMethodShape);
const payableResolver = zodResolver(bookingFormSchema.refine(...mpesaPhoneRefinement));
const freeResolver = zodResolver(bookingFormSchema);

export type BookingFormValues = Pick<BookingPageForm, 'time' | 'notes' | 'firstName' | 'lastName' | 'email' | 'phone'>;

interface BookingFormProps {
  /** Set by the page (type card and calendar); the form validates them with the rest. */
  fixed: Pick<BookingPageForm, 'type' | 'dates' | 'duration'>;
  /** 'All Day Access' or 'Monthly Access' for daily and monthly spaces; otherwise the visitor picks an hour. */
  fixedTime?: string;
  submitLabel: string;
  busy: boolean;
  /** A paid booking's space: it offers the 'Receipt for a company' fields, and a promo code once there is a price. */
  space?: BookableSpace;
  /** Shown just above the submit button, e.g. the cancellation policy of a paid booking. */
  notice?: ReactNode;
  /**
   * `promo`: the promo code of a paid booking, applied or not, for the checkout to send and show; `payMethod`: how a
   * paid booking is paid (an M-Pesa prompt or Paystack's popup) and the SMS box.
   */
  onSubmit(values: BookingPageForm, receipt: CompanyReceipt, promo: PromoCode | undefined, payMethod: PayMethod): void;
}

export function BookingForm({ fixed, fixedTime, submitLabel, busy, space, notice, onSubmit }: BookingFormProps) {
  // Whether there is something to pay now (the time chosen sets the price): the resolver reads it when it runs.
  const payableNow = useRef(false);
  const {
    register,
    handleSubmit,
    getValues,
    getFieldState,
    setValue,
    watch,
    formState: { errors },
  } = useForm<BookingPageForm & CompanyReceipt & PayMethod>({
    resolver: (values, context, options) =>
      (payableNow.current ? payableResolver : freeResolver)(values, context, options),
    values: {
      ...fixed,
      time: fixedTime ?? '09:00',
      notes: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      ...EMPTY_COMPANY_RECEIPT,
      ...DEFAULT_PAY_METHOD,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const dateError = errors.dates?.message ?? errors.dates?.root?.message ?? errors.type?.message;
  // Held here rather than by the page: its code (react-hook-form, zod) then loads with this form, on first use. The
  // page keeps this form while paying, so a checkout that refuses the code comes back to it.
  const amount = space ? selectionTotal(space, { dates: fixed.dates, times: [watch('time')] }) : 0;
  const promo = usePromoCode({ amount, spaceId: space?.id });
  const offerPromoCode = amount > 0;
  payableNow.current = Boolean(space) && offerPromoCode;
  useMpesaPhoneFollowing(watch('phone'), {
    typed: () => getFieldState('mpesaPhone').isDirty,
    set: (value) => setValue('mpesaPhone', value),
  });
  return (
    <form
      onSubmit={handleSubmit(({ companyName, kraPin, channel, mpesaPhone, smsConsent, ...values }) => {
        if (offerPromoCode && !promo.readyToPay()) return;
        if (payableNow.current && channel === 'mpesa') void loadMpesaPanel();
        onSubmit(values, { companyName, kraPin }, offerPromoCode ? promo : undefined, {
          channel: payableNow.current ? channel : 'card',
          mpesaPhone,
          smsConsent,
        });
      })}
      noValidate
      className="space-y-4"
    >
      {dateError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {dateError}
        </p>
      )}
      {!fixedTime && (
        <SelectField
          label={`Time (${SITE.timeZoneLabel})`}
          error={errors.time?.message}
          disabled={busy}
          {...register('time')}
        >
          {BOOKING_PAGE_TIMES.map((time) => (
            <option key={time} value={time}>
              {formatSlotTime(time)}
            </option>
          ))}
        </SelectField>
      )}
      <ContactFields register={register} errors={errors} disabled={busy} />
      <TextArea
        label="Notes (optional)"
        rows={3}
        error={errors.notes?.message}
        disabled={busy}
        {...register('notes')}
      />
      {space && <CompanyReceiptFields register={register} errors={errors} disabled={busy} />}
      {offerPromoCode && <PromoCodeField promo={promo} disabled={busy} email={() => getValues('email')} />}
      {/* A tour has nothing to pay: only its SMS box is offered. */}
      <PayMethodFields
        register={register}
        errors={errors}
        disabled={busy}
        channel={watch('channel')}
        payable={Boolean(space) && offerPromoCode}
      />
      {notice}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Processing...' : submitLabel}
      </Button>
    </form>
  );
}
