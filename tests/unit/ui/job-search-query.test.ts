import { describe, expect, it } from 'vitest';
import { parseJobSearchQuery, queryPairs, splatSegments } from '../../../src/ui/routing/job-search-query';

describe('the /jobs query between router and server', () => {
  it('passes the router’s values on untouched (the router redirects any query that would print differently)', () => {
    const parsed = parseJobSearchQuery({
      page: 2,
      search: 'Pflege',
      employmentType: [1, 2],
      lat: 48.7,
      sort: true,
      country: { x: 1 },
      utm_source: 'x',
    });
    expect(parsed).toMatchObject({ page: 2, search: 'Pflege', employmentType: [1, 2], lat: 48.7, sort: true });
    expect(parsed.country).toBeUndefined();
    expect('utm_source' in parsed).toBe(false);
    // every known key is present, so the router cannot let a raw value through
    expect(Object.keys(parsed)).toEqual(expect.arrayContaining(['radius', 'locationType', 'company', 'job_organization_name']));
  });

  it('sends string pairs, repeated keys as repeated pairs, absurd sizes cut', () => {
    const pairs = queryPairs(parseJobSearchQuery({ page: 2, employmentType: [1, 2], search: 'x'.repeat(5000) }));
    expect(pairs).toContainEqual(['page', '2']);
    expect(pairs.filter(([k]) => k === 'employmentType')).toEqual([
      ['employmentType', '1'],
      ['employmentType', '2'],
    ]);
    expect(pairs.find(([k]) => k === 'search')![1]).toHaveLength(1000);
  });

  it('splits taxonomy segments', () => {
    expect(splatSegments('vollzeit/pflege/')).toEqual(['vollzeit', 'pflege']);
    expect(splatSegments(undefined)).toEqual([]);
    expect(splatSegments(Array.from({ length: 20 }, (_, i) => `s${i}`).join('/'))).toHaveLength(10);
  });
});
