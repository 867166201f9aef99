import { isVisibleOn } from '../../../domain/job/job';
import { MAX_SEARCH_OFFSET } from '../../../domain/job/paging';
import { FACET_TITLES } from '../../../domain/search/job-facets';
import type { FacetEntry, JobSearchResult } from '../../../domain/search/facet-entry';
import type { JobSearchRequest } from '../../../domain/search/job-search-request';
import { LOCALES, languageOf, translate, type Locale } from '../../../domain/shared/locale';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { JobRepository } from '../jobs/job-repository.port';
import type { FacetCount, FacetGroupCount, JobIndex } from './job-index.port';

/** Page size limit of the API (the board asks for 10). */
export const MAX_SEARCH_PAGE_SIZE = 50;

/**
 * Runs a job search for the site of the request. Visibility is decided here: only published jobs that
 * are offered on this site and not expired at the clock's time — the index is asked for exactly those
 * and every job it names is checked again, so a job unpublished a moment ago never shows.
 */
export class RunJobSearch {
  constructor(
    private readonly index: JobIndex,
    private readonly jobs: JobRepository,
    private readonly clock: Clock,
  ) {}

  async execute(request: JobSearchRequest, ctx: RequestContext): Promise<Result<JobSearchResult, 'INVALID_REQUEST'>> {
    const { first, last } = request.range;
    if (!(Number.isInteger(last) && last >= 1 && last <= MAX_SEARCH_PAGE_SIZE)) {
      return err('INVALID_REQUEST', `range.last must be between 1 and ${MAX_SEARCH_PAGE_SIZE}`);
    }
    if (!(Number.isInteger(first) && first >= 0 && first <= MAX_SEARCH_OFFSET)) {
      return err('INVALID_REQUEST', `range.first must be between 0 and ${MAX_SEARCH_OFFSET}`);
    }
    const now = this.clock.now();
    const answer = await this.index.search({ request, site: ctx.site, now });
    const found = await this.jobs.findByIds(
      answer.hits.map((h) => h.jobId),
      ctx.locale,
    );
    const byId = new Map(found.map((job) => [job.id, job]));
    const items = answer.hits.flatMap((hit) => {
      const job = byId.get(hit.jobId);
      return job && isVisibleOn(job, ctx.site, now) ? [{ job, distanceKm: hit.distanceKm, top: hit.top }] : [];
    });
    return ok({
      items,
      total: answer.total,
      totalEstimated: answer.totalEstimated,
      facets: facetEntries(request, answer.facetCounts, ctx.locale, answer.facetGroupCounts),
    });
  }
}

/** Facet entries in the order the request lists its facets, labels in the request's locale. */
export function facetEntries(
  request: JobSearchRequest,
  counts: readonly FacetCount[],
  locale: Locale,
  groupCounts: readonly FacetGroupCount[] = [],
): FacetEntry[] {
  return request.facets.map((facet, order) => {
    const offered = counts.filter((c) => c.field === facet.field && c.count >= facet.min_count).slice(0, facet.limit);
    return {
      fieldName: facet.field,
      title: translate(FACET_TITLES[facet.field], locale),
      multiple: true,
      order,
      estimated: counts.some((c) => c.field === facet.field && c.estimated),
      groups: groupCounts
        .filter((g) => g.field === facet.field)
        .map((g) => ({
          name: translate(g.label, locale),
          count: g.count,
          children: offered.filter((c) => c.group === g.group).map((c) => c.value),
        }))
        .filter((g) => g.children.length > 0),
      values: offered.map((c) => ({
        filter: c.value,
        label: translate(c.label, locale),
        alias: translate(c.alias, locale),
        count: c.count,
        aliasTranslation: LOCALES.filter((l) => c.alias[l] !== undefined).map((l) => ({ alias: c.alias[l]!, langcode: languageOf(l) })),
      })),
    };
  });
}
