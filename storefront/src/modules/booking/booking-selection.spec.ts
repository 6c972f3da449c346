import { selectionPriceCents } from '@coworking/domain';
import { type BookableSpace, canContinue, checkoutBookingData, selectionTotal } from './booking-selection';

const space = (billingCycle: BookableSpace['billingCycle'], rate: string | null): BookableSpace => ({
  id: '5b0c8d8e-3a51-4f43-9c1e-0d6f3f0a9a11',
  name: 'Boardroom',
  rate,
  billingCycle,
});

describe('what the booking dialog shows and sends', () => {
  it("shows the total the server charges: the shared pricing formula on the space's own rate and billing cycle", () => {
    const cases: Array<[BookableSpace, string[], string[]]> = [
      [space('hourly', '1500.00'), ['2026-12-03', '2026-12-04'], ['10:00', '14:00']],
      [space('hourly', '999.99'), ['2026-12-03'], ['10:00']],
      [space('daily', '1500.50'), ['2026-12-03', '2026-12-04', '2026-12-05'], []],
      // Slots chosen before switching to a daily space do not count.
      [space('daily', '2000'), ['2026-12-03'], ['10:00', '12:00']],
      [space('monthly', '35000.00'), ['2026-12-03'], []],
    ];
    for (const [bookable, dates, times] of cases) {
      const slots = bookable.billingCycle === 'hourly' ? times.length : 0;
      expect(selectionTotal(bookable, { dates, times }) * 100).toBe(
        selectionPriceCents(bookable.billingCycle, bookable.rate!, dates.length, slots),
      );
    }
    expect(
      selectionTotal(space('hourly', '1500.00'), { dates: ['2026-12-03', '2026-12-04'], times: ['10:00', '14:00'] }),
    ).toBe(12_000);
    expect(
      selectionTotal(space('daily', '1500.50'), { dates: ['2026-12-03', '2026-12-04', '2026-12-05'], times: [] }),
    ).toBe(4501.5);
  });

  it('shows nothing to pay for a space without a rate', () => {
    expect(selectionTotal(space('hourly', null), { dates: ['2026-12-03'], times: ['10:00'] })).toBe(0);
  });

  it('builds one checkout payload for the dialog and the booking page: sorted dates, slots only for hourly spaces, no prices', () => {
    expect(
      checkoutBookingData(space('hourly', '1500.00'), {
        dates: ['2026-12-04', '2026-12-03'],
        times: ['14:00', '10:00'],
      }),
    ).toEqual({
      type: 'space',
      spaceId: '5b0c8d8e-3a51-4f43-9c1e-0d6f3f0a9a11',
      dates: ['2026-12-03', '2026-12-04'],
      times: ['10:00', '14:00'],
    });
    expect(
      checkoutBookingData(space('daily', '1500.00'), {
        dates: ['2026-12-03'],
        times: ['All Day Access'],
        notes: 'Near a window',
      }),
    ).toEqual({
      type: 'space',
      spaceId: '5b0c8d8e-3a51-4f43-9c1e-0d6f3f0a9a11',
      dates: ['2026-12-03'],
      times: [],
      notes: 'Near a window',
    });
  });

  it('continues only with a date and, for hourly spaces, a slot', () => {
    expect(canContinue('hourly', { dates: ['2026-12-03'], times: [] })).toBe(false);
    expect(canContinue('hourly', { dates: ['2026-12-03'], times: ['10:00'] })).toBe(true);
    expect(canContinue('daily', { dates: ['2026-12-03'], times: [] })).toBe(true);
    expect(canContinue('monthly', { dates: [], times: [] })).toBe(false);
  });
});
