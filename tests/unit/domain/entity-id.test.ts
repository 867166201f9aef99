import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEntityId } from '../../../src/domain/shared/entity-id';

describe('isEntityId: what may name a stored row', () => {
  it('takes every bigint of up to 18 digits written in decimal', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }), (n) => isEntityId(n.toString())));
  });

  it('refuses 19 digits and more (past what a bigint column holds with room to spare)', () => {
    fc.assert(fc.property(fc.bigInt({ min: 10n ** 18n, max: 10n ** 30n }), (n) => !isEntityId(n.toString())));
  });

  it('refuses anything with a character that is not a digit: signs, spaces, letters, line breaks', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1 }).filter((s) => /\D/.test(s)),
        fc.string(),
        (before, odd, after) => {
          const digitsOnly = (s: string) => s.replace(/\D/g, '');
          return !isEntityId(`${digitsOnly(before)}${odd}${digitsOnly(after)}`);
        },
      ),
    );
    for (const bad of ['', '-1', '+1', ' 1', '1 ', '1\n', '0x1f', '1e3', '١٢٣']) expect(isEntityId(bad)).toBe(false);
  });
});
