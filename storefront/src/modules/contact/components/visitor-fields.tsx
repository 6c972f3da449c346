import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../ui/form-field';
import { type VisitorInput } from '../visitor-form';

/**
 * First and last name, e-mail and phone, for any form wrapped in a react-hook-form FormProvider. The phone is
 * optional unless the form's rules require it (an event's waitlist).
 */
export function VisitorFields({ phone = 'optional' }: { phone?: 'optional' | 'required' }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<VisitorInput>();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          required
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last Name"
          required
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={phone === 'required' ? 'Phone' : 'Phone (optional)'}
          type="tel"
          required={phone === 'required'}
          autoComplete="tel"
          placeholder="+254 7XX XXX XXX"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
    </>
  );
}
