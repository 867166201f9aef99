import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildDirectoryRequest,
  DIRECTORY_FACET_FIELDS,
  toDirectoryHref,
  toDirectoryUrl,
  toggleDirectoryValue,
  type DirectoryRequest,
  type DirectoryTaxonomy,
} from '../../../../src/domain/organization/organization-directory';
import { LOCALES, type Locale } from '../../../../src/domain/shared/locale';

const TAXONOMY: DirectoryTaxonomy = [
  {
    id: '1',
    field: 'industry',
    label: { de: 'IT & Software', 'en-GB': 'IT & software' },
    alias: { de: 'it-software', 'en-GB': 'it-software' },
  },
  { id: '2', field: 'industry', label: { de: 'Handel', fr: 'Commerce' }, alias: { de: 'handel', 'en-GB': 'retail', fr: 'commerce' } },
  { id: '10', field: 'occupations', label: { de: 'Pflege' }, alias: { de: 'pflege', 'en-GB': 'nursing', fr: 'soins' } },
  { id: '11', field: 'occupations', label: { de: 'Elektrotechnik' }, alias: { de: 'elektrotechnik' } },
  { id: '20', field: 'fieldsOfStudy', label: { de: 'Informatik' }, alias: { de: 'informatik', 'en-GB': 'computer-science' } },
  // Same German alias as an occupation: the earlier facet (occupations) owns the segment.
  { id: '21', field: 'fieldsOfStudy', label: { de: 'Elektrotechnik' }, alias: { de: 'elektrotechnik' } },
];

const build = (segments: readonly string[], params: ReadonlyArray<readonly [string, string]>, locale: Locale = 'de') => {
  const result = buildDirectoryRequest({ segments, params }, { locale, taxonomy: TAXONOMY, pageSize: 12 });
  return result.ok ? result.value : null;
};

/** Reads an href the way the server does: the path segments after /organizations and the query. */
function fromHref(href: string, locale: Locale): DirectoryRequest | null {
  const url = new URL(href, 'https://x.test');
  return build(url.pathname.split('/').slice(2).map(decodeURIComponent), [...url.searchParams], locale);
}

const ids = (field: (typeof DIRECTORY_FACET_FIELDS)[number]) => TAXONOMY.filter((t) => t.field === field).map((t) => t.id);
const request: fc.Arbitrary<DirectoryRequest> = fc.record({
  keys: fc.option(
    fc.stringMatching(/^[a-zäöü0-9]{1,8}( [a-zäöü0-9]{1,8}){0,2}$/).filter((s) => s.trim() === s),
    { nil: null },
  ),
  selected: fc.record({
    industry: fc.subarray(ids('industry')),
    occupations: fc.subarray(ids('occupations')),
    fieldsOfStudy: fc.subarray(ids('fieldsOfStudy')),
  }),
  page: fc.integer({ min: 1, max: 800 }),
});

describe('organizations directory URLs', () => {
  it('every request reads back from its own URL, in every language (the URL is the state)', () => {
    fc.assert(
      fc.property(request, fc.constantFrom(...LOCALES), (req, locale) => {
        expect(fromHref(toDirectoryHref(req, { locale, taxonomy: TAXONOMY }), locale)).toEqual(req);
      }),
    );
  });

  it('puts single values in the path in the fixed order industry, occupational fields, field of studies; the rest in the query', () => {
    fc.assert(
      fc.property(request, (req) => {
        const url = toDirectoryUrl(req, { locale: 'de', taxonomy: TAXONOMY });
        const fields = url.segments.map(
          (s) => TAXONOMY.find((t) => t.alias.de === s && (t.field !== 'fieldsOfStudy' || s !== 'elektrotechnik'))?.field,
        );
        const order = fields.map((f) => DIRECTORY_FACET_FIELDS.indexOf(f!));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(url.segments.length).toBeLessThanOrEqual(3);
        for (const field of DIRECTORY_FACET_FIELDS) {
          const inQuery = url.params.some(([k]) => k === field);
          if (req.selected[field].length > 1) expect(inQuery).toBe(true);
        }
      }),
    );
    const req = build(
      [],
      [
        ['fieldsOfStudy', '20'],
        ['occupations', '10'],
        ['industry', '1'],
        ['search', 'Neckar'],
      ],
    )!;
    expect(toDirectoryHref(req, { locale: 'de', taxonomy: TAXONOMY })).toBe('/organizations/it-software/pflege/informatik?search=Neckar');
    expect(toDirectoryHref(req, { locale: 'en-GB', taxonomy: TAXONOMY })).toBe(
      '/organizations/it-software/nursing/computer-science?search=Neckar',
    );
    const two = build(
      [],
      [
        ['industry', '1'],
        ['industry', '2'],
        ['occupations', '10'],
      ],
    )!;
    expect(toDirectoryHref(two, { locale: 'de', taxonomy: TAXONOMY })).toBe('/organizations/pflege?industry=1%2C2');
  });

  it('keeps a value whose alias another facet owns in the query', () => {
    const req = build([], [['fieldsOfStudy', '21']])!;
    expect(toDirectoryHref(req, { locale: 'de', taxonomy: TAXONOMY })).toBe('/organizations?fieldsOfStudy=21');
    expect(build(['elektrotechnik'], [])!.selected).toEqual({ industry: [], occupations: ['11'], fieldsOfStudy: [] });
  });

  it('drops nonsense in the query but refuses an unknown path segment', () => {
    expect(build(['gibt-es-nicht'], [])).toBeNull();
    expect(
      build(
        [],
        [
          ['industry', '10'],
          ['industry', 'abc'],
          ['industry', '999'],
          ['page', '-3'],
          ['search', '  '],
        ],
      ),
    ).toEqual({
      keys: null,
      selected: { industry: [], occupations: [], fieldsOfStudy: [] },
      page: 1,
    });
    // A scalar given twice with different values counts as not given.
    expect(
      build(
        [],
        [
          ['search', 'a'],
          ['search', 'b'],
        ],
      )!.keys,
    ).toBeNull();
    // Aliases of another language still read (a shared link), and comma lists split.
    expect(build(['commerce'], [['occupations', '10,11,10']])!.selected).toEqual({
      industry: ['2'],
      occupations: ['10', '11'],
      fieldsOfStudy: [],
    });
  });

  it('a facet checkbox adds or removes one value and goes back to page 1', () => {
    const req = build(['handel'], [['page', '3']])!;
    const added = toggleDirectoryValue(req, 'industry', '1');
    expect(added).toMatchObject({ page: 1, selected: { industry: ['1', '2'] } });
    expect(toggleDirectoryValue(added, 'industry', '1').selected.industry).toEqual(['2']);
  });
});
