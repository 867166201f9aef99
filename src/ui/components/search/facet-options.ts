import type { ShownFacetEntry, ShownFacetValue } from '../../../domain/search/facet-entry';

/** An entry of a facet's autocomplete: a group (selects its children) or one value. */
export type FacetOption =
  | { readonly kind: 'group'; readonly group: string; readonly label: string; readonly count: number; readonly children: readonly string[] }
  | { readonly kind: 'value'; readonly group: string; readonly label: string; readonly count: number; readonly filter: string };

const valueOption = (value: ShownFacetValue, group: string): FacetOption => ({
  kind: 'value',
  group,
  label: value.label,
  count: value.count,
  filter: value.filter,
});

/**
 * What a facet's autocomplete offers besides the selection: each group that has a value not yet selected,
 * followed by those values (the listbox nests them under it), then the values in no group. The options of
 * one group are adjacent, as the listbox's grouping needs. `group` is '' for values in none.
 */
export function facetOptions(facet: ShownFacetEntry, selected: readonly string[]): FacetOption[] {
  const open = facet.values.filter((v) => !selected.includes(v.filter));
  const grouped = new Set(facet.groups.flatMap((g) => g.children));
  return [
    ...facet.groups.flatMap((group) => {
      const children = group.children.flatMap((filter) => open.filter((v) => v.filter === filter));
      if (children.length === 0) return [];
      return [
        { kind: 'group' as const, group: group.name, label: group.name, count: group.count, children: group.children },
        ...children.map((v) => valueOption(v, group.name)),
      ];
    }),
    ...open.filter((v) => !grouped.has(v.filter)).map((v) => valueOption(v, '')),
  ];
}

/** The values an option adds to the selection. */
export const filtersOf = (option: FacetOption): readonly string[] => (option.kind === 'group' ? option.children : [option.filter]);
