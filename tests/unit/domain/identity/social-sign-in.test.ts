import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanName,
  decideSocialSignIn,
  enabledSocialProviders,
  SOCIAL_PROVIDERS,
  stateMatches,
  type SocialProviderId,
} from '../../../../src/domain/identity/social-sign-in';

const identity = (email: string | null, emailVerified: boolean) => ({ email, emailVerified });

describe('decideSocialSignIn (issue 5, item 4: link only with a verified e-mail)', () => {
  it.each([
    ['linked → sign in, whatever the addresses say', '7', identity(null, false), null, { kind: 'sign-in', userId: '7' }],
    [
      'linked wins over another account with the address',
      '7',
      identity('a@x.de', true),
      { userId: '9', emailVerified: true },
      { kind: 'sign-in', userId: '7' },
    ],
    ['both verified → link', null, identity('a@x.de', true), { userId: '9', emailVerified: true }, { kind: 'link', userId: '9' }],
    ['local unverified → not linked', null, identity('a@x.de', true), { userId: '9', emailVerified: false }, { kind: 'not-linked' }],
    ['provider unverified → not linked', null, identity('a@x.de', false), { userId: '9', emailVerified: true }, { kind: 'not-linked' }],
    ['nobody has the address, provider verified → create', null, identity('a@x.de', true), null, { kind: 'create' }],
    ['nobody has it, provider did not verify → nothing', null, identity('a@x.de', false), null, { kind: 'no-verified-email' }],
    ['no address at all → nothing', null, identity(null, false), null, { kind: 'no-verified-email' }],
  ] as const)('%s', (_name, linkedUserId, id, localAccount, expected) => {
    expect(decideSocialSignIn({ linkedUserId, identity: id, localAccount })).toEqual(expected);
  });

  const anyIdentity = fc.record({ email: fc.option(fc.emailAddress(), { nil: null }), emailVerified: fc.boolean() });
  const anyLocal = fc.option(fc.record({ userId: fc.stringMatching(/^[1-9]\d{0,5}$/), emailVerified: fc.boolean() }), { nil: null });

  it('never joins an identity to an existing account unless both sides verified the address (property)', () => {
    fc.assert(
      fc.property(anyIdentity, anyLocal, (id, local) => {
        const decision = decideSocialSignIn({ linkedUserId: null, identity: id, localAccount: local });
        if (decision.kind === 'link') expect(id.emailVerified && id.email !== null && local?.emailVerified).toBe(true);
        // An existing account is never shadowed by a second one with the same address.
        if (local) expect(decision.kind).not.toBe('create');
        if (decision.kind === 'create') expect(id.emailVerified && id.email !== null).toBe(true);
      }),
    );
  });

  it('an existing link always signs its user in (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,5}$/), anyIdentity, anyLocal, (linked, id, local) => {
        expect(decideSocialSignIn({ linkedUserId: linked, identity: id, localAccount: local })).toEqual({
          kind: 'sign-in',
          userId: linked,
        });
      }),
    );
  });
});

describe('stateMatches', () => {
  it('is true exactly for the same non-empty value (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64 }), fc.string({ maxLength: 64 }), (a, b) => {
        expect(stateMatches(a, a)).toBe(true);
        expect(stateMatches(a, b)).toBe(a === b);
      }),
    );
  });

  it('refuses missing values on either side', () => {
    for (const [a, b] of [
      [null, 'x'],
      ['x', null],
      ['', ''],
      [undefined, undefined],
    ] as const)
      expect(stateMatches(a, b)).toBe(false);
  });
});

describe('enabledSocialProviders', () => {
  it('offers a provider only when it is configured and the site flag is on, in a fixed order (property)', () => {
    const subset = fc.subarray([...SOCIAL_PROVIDERS]);
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), subset, (google, linkedin, configured) => {
        const flags: Record<SocialProviderId, boolean> = { google, linkedin };
        const enabled = enabledSocialProviders(flags, configured);
        expect(enabled).toEqual(SOCIAL_PROVIDERS.filter((p) => flags[p] && configured.includes(p)));
      }),
    );
    expect(enabledSocialProviders({ google: false, linkedin: false }, ['google', 'linkedin'])).toEqual([]);
  });
});

describe('cleanName', () => {
  it('trims, folds white space and cuts to the limit', () => {
    expect(cleanName('  Anna \n Maria ', 100)).toBe('Anna Maria');
    expect(cleanName(null, 100)).toBe('');
    expect(cleanName('x'.repeat(150), 100)).toHaveLength(100);
  });
});
