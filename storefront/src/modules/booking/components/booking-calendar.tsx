import 'react-day-picker/style.css';
import { VENUE_ZONE, venueToday } from '@coworking/domain';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';

function venueDay(date: string): TZDate {
  const [year, month, day] = date.split('-').map(Number);
  return new TZDate(year, month - 1, day, VENUE_ZONE);
}

interface BookingCalendarProps {
  selected: string[];
  onPick(date: string): void;
  /** Accessible name of the calendar. */
  label: string;
}

/**
 * Month calendar of the venue's days: Monday first, always 42 cells, past days and days outside the shown month
 * disabled. Dates are venue dates (YYYY-MM-DD in Africa/Nairobi), whatever the visitor's own time zone.
 */
export function BookingCalendar({ selected, onPick, label }: BookingCalendarProps) {
  const today = venueDay(venueToday());
  const [month, setMonth] = useState<Date>(selected[0] ? venueDay(selected[0]) : today);
  return (
    <div
      className="booking-calendar rounded-xl border border-slate-200 p-2"
      style={{ ['--rdp-accent-color' as string]: '#0f766e', ['--rdp-accent-background-color' as string]: '#ccfbf1' }}
    >
      <DayPicker
        aria-label={label}
        mode="multiple"
        timeZone={VENUE_ZONE}
        weekStartsOn={1}
        fixedWeeks
        showOutsideDays
        month={month}
        onMonthChange={setMonth}
        startMonth={today}
        selected={selected.map(venueDay)}
        onDayClick={(day, modifiers) => {
          if (!modifiers.disabled) onPick(format(day, 'yyyy-MM-dd'));
        }}
        disabled={[
          { before: today },
          (day: Date) => day.getMonth() !== month.getMonth() || day.getFullYear() !== month.getFullYear(),
        ]}
      />
    </div>
  );
}
