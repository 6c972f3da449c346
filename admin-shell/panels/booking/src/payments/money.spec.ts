import { formatCents, kesFieldText, parseKesToCents } from './money';

describe('KES amounts in cents', () => {
  it('writes cents as the back-office writes money', () => {
    expect(formatCents(150000)).toBe('KES 1,500');
    expect(formatCents(150050)).toBe('KES 1,500.50');
    expect(formatCents(0)).toBe('KES 0');
  });

  it('puts cents into a KES field without needless decimals', () => {
    expect(kesFieldText(150000)).toBe('1500');
    expect(kesFieldText(150050)).toBe('1500.50');
    expect(kesFieldText(5)).toBe('0.05');
  });

  it('reads a typed KES amount exactly, separators allowed', () => {
    expect(parseKesToCents('1500')).toBe(150000);
    expect(parseKesToCents('1,500.5')).toBe(150050);
    expect(parseKesToCents(' 1 500.05 ')).toBe(150005);
    expect(parseKesToCents('0.1')).toBe(10);
  });

  it('refuses what is not an amount', () => {
    expect(parseKesToCents('')).toBeNull();
    expect(parseKesToCents('-100')).toBeNull();
    expect(parseKesToCents('1500.505')).toBeNull();
    expect(parseKesToCents('KES 1500')).toBeNull();
    expect(parseKesToCents('1e3')).toBeNull();
  });
});
