import { type UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../ui/form-field';

/**
 * A react-hook-form form's `register` and `errors`, as the shared fields take them: any form with the named fields
 * fits (its `formState.errors` is passed as it is).
 */
export interface FormFieldsProps<Name extends string> {
  register: (name: Name) => UseFormRegisterReturn;
  errors: Partial<Record<Name, { message?: string }>>;
  disabled: boolean;
}

/** First and last name, both required; the form lays them out (side by side in a grid of its spacing). */
export function NameFields({ register, errors, disabled }: FormFieldsProps<'firstName' | 'lastName'>) {
  return (
    <>
      <TextField
        label="First name"
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        disabled={disabled}
        {...register('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        disabled={disabled}
        {...register('lastName')}
      />
    </>
  );
}

interface PhoneFieldProps extends FormFieldsProps<'phone'> {
  required?: boolean;
  /** Says an M-Pesa number is welcome, where the phone may be used to pay. */
  mpesaHint?: boolean;
}

export function PhoneField({ register, errors, disabled, required, mpesaHint }: PhoneFieldProps) {
  return (
    <TextField
      label="Phone number"
      type="tel"
      autoComplete="tel"
      required={required}
      hint={mpesaHint ? 'M-Pesa number welcome, e.g. +254712345678' : undefined}
      error={errors.phone?.message}
      disabled={disabled}
      {...register('phone')}
    />
  );
}

type ContactFieldsProps = FormFieldsProps<'firstName' | 'lastName' | 'email' | 'phone'> &
  Pick<PhoneFieldProps, 'mpesaHint'>;

/** Who a booking or purchase is for: names, e-mail and phone, all required (the booking form and the checkout). */
export function ContactFields({ register, errors, disabled, mpesaHint }: ContactFieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields register={register} errors={errors} disabled={disabled} />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        disabled={disabled}
        {...register('email')}
      />
      <PhoneField register={register} errors={errors} disabled={disabled} required mpesaHint={mpesaHint} />
    </>
  );
}
