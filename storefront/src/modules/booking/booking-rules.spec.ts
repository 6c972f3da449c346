import { FALLBACK_SLOTS, isPastSlot, toggleChoice } from './booking-rules';

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
});
