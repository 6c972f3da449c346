import { cx } from '../../../ui/cx';
import { formatSlotRange } from '@coworking/domain';
import { type SlotView } from '../booking-rules';

interface TimeSlotGridProps {
  slots: SlotView[];
  selected: string[];
  onToggle(time: string): void;
}

/** Two-hour slots as toggle buttons; taken or past slots are disabled and say why to screen readers. */
export function TimeSlotGrid({ slots, selected, onToggle }: TimeSlotGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Time slots">
      {slots.map((slot) => {
        const chosen = selected.includes(slot.time);
        return (
          <li key={slot.time}>
            <button
              type="button"
              disabled={!slot.available}
              aria-pressed={chosen}
              onClick={() => onToggle(slot.time)}
              className={cx(
                'w-full rounded-lg border px-2 py-2 text-left text-sm transition-colors',
                chosen
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white hover:border-brand-700',
                !slot.available &&
                  'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500 line-through hover:border-slate-200',
              )}
            >
              <span className="block font-semibold">{formatSlotRange(slot.time)}</span>
              <span className="block text-xs">
                {!slot.available
                  ? 'Unavailable'
                  : slot.availableInstances !== undefined
                    ? `${slot.availableInstances} of ${slot.totalInstances} free`
                    : 'Available'}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
