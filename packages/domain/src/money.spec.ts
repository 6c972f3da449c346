import { centsToAmount, formatKes, formatKesNumber, toCents } from './money.js';
import { capacityText, instanceLabel } from './spaces.js';

describe('KES amounts', () => {
  it('converts decimal strings to exact cents and back', () => {
    expect(toCents('0.1')).toBe(10);
    expect(toCents('1500.00')).toBe(150_000);
    expect(toCents(' 35000 ')).toBe(3_500_000);
    expect(() => toCents('12.345')).toThrow(RangeError);
    expect(() => toCents('-5')).toThrow(RangeError);
    expect(centsToAmount(150_050)).toBe('1500.50');
    expect(centsToAmount(5)).toBe('0.05');
    expect(() => centsToAmount(1.5)).toThrow(RangeError);
  });

  it("formats 'KSh 1,500' on the site and 'KES 25,000' in the back-office", () => {
    expect(formatKes(1500)).toBe('KSh 1,500');
    expect(formatKes('12500.00')).toBe('KSh 12,500');
    expect(formatKes('1500.5')).toBe('KSh 1,500.50');
    expect(formatKes(4501.5)).toBe('KSh 4,501.50');
    expect(formatKes('0.05')).toBe('KSh 0.05');
    expect(formatKes('25000.00', 'KES')).toBe('KES 25,000');
    expect(formatKesNumber(6000)).toBe('6,000');
    expect(formatKesNumber('1500.5')).toBe('1,500.50');
  });

  it('writes every amount exactly as Intl.NumberFormat does for en-KE', () => {
    const whole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
    const withCents = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, 0.01, 0.05, 0.1, 0.125, 1.005, 9.995, 999, 1000, 999_999.99, 1_234_567.891, 12_500, -1500.5];
    for (let cents = 0; cents < 3_000_000; cents += 7_919) amounts.push(cents / 100, Math.floor(cents / 100) * 1000);
    for (const amount of amounts)
      expect({ amount, text: formatKesNumber(amount) }).toEqual({
        amount,
        text: (Number.isInteger(amount) ? whole : withCents).format(amount),
      });
  });
});

describe('space texts', () => {
  it('says how many people a space seats, by type for one person', () => {
    expect(capacityText('hot-desk', 1)).toBe('Drop-in basis');
    expect(capacityText('phone-booth', 1)).toBe('1 person call');
    expect(capacityText('private-office', 1)).toBe('1 person');
    expect(capacityText('meeting-room', 0)).toBe('1 person');
    expect(capacityText('meeting-room', 8)).toBe('8 people');
  });

  it('names instances by what they are', () => {
    expect(instanceLabel('hot-desk', 3)).toBe('Desk 3');
    expect(instanceLabel('meeting-room', 1)).toBe('Room 1');
    expect(instanceLabel('event-space', 2)).toBe('Hall 2');
  });
});
