import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../../src/domain/files/attachment-policy';
import { bearerToken, localeOf, requestIdOf, siteOf } from '../../../src/infrastructure/graphql/server/graphql-context';
import { DEFAULT_REQUEST_LIMITS } from '../../../src/infrastructure/graphql/server/plugins/request-limits.plugin';
import { aSite } from '../../integration/graphql/support/platform-seed';

const multi = aSite('suedwest', { locales: ['de', 'en-GB', 'fr'], defaultLocale: 'de' });
const sites = { get: (k: string) => (k === 'suedwest' ? multi : undefined), all: () => [multi] };

describe('request context from headers', () => {
  it('X-Frontend must name a known site, else UNKNOWN_FRONTEND with HTTP 400', () => {
    expect(siteOf(new Headers({ 'x-frontend': 'suedwest' }), sites)).toBe(multi);
    for (const headers of [new Headers({ 'x-frontend': 'nope' }), new Headers()]) {
      expect(() => siteOf(headers, sites)).toThrowError(
        expect.objectContaining({ extensions: { code: 'UNKNOWN_FRONTEND', http: { status: 400 } } }),
      );
    }
  });

  it('X-Locale when the site speaks it, otherwise the site default', () => {
    expect(localeOf(new Headers({ 'x-locale': 'fr' }), multi)).toBe('fr');
    expect(localeOf(new Headers({ 'x-locale': 'fr' }), aSite('default'))).toBe('de');
    expect(localeOf(new Headers({ 'x-locale': 'en' }), multi)).toBe('de');
    expect(localeOf(new Headers(), multi)).toBe('de');
  });

  it('reads only well-formed Bearer tokens', () => {
    expect(bearerToken(new Headers({ authorization: 'Bearer abc.def' }))).toBe('abc.def');
    expect(bearerToken(new Headers({ authorization: 'Basic abc' }))).toBeNull();
    expect(bearerToken(new Headers())).toBeNull();
  });

  it('keeps a sane X-Request-Id and replaces anything else (it ends up in logs)', () => {
    expect(requestIdOf(new Headers({ 'x-request-id': 'abc-123' }))).toBe('abc-123');
    expect(requestIdOf(new Headers({ 'x-request-id': 'not an id; drop table' }))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('default upload limits: 10 files of at most 50 MB', () => {
    expect(DEFAULT_REQUEST_LIMITS.maxFiles).toBe(10);
    expect(DEFAULT_REQUEST_LIMITS.maxFileBytes).toBe(MAX_ATTACHMENT_BYTES);
    expect(MAX_ATTACHMENT_BYTES).toBe(50 * 1024 * 1024);
  });
});
