import { describe, expect, it } from 'vitest';
import { formatPrice, formatSalaryRange } from '../../../src/ui/format/salary';

// Intl uses (narrow) no-break spaces as French group separators; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice (spec §9: currency after the amount, with a space)', () => {
  it('formats per locale', () => {
    expect(plain(formatPrice(52000, 'EUR', 'de'))).toBe('52.000 €');
    expect(plain(formatPrice(52000, 'EUR', 'en-GB'))).toBe('52,000 €');
    expect(plain(formatPrice(52000, 'EUR', 'fr'))).toBe('52 000 €');
  });
  it('keeps cents when there are any', () => {
    expect(plain(formatPrice(14.5, 'EUR', 'de'))).toBe('14,50 €');
    expect(plain(formatPrice(14.5, 'EUR', 'en-GB'))).toBe('14.50 €');
  });
  it('puts other currencies after the amount too, and shows unknown codes as they are', () => {
    expect(plain(formatPrice(3000, 'CHF', 'de'))).toBe('3.000 CHF');
    expect(plain(formatPrice(10, 'XQQ', 'de'))).toBe('10 XQQ');
  });
});

describe('formatSalaryRange', () => {
  it('joins a range with one currency sign', () => {
    expect(plain(formatSalaryRange({ min: 45000, max: 55000, currencyCode: 'EUR', unit: 'YEAR' }, 'de')!.text)).toBe('45.000 – 55.000 €');
  });
  it('tells open ranges apart', () => {
    expect(formatSalaryRange({ min: 3000, max: null, currencyCode: 'EUR', unit: 'MONTH' }, 'de')!.kind).toBe('from');
    expect(formatSalaryRange({ min: null, max: 20, currencyCode: 'EUR', unit: 'HOUR' }, 'de')!.kind).toBe('upTo');
    expect(formatSalaryRange({ min: null, max: null, currencyCode: 'EUR', unit: 'HOUR' }, 'de')).toBeNull();
  });
});
