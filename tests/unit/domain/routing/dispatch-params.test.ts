import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanRouteQuery, readDispatch } from '../../../../src/domain/routing/dispatch-params';

describe('dispatch parameters (spec §2, §4)', () => {
  it('reads the login and sign-up dispatch with a same-site destination', () => {
    expect(readDispatch('?dispatch=login')).toEqual({ action: 'login', destination: null });
    expect(readDispatch('?dispatch=sign-up&destination=%2Fjob%2Fkoch-12')).toEqual({ action: 'sign-up', destination: '/job/koch-12' });
    expect(readDispatch('dispatch=login&destination=/dashboard')).toEqual({ action: 'login', destination: '/dashboard' });
  });

  it('ignores unknown actions and missing parameters', () => {
    expect(readDispatch('')).toBeNull();
    expect(readDispatch('?dispatch=delete-account')).toBeNull();
    expect(readDispatch('?destination=/jobs')).toBeNull();
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)', '/%2F%2Fevil.com', '%2F%2Fevil.com'])(
    'never hands out an unsafe destination: %s',
    (destination) => {
      expect(readDispatch(`?dispatch=login&destination=${encodeURIComponent(destination)}`)?.destination).toBeNull();
      expect(cleanRouteQuery(`?dispatch=login&destination=${encodeURIComponent(destination)}`)).toBe('');
    },
  );

  it('cleaning removes the dispatch parameter, keeps destination and everything else as received', () => {
    expect(cleanRouteQuery('?dispatch=login')).toBe('');
    expect(cleanRouteQuery('?dispatch=login&destination=%2Fjobs%3Fpage%3D2')).toBe('?destination=%2Fjobs%3Fpage%3D2');
    expect(cleanRouteQuery('?page=2&dispatch=sign-up&destination=/job/x-1&utm_source=mail')).toBe(
      '?page=2&destination=/job/x-1&utm_source=mail',
    );
    expect(cleanRouteQuery('?search=a+b&dispatch=login')).toBe('?search=a+b');
    expect(cleanRouteQuery('')).toBe('');
  });

  it('keeps only the first destination', () => {
    expect(cleanRouteQuery('?destination=/a&destination=/b&dispatch=login')).toBe('?destination=/a');
  });

  const pair = fc.tuple(
    fc.constantFrom('dispatch', 'destination', 'page', 'search', 'x'),
    fc.constantFrom('login', 'sign-up', '/jobs', '//evil.com', '2', 'a%20b', '%E0%A4%A', ''),
  );
  const query = fc.array(pair, { maxLength: 6 }).map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

  it('cleaning is idempotent, drops every dispatch, and keeps every other parameter (property)', () => {
    fc.assert(
      fc.property(query, (q) => {
        const clean = cleanRouteQuery(q);
        expect(cleanRouteQuery(clean)).toBe(clean);
        expect(readDispatch(clean)).toBeNull();
        expect(clean).not.toMatch(/(^|[?&])dispatch=/);
        const others = (s: string) =>
          s
            .replace(/^\?/, '')
            .split('&')
            .filter((p) => p && !/^(dispatch|destination)=/.test(p));
        expect(others(clean)).toEqual(others(q));
        expect(clean.match(/(^|[?&])destination=/g)?.length ?? 0).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('the destination survives cleaning exactly when it is a safe same-site path (property)', () => {
    fc.assert(
      fc.property(query, (q) => {
        const before = readDispatch(`${q}${q ? '&' : '?'}dispatch=login`)?.destination ?? null;
        const after = readDispatch(`${cleanRouteQuery(q)}${cleanRouteQuery(q) ? '&' : '?'}dispatch=login`)?.destination ?? null;
        expect(after).toBe(before);
      }),
    );
  });
});
