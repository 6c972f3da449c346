import { FALLBACK_SLOTS, isPastSlot, slotAvailabilityAnnouncement, toggleChoice } from './booking-rules';

describe('booking dialog rules', () => {
  it('falls back to sixteen slots from 06:00 with 12:00 and 16:00 taken', () => {
    expect(FALLBACK_SLOTS).toHaveLength(16);
    expect(FALLBACK_SLOTS[0].time).toBe('06:00');
    expect(FALLBACK_SLOTS.at(-1)?.time).toBe('21:00');
    expect(FALLBACK_SLOTS.filter((slot) => !slot.available).map((slot) => slot.time)).toEqual(['12:00', '16:00']);
  });

  it('treats slots of today at or before the current venue hour as past, in Nairobi time', () => {
    // 10:30 in Nairobi is 07:30 UTC.
    const now = new Date('2026-12-03T07:30:00Z');
    expect(isPastSlot('2026-12-03', '10:00', now)).toBe(true);
    expect(isPastSlot('2026-12-03', '11:00', now)).toBe(false);
    expect(isPastSlot('2026-12-02', '20:00', now)).toBe(true);
    expect(isPastSlot('2026-12-04', '06:00', now)).toBe(false);
    // 22:30 UTC on the 2nd is already 01:30 on the 3rd in Nairobi.
    expect(isPastSlot('2026-12-02', '23:00', new Date('2026-12-02T22:30:00Z'))).toBe(true);
  });

  it('toggles dates and slots in multi mode and replaces them in single mode', () => {
    expect(toggleChoice(['2026-12-04'], '2026-12-03', true)).toEqual(['2026-12-03', '2026-12-04']);
    expect(toggleChoice(['2026-12-03', '2026-12-04'], '2026-12-03', true)).toEqual(['2026-12-04']);
    expect(toggleChoice(['2026-12-03'], '2026-12-05', false)).toEqual(['2026-12-05']);
  });

  it('tells screen readers how many slots are free once availability is known', () => {
    const slots = [
      { time: '09:00', available: true },
      { time: '11:00', available: false },
      { time: '13:00', available: true },
    ];
    const loaded = { loading: false, fallback: false };
    expect(slotAvailabilityAnnouncement(0, slots, loaded)).toBe('');
    expect(slotAvailabilityAnnouncement(1, slots, { loading: true, fallback: false })).toBe('Checking availability...');
    expect(slotAvailabilityAnnouncement(1, slots, loaded)).toBe('2 of 3 time slots are free.');
    expect(slotAvailabilityAnnouncement(2, slots.slice(0, 2), loaded)).toBe(
      '1 of 2 time slot is free on all 2 chosen dates.',
    );
    expect(slotAvailabilityAnnouncement(1, slots, { loading: true, fallback: true })).toBe(
      '2 of 3 time slots are free (live availability could not be loaded).',
    );
  });
});
