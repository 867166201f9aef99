import { describe, expect, it } from 'vitest';
import { accountLink, accountTokenExpiry } from '../../../../src/domain/identity/account-tokens';
import { isPlausibleEmail, normalizeEmail, passwordProblem } from '../../../../src/domain/identity/credentials';
import { MAX_DELIVERY_ATTEMPTS, nextAttemptAt } from '../../../../src/domain/mail/retry-policy';
import { publicOrigin } from '../../../../src/domain/site/public-origin';

const NOW = new Date('2026-03-01T10:00:00Z');

describe('account rules', () => {
  it('passwords: 10 to 128 characters', () => {
    expect(passwordProblem('123456789')).toBe('tooShort');
    expect(passwordProblem('1234567890')).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toBe('tooLong');
  });

  it('addresses are trimmed and lower-cased; implausible ones refused', () => {
    expect(normalizeEmail('  Anna@Example.DE ')).toBe('anna@example.de');
    expect(isPlausibleEmail('anna@example.de')).toBe(true);
    for (const bad of ['anna', 'anna@', '@example.de', 'anna@example', 'an na@example.de', `${'a'.repeat(250)}@x.de`])
      expect(isPlausibleEmail(bad)).toBe(false);
  });

  it('verification links last 24 h, reset links 1 h', () => {
    expect(accountTokenExpiry('verify_email', NOW).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(accountTokenExpiry('reset_password', NOW).toISOString()).toBe('2026-03-01T11:00:00.000Z');
    expect(accountLink('https://x.de/fr', 'reset_password', 'a b')).toBe('https://x.de/fr/user/password/reset?token=a%20b');
  });

  it('mail retries back off from 30 s, capped, and give up after the last attempt', () => {
    expect(nextAttemptAt(1, NOW)!.getTime() - NOW.getTime()).toBe(30_000);
    expect(nextAttemptAt(2, NOW)!.getTime() - NOW.getTime()).toBe(60_000);
    expect(nextAttemptAt(7, NOW)!.getTime() - NOW.getTime()).toBe(30_000 * 64);
    expect(nextAttemptAt(MAX_DELIVERY_ATTEMPTS, NOW)).toBeNull();
  });

  it('mail links use the configured host, except on loopback (local demo and tests)', () => {
    const site = { host: 'www.jobs-suedwest.de' };
    expect(publicOrigin(site, 'https://evil.example/api/auth/register')).toBe('https://www.jobs-suedwest.de');
    expect(publicOrigin(site, 'http://www.jobs-suedwest.de/x')).toBe('https://www.jobs-suedwest.de');
    expect(publicOrigin(site, 'http://localhost:3001/api')).toBe('http://localhost:3001');
    expect(publicOrigin(site, 'http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000');
    expect(publicOrigin(site, 'http://localhost.evil.example/')).toBe('https://www.jobs-suedwest.de');
  });
});
