import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardCharge, chargedCents } from '../../../../src/domain/commerce/card-payment';
import { cartNetCents, MAX_CART_LINES, MAX_QUANTITY, type Product, priceCart } from '../../../../src/domain/commerce/catalogue';
import { MAX_CENTS } from '../../../../src/domain/commerce/money';
import { totalsOf, vatOnNet } from '../../../../src/domain/commerce/vat';

const product = (id: number, netCents: number): Product => ({
  id: String(id),
  site: 'default',
  kind: 'resume_credits',
  name: { de: `Paket ${id}`, 'en-GB': `Pack ${id}`, fr: `Lot ${id}` },
  netCents,
  currency: 'EUR',
  units: 10,
  runtimeDays: 0,
  upgradeKind: null,
  jobSlots: 0,
  resumeContactSlots: 0,
  active: true,
});

// A catalogue of products priced from free to far above any real one, and a cart of some of them.
const catalogue = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 20_000_000 })), {
  minLength: 1,
  maxLength: 12,
});
const cartOf = (prices: readonly number[]) =>
  fc.array(fc.record({ index: fc.nat({ max: prices.length - 1 }), quantity: fc.integer({ min: 1, max: MAX_QUANTITY }) }), {
    minLength: 1,
    maxLength: MAX_CART_LINES,
  });
const scenario = catalogue.chain((prices) => fc.tuple(fc.constant(prices), cartOf(prices), fc.constantFrom('de', 'en-GB', 'fr' as const)));

/** The cart as the checkout prices it, the totals the invoice prints, and the charge the payment page asks for. */
function checkout(prices: readonly number[], cart: ReadonlyArray<{ index: number; quantity: number }>, locale: 'de' | 'en-GB' | 'fr') {
  const products = prices.map((p, i) => product(i + 1, p));
  const priced = priceCart(
    cart.map((l) => ({ productId: String(l.index + 1), quantity: l.quantity })),
    products,
    'default',
  );
  if (!priced.ok) return null;
  const totals = totalsOf(priced.value.map((l) => l.lineNetCents));
  const lines = priced.value.map((l) => ({ name: l.product.name, quantity: l.quantity, unitNetCents: l.unitNetCents }));
  return { priced: priced.value, totals, charge: cardCharge({ lines, totals, locale, currency: 'EUR' }) };
}

describe('the card charge of a cart (what the payment page asks for)', () => {
  it('charges exactly the invoice gross: net lines plus one VAT line, VAT rounded half up once on the net sum', () => {
    fc.assert(
      fc.property(scenario, ([prices, cart, locale]) => {
        const result = checkout(prices, cart, locale);
        if (!result) return; // more than 50 of one product after merging: refused before any charge
        const { priced, totals, charge } = result;
        expect(totals.netCents).toBe(cartNetCents(priced));
        expect(totals.vatCents).toBe(Math.floor((totals.netCents * 19 + 50) / 100));
        expect(totals.grossCents).toBe(totals.netCents + totals.vatCents);
        if (totals.grossCents === 0) {
          expect(charge).toEqual({ ok: false, code: 'NOTHING_TO_CHARGE' });
          return;
        }
        if (!charge.ok) throw new Error('a cart with something to pay must be chargeable');
        expect(chargedCents(charge.value.items)).toBe(totals.grossCents);
        const net = charge.value.items.slice(0, totals.vatCents > 0 ? -1 : undefined);
        expect(chargedCents(net)).toBe(totals.netCents);
        if (totals.vatCents > 0) expect(charge.value.items.at(-1)).toMatchObject({ unitCents: totals.vatCents, quantity: 1 });
      }),
    );
  });

  it('has no negative, zero or fractional position, all in the order currency, each named in the buyer language', () => {
    fc.assert(
      fc.property(scenario, ([prices, cart, locale]) => {
        const result = checkout(prices, cart, locale);
        if (!result?.charge.ok) return;
        const { charge, priced } = result;
        expect(charge.value.currency).toBe('EUR');
        for (const item of charge.value.items) {
          expect(Number.isSafeInteger(item.unitCents) && item.unitCents > 0 && item.unitCents <= MAX_CENTS).toBe(true);
          expect(Number.isSafeInteger(item.quantity) && item.quantity >= 1 && item.quantity <= MAX_QUANTITY).toBe(true);
          expect(item.name.length).toBeGreaterThan(0);
        }
        // Every paid line is there once, under its name in the buyer's language; free lines are left out.
        const paid = priced.filter((l) => l.unitNetCents > 0);
        expect(charge.value.items.slice(0, paid.length).map((i) => i.name)).toEqual(
          paid.map((l) => l.product.name[locale] ?? l.product.name.de),
        );
        const vatName = { de: 'Umsatzsteuer 19 %', 'en-GB': 'VAT 19 %', fr: 'TVA 19 %' }[locale];
        expect(charge.value.items.length).toBe(paid.length + (result.totals.vatCents > 0 ? 1 : 0));
        if (result.totals.vatCents > 0) expect(charge.value.items.at(-1)!.name).toBe(vatName);
      }),
    );
  });

  it('rounds the VAT the way the invoice does, at the half cent', () => {
    // 2.50 € net → 0.475 € VAT → 0.48 €; 2.62 € → 0.4978 € → 0.50 €; 0.02 € → 0.0038 € → no VAT line.
    for (const [net, vat] of [
      [250, 48],
      [262, 50],
      [2, 0],
    ] as const) {
      expect(vatOnNet(net)).toBe(vat);
      const totals = totalsOf([net]);
      const charge = cardCharge({ lines: [{ name: { de: 'x' }, quantity: 1, unitNetCents: net }], totals, locale: 'de', currency: 'EUR' });
      if (!charge.ok) throw new Error('chargeable');
      expect(chargedCents(charge.value.items)).toBe(net + vat);
      expect(charge.value.items).toHaveLength(vat > 0 ? 2 : 1);
    }
  });
});
