import { pageRange } from '../job/paging';
import { JOB_FACET_FIELDS, type JobFacetField } from './job-facets';
import { defaultSort, facetOfGroup, facetTag, isSortAllowed, type ConditionGroup, type JobSearchRequest } from './job-search-request';

/*
 * Small edits of a request for the page's links (paging, "remove this filter"). Every edit but paging
 * starts again at page 1, and the sort falls back to the default when it no longer applies.
 */

const compareIds = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

function settle(request: JobSearchRequest): JobSearchRequest {
  const sort = isSortAllowed(request.sort, request) ? request.sort : defaultSort(request);
  return { ...request, sort, range: pageRange(1, request.range.last) };
}

export const withPage = (request: JobSearchRequest, page: number): JobSearchRequest => ({
  ...request,
  range: pageRange(page, request.range.last),
});

/** The facet's values replaced by `ids` (sorted, deduplicated); no ids removes the facet's group. */
export function withFacetValues(request: JobSearchRequest, field: JobFacetField, ids: readonly string[]): JobSearchRequest {
  const others = request.condition_group.groups.filter((g) => facetOfGroup(g) !== field);
  const values = [...new Set(ids)].sort(compareIds);
  const group: ConditionGroup | null = values.length
    ? { conjunction: 'OR', tags: [facetTag(field)], conditions: values.map((value) => ({ operator: '=', name: field, value })) }
    : null;
  const order = (g: ConditionGroup) => {
    const f = facetOfGroup(g);
    return f ? JOB_FACET_FIELDS.indexOf(f) : JOB_FACET_FIELDS.length;
  };
  const groups = (group ? [...others, group] : others).sort((a, b) => order(a) - order(b));
  return settle({ ...request, condition_group: { conjunction: 'AND', groups } });
}

export const withoutFacet = (request: JobSearchRequest, field: JobFacetField): JobSearchRequest => withFacetValues(request, field, []);

export const withoutKeys = (request: JobSearchRequest): JobSearchRequest => settle({ ...request, fulltext: null });

export const withoutPlace = (request: JobSearchRequest): JobSearchRequest => settle({ ...request, geoLocation: null });

/** Only the title filter group removed. */
export const withoutOrganizationName = (request: JobSearchRequest): JobSearchRequest =>
  settle({
    ...request,
    condition_group: { conjunction: 'AND', groups: request.condition_group.groups.filter((g) => facetOfGroup(g) !== undefined) },
  });

/** Everything the visitor narrowed down removed: the whole site's jobs. */
export const withoutFilters = (request: JobSearchRequest): JobSearchRequest =>
  settle({ ...request, fulltext: null, geoLocation: null, condition_group: { conjunction: 'AND', groups: [] } });
