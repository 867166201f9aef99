import { toJobSummary, type JobSummary } from '../../../domain/job/job-summary';
import { lastSearchPage, pageCount } from '../../../domain/job/paging';
import { translate } from '../../../domain/shared/locale';
import type { JobSearchHit, ShownFacetEntry } from '../../../domain/search/facet-entry';
import { JOB_FACET_FIELDS, taxonomyIn, type SearchTaxonomy } from '../../../domain/search/job-facets';
import { RESERVED_PARAMS, buildJobSearchRequest, type SearchUrlInput } from '../../../domain/search/job-search-builder';
import { withPage } from '../../../domain/search/job-search-edits';
import { pageOf, selectedValues, type JobSearchRequest } from '../../../domain/search/job-search-request';
import { searchHrefOf, toSearchHref, toSearchUrl } from '../../../domain/search/job-search-url';
import type { SiteConfig, SiteListing } from '../../../domain/site/site-config';
import type { BoardContext } from '../board-context';
import type { PlaceGateway } from '../geo/place-gateway.port';
import type { JobGateway } from '../jobs/job-gateway.port';
import type { JobSearchGateway } from './job-search-gateway.port';

export interface JobSearchPage {
  readonly request: JobSearchRequest;
  /** This page's one URL (internal: `/jobs/…?…`); the canonical link is made of it. */
  readonly href: string;
  /** The page's jobs as their cards show them (the page's data goes to the browser: no descriptions). */
  readonly hits: ReadonlyArray<{ readonly job: JobSummary; readonly distanceKm: JobSearchHit['distanceKm']; readonly top: boolean }>;
  readonly total: number;
  /** The total is an estimate from a sample (large sets): the page says "about". */
  readonly totalEstimated: boolean;
  readonly page: number;
  readonly pageCount: number;
  /** Facets with counts; a selected value is always listed (count 0 when nothing matches it any more). */
  readonly facets: readonly ShownFacetEntry[];
  /** Empty pages are not indexed. */
  readonly noindex: boolean;
  /**
   * `/jobs?jobId=…`: the job a link pointed at,
   * shown first above the results (and left out of them), when it is published on this site.
   */
  readonly pinned: JobSummary | null;
  /**
   * What the page needs to write URLs itself (client-side navigation builds the same URLs), in the site's
   * languages only.
   */
  readonly taxonomy: SearchTaxonomy;
  readonly pageSize: number;
  readonly defaultRadiusKm: number;
}

export type SearchJobsResult =
  | { readonly kind: 'page'; readonly page: JobSearchPage }
  /** 301: the facets belong in the path in another form; 302: past the last page. `href` is internal. */
  | { readonly kind: 'redirect'; readonly status: 301 | 302; readonly href: string }
  /** A path segment names no facet value. */
  | { readonly kind: 'not-found' };

/**
 * /jobs and /jobs/{facet}/{facet}: the URL becomes a search request (domain builder), the platform runs
 * it, and this decides what the visitor gets — the page, a redirect to the URL the request really has
 * (so every search has one URL), the last page instead of one past the end, or a not-found.
 */
export class SearchJobs {
  /** The gateway keeps one taxonomy for a while; its slice for the page is made once per taxonomy. */
  private readonly pageTaxonomies = new WeakMap<SearchTaxonomy, SearchTaxonomy>();

  constructor(
    private readonly gateway: JobSearchGateway,
    private readonly listing: Pick<SiteListing, 'jobsPerPage' | 'defaultRadiusKm'>,
    /** The site's languages: the page's taxonomy carries no others. */
    private readonly locales: SiteConfig['locales'],
    /** Resolves a place typed without picking a suggestion (forms sent without JavaScript). */
    private readonly places?: PlaceGateway,
    /** Finds the job `jobId` names. */
    private readonly jobs?: Pick<JobGateway, 'byId'>,
  ) {}

  async execute(given: SearchUrlInput, ctx: BoardContext): Promise<SearchJobsResult> {
    const [taxonomy, input] = await Promise.all([this.gateway.terms(ctx), this.withTypedPlaceResolved(given, ctx)]);
    const options = { locale: ctx.locale, pageSize: this.listing.jobsPerPage, defaultRadiusKm: this.listing.defaultRadiusKm, taxonomy };
    const built = buildJobSearchRequest(input, options);
    if (!built.ok) return { kind: 'not-found' };
    const request = built.value;

    // Every search has one URL. Facets in the wrong place or order (SEO paths) move for good; a query
    // spelled otherwise (empty form fields, nonsense, defaults) is cleaned with a temporary redirect.
    const url = toSearchUrl(request, { locale: ctx.locale, taxonomy });
    const requested = input.segments.map((s) => s.trim()).filter((s) => s !== '');
    if (url.segments.join('/') !== requested.join('/')) return { kind: 'redirect', status: 301, href: searchHrefOf(url) };
    // Compared with what was asked, not with the place looked up for it: a typed place moves to the URL
    // of the place really searched (its coordinates), whatever else the query held.
    if (!sameParams(given.params, url.params)) return { kind: 'redirect', status: 302, href: searchHrefOf(url) };

    const [result, pinned] = await Promise.all([this.gateway.search(request, ctx), this.pinnedJob(given, ctx)]);
    const page = pageOf(request);
    // The builder never asks past the last page a search answers; the paging offers no more either.
    const pages = Math.min(pageCount(result.total, this.listing.jobsPerPage), lastSearchPage(this.listing.jobsPerPage));
    if (page > pages && result.total > 0) {
      return { kind: 'redirect', status: 302, href: toSearchHref(withPage(request, pages), { locale: ctx.locale, taxonomy }) };
    }
    return {
      kind: 'page',
      page: {
        request,
        href: searchHrefOf(url),
        hits: result.items.filter((hit) => hit.job.id !== pinned?.id),
        pinned,
        total: result.total,
        totalEstimated: result.totalEstimated,
        page,
        pageCount: pages,
        facets: withSelected(result.facets, request, taxonomy, ctx.locale),
        noindex: result.total === 0,
        taxonomy: this.pageTaxonomy(taxonomy),
        pageSize: this.listing.jobsPerPage,
        defaultRadiusKm: this.listing.defaultRadiusKm,
      },
    };
  }

