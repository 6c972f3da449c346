import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/form-field';
import { CompanyReceiptFields } from './company-receipt-fields';
import { type CompanyReceipt, companyReceiptSchema, EMPTY_COMPANY_RECEIPT } from './company-receipt-schema';
import { type ContactDetails, contactDetailsSchema } from './contact-details-schema';

const checkoutDetailsSchema = contactDetailsSchema.extend(companyReceiptSchema.shape);
type CheckoutDetails = ContactDetails & CompanyReceipt;

interface ContactDetailsFormProps {
  submitLabel: string;
  busyLabel: ReactNode;
  busy: boolean;
  /** Shown just above the submit button, e.g. the cancellation policy of what is about to be paid for. */
  notice?: ReactNode;
  onSubmit(details: ContactDetails, receipt: CompanyReceipt): void;
  onBack?: () => void;
}

/** 'Complete Your Booking': who the booking or subscription is for. Payment starts right after it. */
export function ContactDetailsForm({
  submitLabel,
  busyLabel,
  busy,
  notice,
  onSubmit,
  onBack,
}: ContactDetailsFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CheckoutDetails>({
    resolver: zodResolver(checkoutDetailsSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', ...EMPTY_COMPANY_RECEIPT },
  });
  return (
    <form
      onSubmit={handleSubmit(({ companyName, kraPin, ...details }) => onSubmit(details, { companyName, kraPin }))}
      noValidate
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          disabled={busy}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          disabled={busy}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        disabled={busy}
        {...register('email')}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        required
        hint="M-Pesa number welcome, e.g. +254712345678"
        error={errors.phone?.message}
        disabled={busy}
        {...register('phone')}
      />
      <CompanyReceiptFields
        companyName={register('companyName')}
        kraPin={register('kraPin')}
        errors={{ companyName: errors.companyName?.message, kraPin: errors.kraPin?.message }}
        disabled={busy}
      />
      {notice}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        {onBack && (
          <Button variant="ghost" onClick={onBack} disabled={busy}>
            Back
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
