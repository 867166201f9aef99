import { Autocomplete, Box, TextField, type AutocompleteRenderGroupParams } from '@mui/material';
import { Fragment, useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownFacetEntry as FacetEntry, ShownFacetValue as FacetValue } from '../../../domain/search/facet-entry';

import { FACET_AUTOCOMPLETE_THRESHOLD } from '../../../domain/search/job-facets';
import { TICKED_GROUP_PARAM } from '../../../domain/search/job-search-builder';
import { withFacetValues } from '../../../domain/search/job-search-edits';
import { selectedValues, type JobSearchRequest } from '../../../domain/search/job-search-request';
import { toSearchHref } from '../../../domain/search/job-search-url';
import type { SearchTaxonomy } from '../../../domain/search/job-facets';
import { useHydrated } from '../../hooks/use-hydrated';
import { useSite } from '../../hooks/use-site';
import { countText } from './count-text';
import { facetOptions, filtersOf, type FacetOption } from './facet-options';
import { JOB_SEARCH_FORM_ID } from './job-search-form';
import { carryOver, takeFocus } from './search-carry-over';
import { useSearchLinks } from './use-search-links';
import { SEARCH_PAGE } from '../../theme/search-page-styles';
import { BUTTON } from '../../theme/button-styles';
import { TEXT } from '../../theme/text-styles';

/** The panel's id: the phone's "Filters" link leads there without JavaScript. */
export const FACET_PANEL_ID = 'search-filters';

/** Values shown as checkboxes of a long facet, besides the selected ones; the autocomplete finds the rest. */
const LONG_FACET_CHECKBOXES = 8;

/**
 * The ticks a visitor just made, until the page of their search arrives (then the request says what is
 * selected). The checkboxes are controlled by it and never remount: the focus stays on the one ticked.
 */
function useTicked(selected: readonly string[]) {
  const key = selected.join(',');
  const [ticked, setTicked] = useState<{ readonly for: string; readonly values: readonly string[] } | null>(null);
  const values = ticked?.for === key ? ticked.values : selected;
  const toggle = (changed: readonly string[], on: boolean) =>
    setTicked({
      for: key,
      values: on ? [...values.filter((v) => !changed.includes(v)), ...changed] : values.filter((v) => !changed.includes(v)),
    });
  return { values, toggle };
}

/**
 * The facets as checkbox lists inside the search form (multi-select: `field=id` per checked
 * value, which the builder reads). A facet with more than 30 values also gets an autocomplete. The
 * values are native checkboxes in labels and the lists plain elements, styled by page-wide rules
 * (theme/search-page-styles.ts): a /jobs page shows about 50 values, and as MUI's Checkbox and
 * FormControlLabel each was five or six styled components serialized anew per render.
 */
export function FacetPanel({
  facets,
  request,
  taxonomy,
  action,
  inDrawer = false,
}: {
  facets: readonly FacetEntry[];
  request: JobSearchRequest;
  taxonomy: SearchTaxonomy;
  /** Shown beside the title (the phone's drawer puts its close button there). */
  action?: ReactNode;
  /** The panel is the phone's drawer: it opens again on the page a tick leads to. */
  inDrawer?: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const visible = facets.filter((f) => f.values.length > 0);
  if (visible.length === 0) return null;
  return (
    <section id={FACET_PANEL_ID} aria-labelledby="facet-panel-title" className={SEARCH_PAGE.facets}>
      <div className={SEARCH_PAGE.facetsHead}>
        <h2 id="facet-panel-title">{t('search.filters')}</h2>
        {action}
      </div>
      {visible.some((f) => f.estimated) && (
        <p className={`${TEXT.body2} ${TEXT.secondary}`} data-testid="facet-estimates">
          {t('search.estimatedCounts')}
        </p>
      )}
      {[...visible]
        .sort((a, b) => a.order - b.order)
        .map((facet) => (
          <FacetGroup key={facet.fieldName} facet={facet} request={request} taxonomy={taxonomy} inDrawer={inDrawer} />
        ))}
      {!hydrated && (
        <button type="submit" className={BUTTON.outlined}>
          {t('search.applyFilters')}
        </button>
      )}
    </section>
  );
}

function FacetGroup({
  facet,
  request,
  taxonomy,
  inDrawer,
}: {
  facet: FacetEntry;
  request: JobSearchRequest;
  taxonomy: SearchTaxonomy;
  inDrawer: boolean;
}) {
  const { locale } = useSite();
  // The finder of a long facet works only with JavaScript: it comes with hydration, not with the page
  // (two MUI autocompletes were the largest styled part left of a search page's render).
  const hydrated = useHydrated();
  const selected = selectedValues(request, facet.fieldName);
  const ticked = useTicked(selected);
  // A checkbox change sends the form at once (with JavaScript); without it, "apply filters" does.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    // A group's value lists its children (`12,13`): ticking it ticks them all, unticking unticks them.
    const changed = input.value.split(',');
    ticked.toggle(changed, input.checked);
    if (input.form && changed.length > 1) {
      for (const element of Array.from(input.form.elements)) {
        if (element instanceof HTMLInputElement && element.name === facet.fieldName && changed.includes(element.value))
          element.checked = input.checked;
      }
    }
    carryOver({ name: facet.fieldName, value: input.value }, inDrawer);
    input.form?.requestSubmit();
  };
  const long = facet.values.length > FACET_AUTOCOMPLETE_THRESHOLD;
  const shown = long ? facet.values.filter((v, i) => selected.includes(v.filter) || i < LONG_FACET_CHECKBOXES) : facet.values;
  const checkbox = (value: FacetValue) => (
    <FacetCheckbox
      name={facet.fieldName}
      value={value.filter}
      checked={ticked.values.includes(value.filter)}
      onChange={onChange}
      label={`${value.label} (${countText(value.count, facet.estimated, locale)})`}
    />
  );
  // Groups (occupational fields above occupations) hold their values; values in none follow them. A long
  // facet shows every group's checkbox (also without JavaScript) with the values it shows under it.
  const groups = facet.groups;
  const grouped = new Set(groups.flatMap((g) => g.children));
  const titleId = `facet-${facet.fieldName}`;
  return (
    <fieldset aria-labelledby={titleId} className={SEARCH_PAGE.facetGroup}>
      <legend id={titleId}>{facet.title}</legend>
      {long &&
        (hydrated ? (
          <FacetAutocomplete key={selected.join(',')} facet={facet} request={request} taxonomy={taxonomy} selected={selected} />
        ) : (
          <div className={SEARCH_PAGE.facetFinderSpace} />
        ))}
      <ul className={SEARCH_PAGE.facetValues}>
        {groups.map((group) => {
          const children = group.children.flatMap((filter) => shown.filter((v) => v.filter === filter));
          const tickedChildren = group.children.filter((filter) => ticked.values.includes(filter)).length;
          const value = group.children.join(',');
          const all = group.children.length > 0 && tickedChildren === group.children.length;
          return (
            <li key={group.name} data-testid="facet-group">
              {/* Shown fully ticked, the marker says so: unticked, its checkbox is not sent and the group goes
                  with all its children; still ticked, the children sent on their own decide. */}
              {all && <input type="hidden" name={TICKED_GROUP_PARAM} value={`${facet.fieldName}:${value}`} form={JOB_SEARCH_FORM_ID} />}
              <FacetCheckbox
                name={facet.fieldName}
                value={value}
                checked={all}
                mixed={tickedChildren > 0 && tickedChildren < group.children.length}
                onChange={onChange}
                label={`${group.name} (${countText(group.count, facet.estimated, locale)})`}
              />
              <ul className={SEARCH_PAGE.facetChildren}>
                {children.map((value) => (
                  <li key={value.filter}>{checkbox(value)}</li>
                ))}
              </ul>
            </li>
          );
        })}
        {shown
          .filter((value) => !grouped.has(value.filter))
          .map((value) => (
            <li key={value.filter}>{checkbox(value)}</li>
          ))}
      </ul>
    </fieldset>
  );
}

