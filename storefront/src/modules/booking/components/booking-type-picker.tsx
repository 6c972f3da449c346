import { spacePriceText } from '@coworking/domain';
import { CalendarCheck } from 'lucide-react';
import { cx } from '../../../ui/cx';
import { type Space } from '../../spaces/space-format';

export const TOUR = 'tour';

interface BookingTypePickerProps {
  spaces: Space[];
  loading: boolean;
  /** 'tour' or a space id */
  value: string;
  onChange(value: string): void;
}

/** The free tour and one card per bookable space, as a radio group. */
export function BookingTypePicker({ spaces, loading, value, onChange }: BookingTypePickerProps) {
  const options = [
    { id: TOUR, title: 'Tour & Consultation', detail: 'Free · 30 minutes with our community team', disabled: false },
    ...spaces.map((space) => ({
      id: space.id,
      title: space.name,
      detail: spacePriceText(space.rate, space.billingCycle),
      disabled: !space.isAvailable,
    })),
  ];
  return (
    <fieldset>
      <legend className="sr-only">Booking type</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={loading}>
        {options.map((option) => (
          <label
            key={option.id}
            className={cx(
              'flex cursor-pointer gap-3 rounded-xl border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
              value === option.id ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-600',
              option.disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name="booking-type"
              className="sr-only"
              value={option.id}
              checked={value === option.id}
              disabled={option.disabled}
              onChange={() => onChange(option.id)}
            />
            <CalendarCheck aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <span>
              <span className="block font-semibold">{option.title}</span>
              <span className="block text-sm text-slate-600">{option.disabled ? 'Unavailable' : option.detail}</span>
            </span>
          </label>
        ))}
        {loading && <div className="h-20 animate-pulse rounded-xl bg-slate-100" />}
      </div>
    </fieldset>
  );
}
