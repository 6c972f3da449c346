import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../ui/form-field';

/** The fields every form about another person has. */
interface PersonValues extends FieldValues {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
}

interface PersonFieldsProps<T extends PersonValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  busy: boolean;
  /** What each field is called, e.g. "Guest's first name". */
  labels: Record<'firstName' | 'lastName' | 'email' | 'phone', string>;
  /** What the e-mail address is used for. */
  emailHint: string;
}

/**
 * Names, e-mail and an optional phone of someone a member acts for (a guest, a seat holder): not the member's own
 * details, so the browser is not asked to fill them in.
 */
export function PersonFields<T extends PersonValues>({
  register,
  errors,
  busy,
  labels,
  emailHint,
}: PersonFieldsProps<T>) {
  const field = (name: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    error: errors[name]?.message as string | undefined,
    disabled: busy,
    autoComplete: 'off',
    ...register(name as Path<T>),
  });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={labels.firstName} required {...field('firstName')} />
        <TextField label={labels.lastName} required {...field('lastName')} />
      </div>
      <TextField label={labels.email} type="email" inputMode="email" required hint={emailHint} {...field('email')} />
      <TextField label={labels.phone} type="tel" inputMode="tel" {...field('phone')} />
    </>
  );
}
