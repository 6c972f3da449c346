import 'react-day-picker/style.css';
import {
  bookingDateProblem,
  type BookingStartKind,
  DEFAULT_BOOK_AHEAD_DAYS,
  lastBookableDate,
  VENUE_ZONE,
  venueToday,
} from '@coworking/domain';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { useState } from 'react';
import { DayButton, type DayButtonProps, DayPicker } from 'react-day-picker';
import { usePaymentConfig } from '../../checkout/payment-config';

/**
 * A day button's accessible name starts with the number it shows ('2 November 2026, Monday'), so a voice-control
 * user can say what they see (WCAG 2.5.3); react-day-picker's default ('Monday, November 2nd, 2026') does not.
 */
function dayButtonLabel(day: Date, modifiers: { today?: boolean; selected?: boolean }): string {
  const states = [modifiers.today && 'today', modifiers.selected && 'selected'].filter(Boolean);
  return [format(day, 'd MMMM yyyy, EEEE'), ...states].join(', ');
}

/**
 * Days of the neighbouring months fill the 42 cells but cannot be picked. They are disabled here, on the button,
 * not through DayPicker's `disabled` matcher: the keyboard moves (arrows, PageUp/PageDown) skip days that matcher
 * disables, and a day of the next month is "outside" until the calendar has turned to it, so none could be reached.
 */
function InsideMonthDayButton(props: DayButtonProps) {
  return <DayButton {...props} disabled={props.day.outside || props.disabled} />;
}

function venueDay(date: string): TZDate {
  const [year, month, day] = date.split('-').map(Number);
  return new TZDate(year, month - 1, day, VENUE_ZONE);
}

interface BookingCalendarProps {
  selected: string[];
  onPick(date: string): void;
  /** Accessible name of the calendar. */
  label: string;
  /** What is being booked: decides until when today can be chosen (the server's rule, from the domain package). */
  kind: BookingStartKind;
}

/** The business's book-ahead limit (from the payment config), or the default until it has loaded. */
function useBookAheadDays(): number {
  return usePaymentConfig().data?.bookAheadDays ?? DEFAULT_BOOK_AHEAD_DAYS;
}

/**
 * Month calendar of the venue's days: Monday first, always 42 cells; days the server would refuse (past days, today
 * once its slots are over, days past the book-ahead limit) and days outside the shown month are disabled. Arrows,
 * Home/End and PageUp/PageDown move through the days (turning the month), Enter or Space picks. Dates are
 * venue dates (YYYY-MM-DD in Africa/Nairobi), whatever the visitor's own time zone.
 */
export function BookingCalendar({ selected, onPick, label, kind }: BookingCalendarProps) {
  const bookAheadDays = useBookAheadDays();
  const today = venueDay(venueToday());
  const last = venueDay(lastBookableDate(bookAheadDays));
  const [month, setMonth] = useState<Date>(selected[0] ? venueDay(selected[0]) : today);
  return (
    <div
      className="booking-calendar rounded-xl border border-slate-200 p-2"
      style={{ ['--rdp-accent-color' as string]: '#0f766e', ['--rdp-accent-background-color' as string]: '#ccfbf1' }}
    >
      <DayPicker
        aria-label={label}
        // Neighbouring months' days look as disabled as the other days that cannot be picked (set on DayPicker's
        // root, where its stylesheet defines the variable).
        style={{ ['--rdp-outside-opacity' as string]: 'var(--rdp-disabled-opacity)' }}
        labels={{ labelDayButton: dayButtonLabel }}
        components={{ DayButton: InsideMonthDayButton }}
        mode="multiple"
        timeZone={VENUE_ZONE}
        weekStartsOn={1}
        fixedWeeks
        showOutsideDays
        month={month}
        onMonthChange={setMonth}
        startMonth={today}
        endMonth={last}
        selected={selected.map(venueDay)}
        onDayClick={(day, modifiers) => {
          if (!modifiers.disabled && !modifiers.outside) onPick(format(day, 'yyyy-MM-dd'));
        }}
        disabled={(day: Date) => bookingDateProblem(kind, format(day, 'yyyy-MM-dd'), bookAheadDays) !== null}
      />
    </div>
  );
}
