import { formatInstantDate, formatVenueDate } from './format';

describe('formatInstantDate', () => {
  it('writes instants of three years, every 7 hours and 13 minutes, as Intl does for en-KE in Nairobi', () => {
    const intl = new Intl.DateTimeFormat('en-KE', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Nairobi',
    });
    const disagreements: string[] = [];
    for (let millis = Date.UTC(2026, 0, 1); millis < Date.UTC(2029, 0, 1); millis += (7 * 60 + 13) * 60_000) {
      const instant = new Date(millis).toISOString();
      const expected = intl.format(new Date(millis));
      if (formatInstantDate(instant) !== expected)
        disagreements.push(`${instant}: ${formatInstantDate(instant)}, Intl ${expected}`);
    }
    expect(disagreements).toEqual([]);
  });
});

describe('formatVenueDate', () => {
  it('writes every day of three years as Intl does for en-KE', () => {
    const intl = new Intl.DateTimeFormat('en-KE', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 3 * 366; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      expect({ date, text: formatVenueDate(date) }).toEqual({ date, text: intl.format(new Date(`${date}T00:00:00Z`)) });
    }
  });
});
