import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allChoices,
  consentEntries,
  decodeConsentChoices,
  encodeConsentChoices,
  withdrawsActive,
} from '../../../../src/domain/tracking/consent-choices';
import { CONSENT_SERVICES, type ConsentService } from '../../../../src/domain/tracking/consent-services';
import { bannerOpensByItself, bannerServices, NO_TRACKING, type TrackingSetup } from '../../../../src/domain/tracking/tracking-setup';

const choicesArb = fc.dictionary(fc.constantFrom(...CONSENT_SERVICES), fc.boolean()) as fc.Arbitrary<
  Partial<Record<ConsentService, boolean>>
>;

describe('the consent cookie value', () => {
  it('reads back exactly what was written', () => {
    fc.assert(
      fc.property(choicesArb, (choices) => {
        expect(decodeConsentChoices(encodeConsentChoices(choices))).toEqual(choices);
      }),
    );
  });

  it('holds only characters a cookie value may carry', () => {
    fc.assert(
      fc.property(choicesArb, (choices) => {
        expect(encodeConsentChoices(choices)).toMatch(/^[A-Za-z0-9~:]+$/);
      }),
    );
  });

  it('never throws on foreign input, and never reads it as a yes it did not write', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const decoded = decodeConsentChoices(raw);
        if (decoded !== null) expect(decodeConsentChoices(encodeConsentChoices(decoded))).toEqual(decoded);
      }),
    );
    expect(decodeConsentChoices('v1~pageAnalytics:yes')).toBeNull();
    expect(decodeConsentChoices('v2~pageAnalytics:1')).toBeNull();
    expect(decodeConsentChoices('v1~somethingElse:1')).toBeNull();
    expect(decodeConsentChoices('')).toBeNull();
    expect(decodeConsentChoices('v1')).toEqual({});
  });
});

describe('consent entries and withdrawal', () => {
  it('a service without an answer is refused', () => {
    expect(consentEntries(['pageAnalytics', 'youtube'], { youtube: true })).toEqual([
      { serviceID: 'pageAnalytics', status: false },
      { serviceID: 'youtube', status: true },
    ]);
  });

  it('accept all and reject all answer every service asked about', () => {
    expect(allChoices(['pageAnalytics', 'vimeo'], true)).toEqual({ pageAnalytics: true, vimeo: true });
    expect(allChoices(['pageAnalytics', 'vimeo'], false)).toEqual({ pageAnalytics: false, vimeo: false });
  });

  it('withdraws exactly when an active service is no longer granted', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...CONSENT_SERVICES)), choicesArb, (active, after) => {
        const expected = active.some((s) => after[s] !== true);
        expect(withdrawsActive(new Set(active), after)).toBe(expected);
      }),
    );
  });
});

describe('when the board’s banner opens by itself', () => {
  const withAnalytics: TrackingSetup = { consent: { provider: 'first-party' }, trackers: { pageAnalytics: 'https://t.example/a.js' } };

  it('only on a tracking site with a tracker still waiting for an answer', () => {
    expect(bannerOpensByItself(withAnalytics, null, true)).toBe(true);
    expect(bannerOpensByItself(withAnalytics, { youtube: true }, true)).toBe(true);
    expect(bannerOpensByItself(withAnalytics, { pageAnalytics: false }, true)).toBe(false);
    expect(bannerOpensByItself(withAnalytics, null, false)).toBe(false);
    expect(bannerOpensByItself(NO_TRACKING, null, true)).toBe(false);
    const vendor: TrackingSetup = {
      ...withAnalytics,
      consent: { provider: 'onetrust', scriptUrl: 'https://cmp.example/ot.js', services: { pageAnalytics: 'C0002' } },
    };
    expect(bannerOpensByItself(vendor, null, true)).toBe(false);
  });

  it('asks about the site’s trackers, then the page features (place suggestions only where the site asks)', () => {
    expect(bannerServices(withAnalytics, true)).toEqual(['pageAnalytics', 'geoSuggest', 'youtube', 'vimeo', 'map']);
    expect(bannerServices(NO_TRACKING, false)).toEqual(['youtube', 'vimeo', 'map']);
  });
});
