import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode } from 'react';
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
import { BOOKING_PAGE_TIMES, type BookingPageForm, bookingPageSchema } from '../booking-page-schema';

// The company fields are blank unless a paid booking asks for a company receipt, so a tour passes them too.
const bookingFormSchema = bookingPageSchema.extend(companyReceiptSchema.shape);

export type BookingFormValues = Pick<BookingPageForm, 'time' | 'notes' | 'firstName' | 'lastName' | 'email' | 'phone'>;

interface BookingFormProps {
  /** Set by the page (type card and calendar); the form validates them with the rest. */
  fixed: Pick<BookingPageForm, 'type' | 'dates' | 'duration'>;
  /** 'All Day Access' or 'Monthly Access' for daily and monthly spaces; otherwise the visitor picks an hour. */
  fixedTime?: string;
  submitLabel: string;
  busy: boolean;
  /** Paid bookings offer the 'Receipt for a company' fields. */
  paid: boolean;
  /** Shown just above the submit button, e.g. the cancellation policy of a paid booking. */
  notice?: ReactNode;
  onSubmit(values: BookingPageForm, receipt: CompanyReceipt): void;
}

export function BookingForm({ fixed, fixedTime, submitLabel, busy, paid, notice, onSubmit }: BookingFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BookingPageForm & CompanyReceipt>({
    resolver: zodResolver(bookingFormSchema),
    values: {
      ...fixed,
      time: fixedTime ?? '09:00',
      notes: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      ...EMPTY_COMPANY_RECEIPT,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const dateError = errors.dates?.message ?? errors.dates?.root?.message ?? errors.type?.message;
  return (
    <form
      onSubmit={handleSubmit(({ companyName, kraPin, ...values }) => onSubmit(values, { companyName, kraPin }))}
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
      {paid && <CompanyReceiptFields register={register} errors={errors} disabled={busy} />}
      {notice}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Processing...' : submitLabel}
      </Button>
    </form>
  );
}