/**
 * One value's checkbox, in the search form wherever the panel is shown (`form` attribute). When it sent
 * the search and the next page mounts anew, it takes the focus back (without scrolling: the page
 * stayed where it was).
 */
function FacetCheckbox({
  name,
  value,
  checked,
  mixed = false,
  onChange,
  label,
}: {
  name: string;
  value: string;
  checked: boolean;
  /** A group some of whose children are ticked: the native mixed state (read as "mixed" by screen readers). */
  mixed?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  label: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (takeFocus(name, value)) ref.current?.focus({ preventScroll: true });
  }, [name, value]);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label>
      <input ref={ref} type="checkbox" name={name} value={value} form={JOB_SEARCH_FORM_ID} checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}

/**
 * Finds any value of a long facet and adds it to the selection (navigates to the new search's URL). The
 * facet's groups are entries of their own, their values listed under them (a `group` in the listbox,
 * named for it): choosing a group adds all its values.
 */
function FacetAutocomplete({
  facet,
  request,
  taxonomy,
  selected,
}: {
  facet: FacetEntry;
  request: JobSearchRequest;
  taxonomy: SearchTaxonomy;
  selected: readonly string[];
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { go } = useSearchLinks();
  const options = facetOptions(facet, selected);
  const hasGroups = options.some((o) => o.kind === 'group');
  return (
    <Autocomplete<FacetOption>
      options={options}
      size="small"
      sx={{ my: 1 }}
      getOptionLabel={(o) => `${o.label} (${countText(o.count, facet.estimated, locale)})`}
      getOptionKey={(o) => (o.kind === 'group' ? `group:${o.group}` : o.filter)}
      isOptionEqualToValue={(a, b) => a.kind === b.kind && filtersOf(a).join(',') === filtersOf(b).join(',')}
      {...(hasGroups
        ? {
            groupBy: (o: FacetOption) => o.group,
            renderGroup: ({ key, group, children }: AutocompleteRenderGroupParams) =>
              group === '' ? (
                <Fragment key={key}>{children}</Fragment>
              ) : (
                // A listbox holds options and groups of options (a fieldset is no part of one).
                <Box component="li" key={key} role="group" aria-label={group}>
                  <Box component="ul" role="presentation" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {children}
                  </Box>
                </Box>
              ),
          }
        : {})}
      renderOption={({ key, ...props }, o) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={o.kind === 'group' ? { fontWeight: 700 } : o.group !== '' ? { pl: '2rem !important' } : {}}
        >
          {`${o.label} (${countText(o.count, facet.estimated, locale)})`}
        </Box>
      )}
      noOptionsText={t('search.noOptions')}
      onChange={(_, option) => {
        if (option) {
          const values = [...new Set([...selected, ...filtersOf(option)])];
          void go(toSearchHref(withFacetValues(request, facet.fieldName, values), { locale, taxonomy }));
        }
      }}
      renderInput={(params) => <TextField {...params} label={t('search.findValue', { title: facet.title })} />}
    />
  );
}
