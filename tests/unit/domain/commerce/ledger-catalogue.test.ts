import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBillingProfile } from '../../../../src/domain/commerce/billing-profile';
import { MAX_QUANTITY, type Product, priceCart } from '../../../../src/domain/commerce/catalogue';
import { balanceOf, spendEntry } from '../../../../src/domain/commerce/credits';
import { invoiceNumber } from '../../../../src/domain/commerce/invoice';
import { availableJobSlots, resumeContactUsage, subscriptionStatus } from '../../../../src/domain/commerce/subscription';

const product = (over: Partial<Product> = {}): Product => ({
  id: '1',
  site: 'karriere',
  kind: 'job_bundle',
  name: { de: '5 Stellenanzeigen' },
  netCents: 99900,
  currency: 'EUR',
  units: 5,
  runtimeDays: 30,
  upgradeKind: null,
  jobSlots: 0,
  resumeContactSlots: 0,
  active: true,
  ...over,
});

describe('credit ledger', () => {
  it('never goes below zero, whatever sequence of grants and spends is tried', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.record({ grant: fc.integer({ min: 1, max: 20 }) }), fc.record({ spend: fc.integer({ min: -3, max: 20 }) }))),
        (ops) => {
          const entries: { delta: number }[] = [];
          for (const op of ops) {
            if ('grant' in op) entries.push({ delta: op.grant });
            else {
              const before = balanceOf(entries);
              const spent = spendEntry(before, op.spend);
              if (spent.ok) entries.push(spent.value);
              else expect(op.spend < 1 || op.spend > before).toBe(true);
            }
            expect(balanceOf(entries)).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('refuses a spend above the balance and non-positive amounts', () => {
    expect(spendEntry(3, 4)).toEqual({ ok: false, code: 'INSUFFICIENT_CREDITS' });
    expect(spendEntry(3, 0)).toEqual({ ok: false, code: 'INVALID_AMOUNT' });
    expect(spendEntry(3, 3)).toEqual({ ok: true, value: { delta: -3 } });
  });
});

describe('cart', () => {
  const catalogue = [product(), product({ id: '2', site: 'suedwest' }), product({ id: '3', kind: 'upgrade', upgradeKind: 'top' })];

  it('prices whole quantities between 1 and the maximum, merging lines', () => {
    const priced = priceCart(
      [
        { productId: '1', quantity: 2 },
        { productId: '1', quantity: 1 },
      ],
      catalogue,
      'karriere',
    );
    expect(priced.ok && priced.value).toEqual([expect.objectContaining({ quantity: 3, lineNetCents: 299700 })]);
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1000, max: 0 }), fc.integer({ min: MAX_QUANTITY + 1 }), fc.double()), (quantity) => {
        fc.pre(!(Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY));
        expect(priceCart([{ productId: '1', quantity }], catalogue, 'karriere')).toEqual({ ok: false, code: 'INVALID_QUANTITY' });
      }),
    );
  });

  it("knows no other site's product, and an upgrade needs its job", () => {
    expect(priceCart([{ productId: '2', quantity: 1 }], catalogue, 'karriere')).toEqual({ ok: false, code: 'UNKNOWN_PRODUCT' });
    expect(priceCart([{ productId: '3', quantity: 1 }], catalogue, 'karriere')).toEqual({ ok: false, code: 'JOB_REQUIRED' });
    expect(priceCart([], catalogue, 'karriere')).toEqual({ ok: false, code: 'EMPTY_CART' });
  });
});

describe('subscriptions', () => {
  const terms = { startsAt: new Date('2026-01-01'), endsAt: new Date('2026-07-01'), jobSlots: 3, resumeContactSlots: 10 };

  it('status follows the dates; only an active one has free slots, never negative', () => {
    expect(subscriptionStatus(terms, new Date('2025-12-31'))).toBe('upcoming');
    expect(subscriptionStatus(terms, new Date('2026-03-01'))).toBe('active');
    expect(subscriptionStatus(terms, new Date('2026-07-01'))).toBe('expired');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.date({ min: new Date('2025-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }),
        (used, now) => {
          const free = availableJobSlots(terms, used, now);
          expect(free).toBeGreaterThanOrEqual(0);
          expect(free).toBeLessThanOrEqual(3);
          const usage = resumeContactUsage(terms, used, now);
          expect(usage.total).toBe(10);
          expect(usage.active + usage.available).toBeLessThanOrEqual(10);
        },
      ),
    );
  });
});

describe('invoice numbers and billing profile', () => {
  it('numbers carry the site and a zero-padded sequence', () => {
    expect(invoiceNumber('karriere', 42)).toBe('KARRIERE-000042');
    expect(() => invoiceNumber('karriere', 0)).toThrow(RangeError);
  });

  it('lists every problem of the billing profile, and a malformed VAT number is one', () => {
    const good = {
      companyName: 'Muster GmbH',
      email: 'rechnung@muster.de',
      firstName: 'Max',
      lastName: 'Muster',
      addressLine1: 'Hauptstraße 1',
      addressLine2: '',
      zip: '44135',
      locality: 'Dortmund',
      countryCode: 'de',
      vatNumber: 'DE 123456789',
    };
    const checked = checkBillingProfile(good);
    expect(checked.ok && checked.value).toMatchObject({ countryCode: 'DE', vatNumber: 'DE123456789' });
    const bad = checkBillingProfile({ ...good, companyName: ' ', vatNumber: 'DE1234' });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems.map((p) => p.field)).toEqual(['companyName', 'vatNumber']);
  });
});
