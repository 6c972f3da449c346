import { MAX_TEAM_SEATS } from '@coworking/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, messageOf } from '../../../api/client';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form-field';
import { PersonFields } from './person-fields';
import {
  EMPTY_SEAT_HOLDER,
  type SeatCountInput,
  seatCountSchema,
  type SeatCountValues,
  type SeatHolderBody,
  seatHolderBody,
  seatHolderFieldErrors,
  type SeatHolderInput,
  seatHolderSchema,
  type SeatHolderValues,
} from '../team-schema';

const CONNECTION = 'Please check your connection and try again.';

interface SeatHolderFormProps {
  /** Names the form for screen readers, e.g. 'Assign a seat of Acme Ltd'. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** Gives or moves the seat; a refusal naming a field is shown at it, any other goes to `onFailure`. */
  send(body: SeatHolderBody): Promise<void>;
  onFailure(message: string): void;
  onCancel?(): void;
}

/** The person a seat goes to: names, e-mail (their sign-in link goes there) and an optional phone. */
export function SeatHolderForm({ label, submitLabel, busyLabel, send, onFailure, onCancel }: SeatHolderFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting: busy },
  } = useForm<SeatHolderInput, unknown, SeatHolderValues>({
    resolver: zodResolver(seatHolderSchema),
    defaultValues: EMPTY_SEAT_HOLDER,
  });

  async function submit(values: SeatHolderValues) {
    try {
      await send(seatHolderBody(values));
      reset(EMPTY_SEAT_HOLDER);
    } catch (error) {
      const fields = seatHolderFieldErrors(error instanceof ApiError ? error.errors : undefined);
      fields.forEach(([field, message], index) => setError(field, { message }, { shouldFocus: index === 0 }));
      if (fields.length === 0) onFailure(messageOf(error, `The seat could not be changed. ${CONNECTION}`));
    }
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label={label} className="mt-4 space-y-4">
      <PersonFields
        register={register}
        errors={errors}
        busy={busy}
        labels={{ firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone (optional)' }}
        emailHint="Their sign-in link to the member portal goes to this address."
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

interface SeatCountFormProps {
  /** Names the form for screen readers. */
  label: string;
  /** The number field's label. */
  fieldLabel: string;
  hint: string;
  defaultSeats: number;
  /** The most seats the field takes, and what it says above that. */
  most: number;
  tooMany: string;
  submitLabel: string;
  busyLabel: string;
  /** Sends the count; a refusal naming `seats` is shown at the field, any other goes to `onFailure`. */
  send(seats: number): Promise<void>;
  onFailure(message: string): void;
}

/** A number of seats and the button that acts on it. */
export function SeatCountForm(props: SeatCountFormProps) {
  const { label, fieldLabel, hint, defaultSeats, most, tooMany, submitLabel, busyLabel, send, onFailure } = props;
  const resolver = useMemo(() => zodResolver(seatCountSchema(most, tooMany)), [most, tooMany]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting: busy },
  } = useForm<SeatCountInput, unknown, SeatCountValues>({ resolver, defaultValues: { seats: String(defaultSeats) } });

  async function submit({ seats }: SeatCountValues) {
    try {
      await send(seats);
    } catch (error) {
      const refusal = error instanceof ApiError ? error.errors?.seats : undefined;
      if (refusal) setError('seats', { message: refusal }, { shouldFocus: true });
      else onFailure(messageOf(error, `The seats could not be changed. ${CONNECTION}`));
    }
  }

  return (
    <form
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-label={label}
      className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="sm:w-72">
        <TextField
          label={fieldLabel}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.min(most, MAX_TEAM_SEATS)}
          step={1}
          required
          hint={hint}
          error={errors.seats?.message}
          disabled={busy}
          {...register('seats')}
        />
      </div>
      <Button type="submit" variant="outline" className="sm:mt-6.5" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
