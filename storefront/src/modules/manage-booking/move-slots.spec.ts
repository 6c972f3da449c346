import { moveSlotChoices } from './move-slots';

describe('the slots the move dialog offers', () => {
  const morning = new Date('2026-12-04T06:30:00Z'); // 09:30 in Nairobi, a Friday

  it('offers the live slots, marking taken ones and those that have started', () => {
    const live = [
      { time: '08:00', available: true },
      { time: '10:00', available: false },
      { time: '12:00', available: true },
    ];
    expect(moveSlotChoices('2026-12-04', live, morning)).toEqual([
      { time: '08:00', available: false },
      { time: '10:00', available: false },
      { time: '12:00', available: true },
    ]);
  });

  it("falls back to the day's opening hours when the live slots are not known (the server refuses a taken one)", () => {
    const saturday = moveSlotChoices('2026-12-05', undefined, morning);
    expect(saturday[0]).toEqual({ time: '08:00', available: true });
    expect(saturday.at(-1)).toEqual({ time: '18:00', available: true });
  });
});
