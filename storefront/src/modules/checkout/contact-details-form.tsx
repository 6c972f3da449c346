import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../ui/button';
import { CompanyReceiptFields } from './company-receipt-fields';
import { ContactFields } from './contact-fields';
import { type CompanyReceipt, companyReceiptSchema, EMPTY_COMPANY_RECEIPT } from './company-receipt-schema';
import { type ContactDetails, contactDetailsSchema } from './contact-details-schema';
import { loadMpesaPanel } from './mpesa-panel-loader';
import { PayMethodFields, useMpesaPhoneFollowing } from './pay-method-fields';
import { DEFAULT_PAY_METHOD, mpesaPhoneRefinement, type PayMethod, payMethodShape } from './pay-method-schema';
import { PromoCodeField } from './promo-code-field';
import { type PromoCode } from './use-promo-code';

const detailsSchema = contactDetailsSchema.extend(companyReceiptSchema.shape).extend(payMethodShape);
/** With something to pay, the M-Pesa number is checked when M-Pesa is chosen; with nothing to pay it is not asked. */
const payableResolver = zodResolver(detailsSchema.refine(...mpesaPhoneRefinement));
const freeResolver = zodResolver(detailsSchema);
type CheckoutDetails = ContactDetails & CompanyReceipt & PayMethod;
const CHECKOUT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'companyName', 'kraPin', 'mpesaPhone'] as const;

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
  sent?: { details: ContactDetails; receipt: CompanyReceipt; payMethod?: PayMethod };
  /** The server's refusals of what was sent, by field: shown at their fields when the form is shown again. */
  refused?: Record<string, string>;
  /** Offers 'Receipt for a company' (true unless said otherwise; a team's receipt is its company's already). */
  companyReceipt?: boolean;
  /** Whether there is anything to pay: then "How would you like to pay?" is asked (the SMS box is always offered). */
  payable?: boolean;
  onSubmit(details: ContactDetails, receipt: CompanyReceipt, payMethod: PayMethod): void;
  onBack?: () => void;
}

/**
 * 'Complete Your Booking': who the booking or subscription is for, and how it is paid (an M-Pesa PIN prompt to the
 * number given, or Paystack's popup). Payment starts right after it.
 */
export function ContactDetailsForm({
  submitLabel,
  busyLabel,
  busy,
  notice,
  promo,
  sent,
  refused,
  companyReceipt = true,
  payable = true,
  onSubmit,
  onBack,
}: ContactDetailsFormProps) {
  // A promo code may make the total free after the form appeared: the resolver reads whether it is payable now.
  const payableNow = useRef(payable);
  payableNow.current = payable;
  const {
    register,
    handleSubmit,
    getValues,
    getFieldState,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm<CheckoutDetails>({
    resolver: (values, context, options) =>
      (payableNow.current ? payableResolver : freeResolver)(values, context, options),
    defaultValues: sent
      ? { ...sent.details, ...sent.receipt, ...(sent.payMethod ?? DEFAULT_PAY_METHOD) }
      : { firstName: '', lastName: '', email: '', phone: '', ...EMPTY_COMPANY_RECEIPT, ...DEFAULT_PAY_METHOD },
  });
  useMpesaPhoneFollowing(watch('phone'), {
    typed: () => getFieldState('mpesaPhone').isDirty,
    set: (value) => setValue('mpesaPhone', value),
  });
  useEffect(() => {
    CHECKOUT_FIELDS.filter((field) => refused?.[field]).forEach((field, index) =>
      setError(field, { message: refused![field] }, { shouldFocus: index === 0 }),
    );
  }, [refused, setError]);
  return (
    <form
      onSubmit={handleSubmit(({ companyName, kraPin, channel, mpesaPhone, smsConsent, ...details }) => {
        if (promo && !promo.readyToPay()) return;
        if (payable && channel === 'mpesa') void loadMpesaPanel();
        onSubmit(details, { companyName, kraPin }, { channel: payable ? channel : 'card', mpesaPhone, smsConsent });
      })}
      noValidate
      className="space-y-4"
    >
      <ContactFields register={register} errors={errors} disabled={busy} />
      {companyReceipt && <CompanyReceiptFields register={register} errors={errors} disabled={busy} />}
      {promo && <PromoCodeField promo={promo} disabled={busy} email={() => getValues('email')} />}
      <PayMethodFields
        register={register}
        errors={errors}
        disabled={busy}
        channel={watch('channel')}
        payable={payable}
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
