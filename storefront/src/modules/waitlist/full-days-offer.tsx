import { Button } from '../../ui/button';
import { formatVenueDate } from '../../ui/format';
import { fullDayText } from './waitlist-rules';

interface FullDaysOfferProps {
  /** The chosen days that are booked out. */
  days: readonly string[];
  /** How many days are chosen in all: decides what the visitor is told to do instead. */
  chosenDates: number;
  /** The day the waitlist form is open for, if any. */
  openFor?: string;
  onJoin(date: string): void;
}

/**
 * The booked-out days a visitor chose for a daily space, each with a button that opens (or closes) the waitlist form
 * for it. The list sits in a region that is always in the dialog, so a day turning out full is announced.
 */
export function FullDaysOffer({ days, chosenDates, openFor, onJoin }: FullDaysOfferProps) {
  return (
    <div aria-live="polite">
      {days.length > 0 && (
        <ul className="space-y-2">
          {days.map((day) => (
            <li key={day} className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <p>{fullDayText(day, chosenDates)}</p>
              <Button
                variant="outline"
                size="sm"
                className="mt-2 w-full sm:w-auto"
                aria-expanded={openFor === day}
                onClick={() => onJoin(day)}
              >
                Join the waitlist<span className="sr-only"> for {formatVenueDate(day)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
