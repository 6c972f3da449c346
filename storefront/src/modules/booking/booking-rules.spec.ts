import { billingModeOf, bookingTotal, durationFor, FALLBACK_SLOTS, formatSlotRange, isPastSlot, priceFromText, spacePriceText, toggleChoice, totalItems } from './booking-rules';

describe('booking dialog rules', () => {
  it('reads the billing mode from the price text, daily when it says nothing', () => {
    expect(billingModeOf('From KSh 1,500/hour')).toBe('hourly');
    expect(billingModeOf('From KSh 1,500/day')).toBe('daily');
    expect(billingModeOf('From KSh 35,000/month')).toBe('monthly');
    expect(billingModeOf('Contact for pricing')).toBe('daily');
  });

  it('writes price texts with thousands separators, or asks to get in touch', () => {
    expect(spacePriceText('25000.00', 'monthly')).toBe('From KSh 25,000/month');
    expect(spacePriceText('1500.50', 'hourly')).toBe('From KSh 1,500.5/hour');
    expect(spacePriceText(null, 'daily')).toBe('Contact for pricing');
    expect(priceFromText('From KSh 25,000/month')).toBe(25000);
  });

  it('charges an hourly slot as two hours, per date and slot; other modes per date', () => {
    expect(bookingTotal(1500, 'hourly', 2, 2)).toBe(12000);
    expect(bookingTotal(1500, 'daily', 3, 0)).toBe(4500);
    expect(bookingTotal(35000, 'monthly', 1, 0)).toBe(35000);
    expect(totalItems('hourly', 2, 3)).toBe(6);
    expect(totalItems('daily', 2, 0)).toBe(2);
    expect(durationFor('hourly')).toBe(2);
    expect(durationFor('monthly')).toBe(1);
  });

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
    expect(formatSlotRange('09:00')).toBe('9:00 AM – 11:00 AM');
    expect(formatSlotRange('11:00')).toBe('11:00 AM – 1:00 PM');
  });
});
