import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FacetCount, FacetGroupCount } from '../../../../src/application/platform/search/job-index.port';
import { facetEntries } from '../../../../src/application/platform/search/run-job-search.use-case';
import { buildJobSearchRequest } from '../../../../src/domain/search/job-search-builder';

/** Facet entries with groups: each group names the offered values of its terms, in the facet's order. */
describe('facet groups in the facet entries', () => {
  const built = buildJobSearchRequest({ segments: [], params: [] }, { locale: 'de', pageSize: 10, defaultRadiusKm: 100, taxonomy: [] });
  if (!built.ok) throw new Error(built.code);
  const request = { ...built.value, facets: built.value.facets.filter((f) => f.field === 'occupations') };
  const value = (id: string, count: number, group?: string): FacetCount => ({
    field: 'occupations',
    value: id,
    count,
    estimated: false,
    label: { de: `Beruf ${id}`, 'en-GB': `Job ${id}` },
    alias: { de: `beruf-${id}` },
    ...(group ? { group } : {}),
  });
  const group = (id: string, count: number): FacetGroupCount => ({
    field: 'occupations',
    group: id,
    count,
    estimated: false,
    label: { de: `Feld ${id}`, 'en-GB': `Field ${id}` },
  });

  it('a group holds its values, in the facet’s order, with its own count; values in no group are in none', () => {
    const [entry] = facetEntries(request, [value('1', 9, 'a'), value('2', 7, 'b'), value('3', 5, 'a'), value('4', 2)], 'en-GB', [
      group('a', 12),
      group('b', 7),
    ]);
    expect(entry!.groups).toEqual([
      { name: 'Field a', count: 12, children: ['1', '3'] },
      { name: 'Field b', count: 7, children: ['2'] },
    ]);
  });

  it('every child is an offered value and in one group only; a group without offered values is left out', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 50 }), fc.constantFrom('a', 'b', 'c', null)), { maxLength: 120 }), (rows) => {
        const counts = rows.map(([n, g], i) => value(String(i + 1), n, g ?? undefined));
        const [entry] = facetEntries(request, counts, 'de', [group('a', 1), group('b', 1), group('c', 1), group('d', 1)]);
        const offered = new Set(entry!.values.map((v) => v.filter));
        const children = entry!.groups.flatMap((g) => g.children);
        expect(children.every((c) => offered.has(c))).toBe(true);
        expect(new Set(children).size).toBe(children.length);
        expect(entry!.groups.every((g) => g.children.length > 0)).toBe(true);
        expect(entry!.groups.some((g) => g.name === 'Feld d')).toBe(false);
      }),
    );
  });
});
