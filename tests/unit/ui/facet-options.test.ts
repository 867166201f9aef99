import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShownFacetEntry } from '../../../src/domain/search/facet-entry';
import { facetOptions, filtersOf } from '../../../src/ui/components/search/facet-options';

const facet = (groups: ShownFacetEntry['groups'], ids: readonly string[]): ShownFacetEntry => ({
  fieldName: 'occupations',
  title: 'Berufsfeld',
  multiple: true,
  order: 0,
  estimated: false,
  groups,
  values: ids.map((id) => ({ filter: id, label: `Beruf ${id}`, count: 1 })),
});

/** A long facet's autocomplete offers its groups with their values under them, then the values in none. */
describe('facet autocomplete options', () => {
  const entry = facet(
    [
      { name: 'Gesundheit', count: 9, children: ['2', '4'] },
      { name: 'IT', count: 3, children: ['3'] },
    ],
    ['1', '2', '3', '4', '5'],
  );

  it('each group first, its values under it, values in no group last', () => {
    expect(facetOptions(entry, []).map((o) => `${o.kind}:${o.label}@${o.group}`)).toEqual([
      'group:Gesundheit@Gesundheit',
      'value:Beruf 2@Gesundheit',
      'value:Beruf 4@Gesundheit',
      'group:IT@IT',
      'value:Beruf 3@IT',
      'value:Beruf 1@',
      'value:Beruf 5@',
    ]);
  });

  it('choosing a group adds all its children; a group whose values are all selected is not offered', () => {
    const options = facetOptions(entry, ['3', '2']);
    expect(options.find((o) => o.kind === 'group' && o.label === 'Gesundheit')).toBeDefined();
    expect(filtersOf(options[0]!)).toEqual(['2', '4']);
    expect(options.some((o) => o.group === 'IT')).toBe(false);
    expect(options.some((o) => o.kind === 'value' && ['2', '3'].includes(o.filter))).toBe(false);
  });

  it('every value not selected is offered once, and one group’s options are adjacent (property)', () => {
    const ids = ['1', '2', '3', '4', '5', '6'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('A', 'B', 'C', ''), { minLength: 6, maxLength: 6 }),
        fc.subarray(ids),
        (memberships, selected) => {
          const groups = ['A', 'B', 'C']
            .map((name) => ({ name, count: 1, children: ids.filter((_, i) => memberships[i] === name) }))
            .filter((g) => g.children.length > 0);
          const options = facetOptions(facet(groups, ids), selected);
          const offered = options.flatMap((o) => (o.kind === 'value' ? [o.filter] : []));
          expect([...offered].sort()).toEqual(ids.filter((id) => !selected.includes(id)));
          const runs = options.map((o) => o.group).filter((g, i, all) => i === 0 || all[i - 1] !== g);
          expect(new Set(runs).size).toBe(runs.length);
          for (const option of options) {
            if (option.kind === 'value' && option.group !== '')
              expect(groups.find((g) => g.name === option.group)?.children).toContain(option.filter);
          }
        },
      ),
    );
  });
});
