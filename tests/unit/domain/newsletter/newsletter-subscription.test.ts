import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONFIRM_TOKEN_TTL_MS,
  RESEND_QUIET_MS,
  confirmTokenExpiry,
  isConfirmTokenShaped,
  isConfirmTokenUsable,
  signUpAction,
  subscriptionState,
} from '../../../../src/domain/newsletter/newsletter-subscription';
import { formatUnsubscribeToken, parseUnsubscribeToken, unsubscribeTokenPayload } from '../../../../src/domain/newsletter/newsletter-token';

const now = new Date('2026-05-04T10:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('sign-up rules', () => {
  it('a new address gets a pending subscription and a mail', () => {
    expect(signUpAction(null, now)).toBe('create');
  });

  it('a confirmed address changes nothing and gets no mail, however long ago it confirmed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10 * RESEND_QUIET_MS, max: 0 }),
        fc.option(fc.integer({ min: -10 * RESEND_QUIET_MS, max: 0 })),
        (confirmed, sent) => {
          expect(signUpAction({ confirmedAt: at(confirmed), confirmationSentAt: sent === null ? null : at(sent) }, now)).toBe('quiet');
        },
      ),
    );
  });

  it('a pending address gets a second mail only once the quiet hour since the last one is over', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 * RESEND_QUIET_MS }), (age) => {
        const action = signUpAction({ confirmedAt: null, confirmationSentAt: at(-age) }, now);
        expect(action).toBe(age < RESEND_QUIET_MS ? 'quiet' : 'resend');
      }),
    );
    expect(signUpAction({ confirmedAt: null, confirmationSentAt: at(-RESEND_QUIET_MS + 1) }, now)).toBe('quiet');
    expect(signUpAction({ confirmedAt: null, confirmationSentAt: at(-RESEND_QUIET_MS) }, now)).toBe('resend');
  });

  it('states: pending until confirmed', () => {
    expect(subscriptionState({ confirmedAt: null })).toBe('pending');
    expect(subscriptionState({ confirmedAt: now })).toBe('confirmed');
  });
});

describe('confirmation tokens', () => {
  it('work until their expiry, 48 hours after the mail, and not a millisecond longer', () => {
    const expires = confirmTokenExpiry(now);
    expect(expires.getTime() - now.getTime()).toBe(CONFIRM_TOKEN_TTL_MS);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * CONFIRM_TOKEN_TTL_MS }), (elapsed) => {
        expect(isConfirmTokenUsable(expires, at(elapsed))).toBe(elapsed < CONFIRM_TOKEN_TTL_MS);
      }),
    );
    expect(isConfirmTokenUsable(null, now)).toBe(false);
  });

  it('only URL-safe text of a plausible length may be looked up', () => {
    expect(isConfirmTokenShaped('abcdefghijklmnopqrstuvwxyz234567')).toBe(true);
    for (const bad of ['', 'short', 'has space in it but long enough', `${'a'.repeat(129)}`, 'ab<script>cdefghijklmnopqrst', 42, null])
      expect(isConfirmTokenShaped(bad)).toBe(false);
  });
});

describe('unsubscribe tokens', () => {
  it('read back what was formatted, and nothing else', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 999_999_999_999_999_999n }), fc.stringMatching(/^[A-Za-z0-9_-]{16,128}$/), (id, signature) => {
        expect(parseUnsubscribeToken(formatUnsubscribeToken(String(id), signature))).toEqual({ subscriptionId: String(id), signature });
      }),
    );
    for (const bad of ['1', '0.abcdefghijklmnopqrst', '1.short', '1.abcdefghijklmnop.extra', 'x.abcdefghijklmnopqrst', undefined])
      expect(parseUnsubscribeToken(bad)).toBeNull();
  });

  it('sign what they allow for which subscription, so no other token stands in', () => {
    expect(unsubscribeTokenPayload('7')).toBe('newsletter:unsubscribe:7');
    expect(unsubscribeTokenPayload('7')).not.toBe(unsubscribeTokenPayload('77'));
  });
});
