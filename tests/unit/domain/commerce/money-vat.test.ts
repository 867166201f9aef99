import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../../src/domain/commerce/money';
import { normalizeVatNumber, totalsOf, vatOnNet } from '../../../../src/domain/commerce/vat';

describe('prices', () => {
  it('put the currency after the amount in every locale', () => {
    expect(formatPrice(123456, 'EUR', 'de')).toBe('1.234,56\u00a0€');
    expect(formatPrice(123456, 'EUR', 'en-GB')).toBe('1,234.56\u00a0€');
    expect(formatPrice(1200, 'EUR', 'fr')).toBe('12,00\u00a0€');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom('de', 'en-GB', 'fr' as const), (cents, locale) => {
        expect(formatPrice(cents, 'EUR', locale)).toMatch(/^\d[\d.,\u202f\u00a0 ]*[.,]\d{2}\u00a0€$/);
      }),
    );
  });
});

describe('VAT (euro VAT system off: German 19 % for everybody)', () => {
  it('rounds half up to the cent', () => {
    expect(vatOnNet(100)).toBe(19);
    expect(vatOnNet(50)).toBe(10); // 9.5 → 10
    expect(vatOnNet(49900)).toBe(9481);
    expect(vatOnNet(0)).toBe(0);
  });

  it('gross is net plus VAT to the cent, VAT within half a cent of 19 %', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 10 }), (lines) => {
        const t = totalsOf(lines);
        expect(t.netCents).toBe(lines.reduce((a, b) => a + b, 0));
        expect(t.grossCents).toBe(t.netCents + t.vatCents);
        expect(Math.abs(t.vatCents - t.netCents * 0.19)).toBeLessThanOrEqual(0.5);
        expect(t.vatRatePercent).toBe(19);
      }),
    );
  });

  it('refuses negative or fractional net amounts (a bug, not input)', () => {
    expect(() => vatOnNet(-1)).toThrow(RangeError);
    expect(() => vatOnNet(1.5)).toThrow(RangeError);
  });
});

describe('VAT numbers', () => {
  it('accept each country format, written with spaces, dots and hyphens', () => {
    for (const n of ['DE123456789', 'de 123 456 789', 'ATU12345678', 'FR12345678901', 'NL123456789B01', 'EL123456789', 'BE0123456789']) {
      expect(normalizeVatNumber(n).ok, n).toBe(true);
    }
    expect(normalizeVatNumber('DE 123.456-789')).toEqual({ ok: true, value: 'DE123456789' });
    expect(normalizeVatNumber('  ')).toEqual({ ok: true, value: null });
  });

  it('refuse malformed numbers and unknown countries', () => {
    for (const n of ['DE12345678', 'DE1234567890', 'ATU1234567', 'GR123456789', 'US123456789', 'NL123456789C01', 'DEABCDEFGHI', 'x']) {
      expect(normalizeVatNumber(n), n).toEqual({ ok: false, code: 'INVALID_VAT_NUMBER' });
    }
  });

  it('a German number is DE and exactly nine digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), (digits) => {
        expect(normalizeVatNumber(`DE${digits}`).ok).toBe(digits.length === 9);
      }),
    );
  });
});
