import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../ui/button';
import { CompanyReceiptFields } from './company-receipt-fields';
import { ContactFields } from './contact-fields';
import { type CompanyReceipt, companyReceiptSchema, EMPTY_COMPANY_RECEIPT } from './company-receipt-schema';
import { type ContactDetails, contactDetailsSchema } from './contact-details-schema';
import { PromoCodeField } from './promo-code-field';
import { type PromoCode } from './use-promo-code';

const checkoutDetailsSchema = contactDetailsSchema.extend(companyReceiptSchema.shape);
type CheckoutDetails = ContactDetails & CompanyReceipt;
const CHECKOUT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'companyName', 'kraPin'] as const;

/** Whether the server refused a field of this form (its `errors`), which the form can then show at that field. */
export function refusesCheckoutField(errors: Record<string, string>): boolean {
  return CHECKOUT_FIELDS.some((field) => typeof errors[field] === 'string');
}

interface ContactDetailsFormProps {
  submitLabel: string;
  busyLabel: ReactNode;
  busy: boolean;
  /** Shown just above the submit button, e.g. the cancellation policy of what is about to be paid for. */
  notice?: ReactNode;
  /** The purchase's promo code (its dialog holds it, to show the total): offered where there is something to pay. */
  promo?: PromoCode;
  /** What the payer sent before, when the checkout brings them back here (it refused their promo code). */
  sent?: { details: ContactDetails; receipt: CompanyReceipt };
  /** The server's refusals of what was sent, by field: shown at their fields when the form is shown again. */
  refused?: Record<string, string>;
  /** Offers 'Receipt for a company' (true unless said otherwise; a team's receipt is its company's already). */
  companyReceipt?: boolean;
  onSubmit(details: ContactDetails, receipt: CompanyReceipt): void;
  onBack?: () => void;
}

/** 'Complete Your Booking': who the booking or subscription is for. Payment starts right after it. */
export function ContactDetailsForm({
  submitLabel,
  busyLabel,
  busy,
  notice,
  promo,
  sent,
  refused,
  companyReceipt = true,
  onSubmit,
  onBack,
}: ContactDetailsFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<CheckoutDetails>({
    resolver: zodResolver(checkoutDetailsSchema),
    defaultValues: sent
      ? { ...sent.details, ...sent.receipt }
      : { firstName: '', lastName: '', email: '', phone: '', ...EMPTY_COMPANY_RECEIPT },
  });
  useEffect(() => {
    CHECKOUT_FIELDS.filter((field) => refused?.[field]).forEach((field, index) =>
      setError(field, { message: refused![field] }, { shouldFocus: index === 0 }),
    );
  }, [refused, setError]);
  return (
    <form
      onSubmit={handleSubmit(({ companyName, kraPin, ...details }) => {
        if (promo && !promo.readyToPay()) return;
        onSubmit(details, { companyName, kraPin });
      })}
      noValidate
      className="space-y-4"
    >
      <ContactFields register={register} errors={errors} disabled={busy} mpesaHint />
      {companyReceipt && <CompanyReceiptFields register={register} errors={errors} disabled={busy} />}
      {promo && <PromoCodeField promo={promo} disabled={busy} email={() => getValues('email')} />}
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
