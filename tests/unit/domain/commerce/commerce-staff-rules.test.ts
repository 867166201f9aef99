import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayRunCommerce } from '../../../../src/domain/commerce/commerce-staff';
import { checkAdjustment, MAX_ADJUSTMENT } from '../../../../src/domain/commerce/credit-adjustment';
import { checkProductDraft, parsePriceCents, type ProductDraft } from '../../../../src/domain/commerce/product-draft';
import type { Actor } from '../../../../src/domain/identity/actor';

const draft = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  kind: 'job_bundle',
  name: { de: '3 Anzeigen', 'en-GB': '', fr: '' },
  netCents: 49_900,
  units: 3,
  runtimeDays: 30,
  upgradeKind: null,
  jobSlots: 0,
  resumeContactSlots: 0,
  ...over,
});

const user = (roles: Array<{ id: 'administrator' | 'site_admin' | 'job_editor' | 'recruiter'; targetId: string | null }>): Actor => ({
  kind: 'user',
  userId: '7',
  roles,
});

describe('price typed in euros', () => {
  it('reads any whole-cent amount back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.boolean(), (cents, comma) => {
        const text = `${Math.floor(cents / 100)}${comma ? ',' : '.'}${String(cents % 100).padStart(2, '0')}`;
        expect(parsePriceCents(text)).toEqual({ ok: true, cents });
      }),
    );
  });

  it('refuses every negative amount as a negative price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (cents) => {
        expect(parsePriceCents(`-${(cents / 100).toFixed(2)}`)).toEqual({ ok: false, code: 'NEGATIVE_PRICE' });
      }),
    );
  });

  it('refuses fractions of a cent and text that is no amount', () => {
    for (const text of ['12.345', '1.234,50', '12e3', 'zwölf', '12.', '.5'])
      expect(parsePriceCents(text)).toEqual({ ok: false, code: 'INVALID_PRICE' });
    expect(parsePriceCents('  ')).toEqual({ ok: false, code: 'REQUIRED' });
    expect(parsePriceCents('12.5')).toEqual({ ok: true, cents: 1250 });
  });
});

describe('product draft', () => {
  it('takes a whole non-negative price and refuses any negative or fractional one with the price field named', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (netCents) => {
        const result = checkProductDraft(draft({ netCents }));
        if (Number.isSafeInteger(netCents) && netCents >= 0) expect(result.ok).toBe(true);
        else {
          expect(result.ok).toBe(false);
          if (!result.ok)
            expect(result.problems).toContainEqual({ field: 'price', code: netCents < 0 ? 'NEGATIVE_PRICE' : 'INVALID_PRICE' });
        }
      }),
    );
  });

  it('needs a German name and an upgrade kind exactly for upgrades', () => {
    expect(checkProductDraft(draft({ name: { de: ' ', 'en-GB': 'x', fr: '' } }))).toEqual({
      ok: false,
      problems: [{ field: 'nameDe', code: 'REQUIRED' }],
    });
    expect(checkProductDraft(draft({ kind: 'upgrade' }))).toEqual({ ok: false, problems: [{ field: 'upgradeKind', code: 'REQUIRED' }] });
    expect(checkProductDraft(draft({ upgradeKind: 'top' }))).toEqual({
      ok: false,
      problems: [{ field: 'upgradeKind', code: 'INVALID_CHOICE' }],
    });
    const upgrade = checkProductDraft(draft({ kind: 'upgrade', upgradeKind: 'featured', name: { de: 'Top', 'en-GB': 'Top job', fr: '' } }));
    expect(upgrade.ok && upgrade.product).toMatchObject({ upgradeKind: 'featured', name: { de: 'Top', 'en-GB': 'Top job' } });
    expect(upgrade.ok && 'fr' in upgrade.product.name).toBe(false);
  });
});

describe('credit adjustment', () => {
  it('never takes a balance below zero and always needs a reason', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: -MAX_ADJUSTMENT, max: MAX_ADJUSTMENT }),
        fc.string({ maxLength: 20 }),
        (balance, delta, reason) => {
          const result = checkAdjustment({ type: 'job_posting', delta, reason }, balance);
          if (result.ok) {
            expect(balance + result.delta).toBeGreaterThanOrEqual(0);
            expect(result.reason).not.toBe('');
            expect(result.delta).not.toBe(0);
          } else if (reason.trim() === '' && delta !== 0) expect(result.code).toBe('REASON_REQUIRED');
        },
      ),
    );
  });

  it('refuses an unknown credit type and an amount of zero', () => {
    expect(checkAdjustment({ type: 'gold', delta: 1, reason: 'x' }, 0)).toEqual({ ok: false, code: 'INVALID_TYPE' });
    expect(checkAdjustment({ type: 'resume_contact', delta: 0, reason: 'x' }, 0)).toEqual({ ok: false, code: 'INVALID_AMOUNT' });
    expect(checkAdjustment({ type: 'resume_contact', delta: -2, reason: 'x' }, 1)).toEqual({ ok: false, code: 'BALANCE_BELOW_ZERO' });
  });
});

describe('who runs a site shop', () => {
  it('is an administrator anywhere, a site admin on their site only, a job editor or recruiter never', () => {
    expect(mayRunCommerce(user([{ id: 'administrator', targetId: null }]), 'suedwest')).toBe(true);
    expect(mayRunCommerce(user([{ id: 'site_admin', targetId: 'suedwest' }]), 'suedwest')).toBe(true);
    expect(mayRunCommerce(user([{ id: 'site_admin', targetId: 'suedwest' }]), 'karriere')).toBe(false);
    expect(mayRunCommerce(user([{ id: 'site_admin', targetId: null }]), 'karriere')).toBe(false);
    expect(mayRunCommerce(user([{ id: 'job_editor', targetId: null }]), 'suedwest')).toBe(false);
    expect(mayRunCommerce(user([{ id: 'recruiter', targetId: null }]), 'suedwest')).toBe(false);
    expect(mayRunCommerce({ kind: 'anonymous' }, 'suedwest')).toBe(false);
    expect(
      mayRunCommerce({ kind: 'user', userId: '1', roles: [{ id: 'administrator', targetId: null }], masqueradedBy: '2' }, 'suedwest'),
    ).toBe(false);
  });
});
