import { formatSlotRange } from '@coworking/domain';
import { type KeyboardEvent, useRef, useState, useSyncExternalStore } from 'react';
import { cx } from '../../../ui/cx';
import { type SlotView } from '../booking-rules';
import { slotGridTarget } from '../slot-grid-keys';

interface TimeSlotGridProps {
  slots: SlotView[];
  selected: string[];
  onToggle(time: string): void;
  /** Full times that offer the waitlist instead of saying "Unavailable" (one chosen date, live availability). */
  waitlistTimes?: readonly string[];
  /** The full time whose waitlist form is open. */
  waitlistOpenFor?: string;
  onJoinWaitlist?(time: string): void;
}

/** Tailwind's `sm` breakpoint: three slots a row from there, two below. */
const WIDE_SCREEN = '(min-width: 40rem)';

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Slots a row on this screen; the rows are real (role=row), so Up and Down follow what the visitor sees. */
function useColumns(): number {
  return useSyncExternalStore(
    subscribeToWidth,
    () => (window.matchMedia(WIDE_SCREEN).matches ? 3 : 2),
    () => 3,
  );
}

function rowsOf<T>(items: T[], columns: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / columns) }, (_, row) =>
    items.slice(row * columns, row * columns + columns),
  );
}

/**
 * Two-hour slots as toggle buttons in a grid with one tab stop (WAI-ARIA grid pattern, roving tabindex): arrows move
 * between slots, Up and Down by a row, Home and End to the day's first and last slot, Enter or Space chooses or
 * un-chooses the focused slot. Taken or past slots stay focusable but are aria-disabled and say "Unavailable"; a full
 * one in `waitlistTimes` says "Full — join the waitlist" instead and opens or closes its waitlist form (aria-expanded).
 */
export function TimeSlotGrid({
  slots,
  selected,
  onToggle,
  waitlistTimes = [],
  waitlistOpenFor,
  onJoinWaitlist,
}: TimeSlotGridProps) {
  const columns = useColumns();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const [focusedTime, setFocusedTime] = useState<string>();
  // The tab stop: the slot last moved to, else the first chosen one, else the first free one.
  const tabStop = Math.max(
    0,
    [focusedTime, selected.find((time) => slots.some((slot) => slot.time === time))]
      .map((time) => slots.findIndex((slot) => slot.time === time))
      .find((index) => index >= 0) ?? slots.findIndex((slot) => slot.available),
  );

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = slotGridTarget(event.key, index, slots.length, columns);
    if (target === null || event.altKey || event.metaKey || event.shiftKey) return;
    event.preventDefault(); // arrows and Home/End would otherwise scroll the dialog
    setFocusedTime(slots[target].time);
    buttons.current[target]?.focus();
  }

  return (
    <div role="grid" aria-label="Time slots" className="space-y-2">
      {rowsOf(slots, columns).map((row, rowIndex) => (
        <div role="row" key={row[0].time} className={cx('grid gap-2', columns === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
          {row.map((slot, column) => {
            const index = rowIndex * columns + column;
            const chosen = selected.includes(slot.time);
            const waitlist = !slot.available && waitlistTimes.includes(slot.time);
            return (
              <div role="gridcell" key={slot.time}>
                <button
                  ref={(button) => {
                    buttons.current[index] = button;
                  }}
                  type="button"
                  tabIndex={index === tabStop ? 0 : -1}
                  aria-disabled={(!slot.available && !waitlist) || undefined}
                  aria-pressed={waitlist ? undefined : chosen}
                  aria-expanded={waitlist ? waitlistOpenFor === slot.time : undefined}
                  onFocus={() => setFocusedTime(slot.time)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  onClick={() => (waitlist ? onJoinWaitlist?.(slot.time) : slot.available && onToggle(slot.time))}
                  className={cx(
                    'w-full rounded-lg border px-2 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                    chosen
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : waitlist
                        ? waitlistOpenFor === slot.time
                          ? 'border-amber-700 bg-amber-100 text-amber-950'
                          : 'border-amber-300 bg-amber-50 text-amber-900 hover:border-amber-700'
                        : 'border-slate-300 bg-white hover:border-brand-700',
                    !slot.available &&
                      !waitlist &&
                      'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500 line-through hover:border-slate-200',
                  )}
                >
                  <span className="block font-semibold">{formatSlotRange(slot.time)}</span>
                  <span className="block text-xs">
                    {waitlist
                      ? 'Full — join the waitlist'
                      : !slot.available
                        ? 'Unavailable'
                        : slot.availableInstances !== undefined
                          ? `${slot.availableInstances} of ${slot.totalInstances} free`
                          : 'Available'}
                  </span>
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
