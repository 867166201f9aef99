import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookupSlug } from '../../../src/domain/routing/route-info';

describe('lookupSlug (getRoutInfo drops jobId, path and router)', () => {
  it('drops the ignored parameters and keeps the others', () => {
    expect(lookupSlug('/jobs?jobId=4&page=2')).toBe('/jobs?page=2');
    expect(lookupSlug('job/x-1?router=%2Fjob%2Fy&path=a')).toBe('/job/x-1');
    expect(lookupSlug('/job/x-1/')).toBe('/job/x-1');
  });

  it('never keeps an ignored parameter, whatever else the query holds', () => {
    const name = fc.constantFrom('jobId', 'path', 'router', 'page', 'search', 'q');
    fc.assert(
      fc.property(fc.array(fc.tuple(name, fc.string()), { maxLength: 6 }), (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const result = lookupSlug(`/jobs?${query}`);
        const kept = new URLSearchParams(result.split('?')[1] ?? '');
        for (const ignored of ['jobId', 'path', 'router']) expect(kept.has(ignored)).toBe(false);
        expect(result.startsWith('/jobs')).toBe(true);
      }),
    );
  });
});
