import { FALLBACK_SLOTS, type SlotView } from '../booking/booking-rules';
import {
  fullDays,
  fullDayText,
  isFullDay,
  toggleWaitlistTarget,
  waitlistSlotTimes,
  waitlistTargetText,
} from './waitlist-rules';

// 10:30 in Nairobi on Thursday 3 December 2026.
const NOW = new Date('2026-12-03T07:30:00Z');

const free = (time: string): SlotView => ({ time, available: true, availableInstances: 1, totalInstances: 2 });
const full = (time: string): SlotView => ({ time, available: false, availableInstances: 0, totalInstances: 2 });

/** A weekday's slots (06:00 to 20:00 starts), all free but the ones named. */
function day(fullTimes: string[]): SlotView[] {
  return Array.from({ length: 15 }, (_, index) => {
    const time = `${String(6 + index).padStart(2, '0')}:00`;
    return fullTimes.includes(time) ? full(time) : free(time);
  });
}

describe('which full slots and days offer the waitlist', () => {
  it('offers the full slots of a single chosen date', () => {
    expect(waitlistSlotTimes(['2026-12-04'], day(['10:00', '14:00']), NOW)).toEqual(['10:00', '14:00']);
    expect(waitlistSlotTimes(['2026-12-04'], day([]), NOW)).toEqual([]);
  });

  it('offers nothing with several dates chosen: the grid then mixes them, and a place in line is for one date', () => {
    expect(waitlistSlotTimes(['2026-12-04', '2026-12-05'], day(['10:00']), NOW)).toEqual([]);
    expect(waitlistSlotTimes([], day(['10:00']), NOW)).toEqual([]);
  });

  it('offers no slot that has started, though the server also says none of it is free', () => {
    expect(waitlistSlotTimes(['2026-12-03'], day(['08:00', '10:00', '12:00']), NOW)).toEqual(['12:00']);
  });

  it('offers nothing when live availability could not be loaded, nor for a space without instances', () => {
    expect(waitlistSlotTimes(['2026-12-04'], FALLBACK_SLOTS, NOW)).toEqual([]);
    const noInstances = { time: '10:00', available: false, availableInstances: 0, totalInstances: 0 };
    expect(waitlistSlotTimes(['2026-12-04'], [noInstances], NOW)).toEqual([]);
  });

  it('calls a day of a daily space full when a slot inside its 09:00–17:00 access has no instance free', () => {
    expect(isFullDay('2026-12-04', day(['09:00']), NOW)).toBe(true);
    expect(isFullDay('2026-12-04', day(['15:00']), NOW)).toBe(true);
    expect(isFullDay('2026-12-04', day([]), NOW)).toBe(false);
    // Reaching before 09:00 or past 17:00: the day pass may still be free.
    expect(isFullDay('2026-12-04', day(['06:00', '07:00', '08:00', '16:00', '17:00', '18:00']), NOW)).toBe(false);
  });

  it('does not call today full from the slots that have started', () => {
    expect(isFullDay('2026-12-03', day(['09:00', '10:00']), NOW)).toBe(false);
    expect(isFullDay('2026-12-03', day(['12:00']), NOW)).toBe(true);
  });

  it("lists the chosen days that are full, each from its own date's availability", () => {
    const perDate = [{ data: { timeSlots: day([]) } }, { data: { timeSlots: day(['11:00']) } }, {}];
    expect(fullDays(['2026-12-04', '2026-12-05', '2026-12-07'], perDate, NOW)).toEqual(['2026-12-05']);
    expect(fullDays(['2026-12-04'], [{ data: undefined }], NOW)).toEqual([]);
  });

  it('closes the form when what it is open for is pressed again, and moves it to another slot or day', () => {
    const ten = { date: '2026-12-04', time: '10:00' };
    expect(toggleWaitlistTarget(undefined, ten)).toEqual(ten);
    expect(toggleWaitlistTarget(ten, { date: '2026-12-04', time: '10:00' })).toBeUndefined();
    expect(toggleWaitlistTarget(ten, { date: '2026-12-04', time: '14:00' })).toEqual({
      date: '2026-12-04',
      time: '14:00',
    });
    expect(toggleWaitlistTarget({ date: '2026-12-04' }, { date: '2026-12-04' })).toBeUndefined();
    expect(toggleWaitlistTarget({ date: '2026-12-04' }, { date: '2026-12-05' })).toEqual({ date: '2026-12-05' });
  });

  it('says what the form is for and what to do about a full day', () => {
    expect(waitlistTargetText('Tsavo Meeting Room', { date: '2026-12-04', time: '10:00' })).toBe(
      'Tsavo Meeting Room is full on Fri, 4 Dec 2026, 10:00 AM – 12:00 PM.',
    );
    expect(waitlistTargetText('Hot Desk', { date: '2026-12-04' })).toBe('Hot Desk is full on Fri, 4 Dec 2026.');
    expect(fullDayText('2026-12-04', 1)).toBe(
      'Fri, 4 Dec 2026 is fully booked. Choose another day, or join its waitlist.',
    );
    expect(fullDayText('2026-12-04', 3)).toBe(
      'Fri, 4 Dec 2026 is fully booked. Un-choose it to book your other days, or join its waitlist.',
    );
  });
});