  private pageTaxonomy(taxonomy: SearchTaxonomy): SearchTaxonomy {
    let sliced = this.pageTaxonomies.get(taxonomy);
    if (!sliced) {
      sliced = taxonomyIn(taxonomy, this.locales);
      this.pageTaxonomies.set(taxonomy, sliced);
    }
    return sliced;
  }

  /**
   * The job of `jobId`, when it is one anybody may see here: published and not expired (the platform
   * answers only jobs of this site). A wrong, gone or unreachable job leaves the search as it is.
   */
  private async pinnedJob(input: SearchUrlInput, ctx: BoardContext): Promise<JobSummary | null> {
    const raw = input.params.find(([k]) => k === 'jobId')?.[1]?.trim() ?? '';
    if (!this.jobs || !JOB_ID.test(raw)) return null;
    const found = await this.jobs.byId(raw, ctx).catch(() => null);
    return found && !found.expired && found.job.state === 'published' ? toJobSummary(found.job) : null;
  }

  /**
   * A place typed but not picked (`geo_location` without coordinates: the form was sent without
   * JavaScript, or the visitor did not wait for the suggestions) is searched as the best suggestion for
   * the text; the redirect to the search's one URL then carries the place really used. Without a
   * suggestion (or a gateway) the text alone does not filter.
   */
  private async withTypedPlaceResolved(input: SearchUrlInput, ctx: BoardContext): Promise<SearchUrlInput> {
    const value = (key: string) => input.params.find(([k]) => k === key)?.[1]?.trim() ?? '';
    const typed = value('geo_location').slice(0, MAX_TYPED_PLACE);
    if (!this.places || typed === '' || (value('lat') !== '' && value('lon') !== '')) return input;
    const [best] = await this.places.suggest(typed, 1, ctx).catch(() => []);
    if (!best) return input;
    const resolved: Array<[string, string]> = [
      ['geo_location', best.label],
      ['lat', String(best.lat)],
      ['lon', String(best.lon)],
      ['locationType', best.locationType],
      ['country', best.country],
      ...(best.administrativeArea ? [['administrative_area_level_1', best.administrativeArea] as [string, string]] : []),
    ];
    const replaced = new Set(['geo_location', 'lat', 'lon', 'locationType', 'country', 'administrative_area_level_1']);
    return { ...input, params: [...input.params.filter(([k]) => !replaced.has(k)), ...resolved] };
  }
}

const JOB_ID = /^[1-9]\d{0,17}$/;

/** Typed place text longer than this is not looked up (the suggestion API's own limit is 100). */
const MAX_TYPED_PLACE = 100;

/** Parameters that take part in a search; others (tracking, `jobId`) neither count nor cause a redirect. */
const SEARCH_KEYS = new Set<string>([...RESERVED_PARAMS.filter((k) => k !== 'jobId'), ...JOB_FACET_FIELDS]);

/** The same search parameters with the same values, in any order. */
function sameParams(given: SearchUrlInput['params'], canonical: ReadonlyArray<readonly [string, string]>): boolean {
  const key = ([k, v]: readonly [string, string]) => `${k}\u0000${v}`;
  const a = [...given]
    .filter(([k]) => SEARCH_KEYS.has(k))
    .map(key)
    .sort();
  const b = canonical.map(key).sort();
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Selected values the platform did not count (nothing matches them now) still show, checked, with 0. */
function withSelected(
  facets: readonly ShownFacetEntry[],
  request: JobSearchRequest,
  taxonomy: SearchTaxonomy,
  locale: BoardContext['locale'],
): ShownFacetEntry[] {
  return facets.map(({ values, ...facet }) => {
    const listed = new Set(values.map((v) => v.filter));
    const missing = selectedValues(request, facet.fieldName).filter((id) => !listed.has(id));
    const extra = missing.map((id) => {
      const term = taxonomy.find((t) => t.field === facet.fieldName && t.id === id);
      return { filter: id, label: term ? translate(term.label, locale) : `#${id}`, count: 0 };
    });
    return { ...facet, values: [...values, ...extra] };
  });
}
