import { boundsFromTuple } from '../../../domain/geo/bounds';
import type { RawResumePlace, ResumePlaceFilter } from '../../../domain/resume-search/resume-place-filter';
import { resumeSearchQuery, type RawResumeSearch, type ResumeSearchProblem } from '../../../domain/resume-search/resume-search-query';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Err, type Ok } from '../../../domain/shared/result';
import type { Geocoder } from '../geo/geocoder.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { recruiterOf, type RecruiterDirectory } from './recruiter-access';
import type { ResumeSearchIndex, ResumeSearchPage } from './resume-search-index.port';

export type SearchResumesFailure = Err<'FORBIDDEN'> | (Err<'INVALID'> & { readonly problems: readonly ResumeSearchProblem[] });

/** The page, and the place it was searched around (a typed place as it was found), so the page can show it. */
export type ResumeSearchAnswer = ResumeSearchPage & { readonly place: ResumePlaceFilter | null };

/**
 * searchResumes: recruiters of an organization find resumes by words, facets and place, the site's number
 * per page. A query with a value the search does not know is refused whole (an occupation id must name an
 * occupation term), so nobody reads an unfiltered list as a filtered one. A place typed but not picked
 * from the suggestions (a form sent without JavaScript) is searched as its best suggestion, as the job
 * search does; one without any suggestion is refused.
 */
export class SearchResumes {
  constructor(
    private readonly index: ResumeSearchIndex,
    private readonly recruiters: RecruiterDirectory,
    private readonly sites: SiteDirectory,
    private readonly geocoder: Pick<Geocoder, 'suggest'>,
  ) {}

  async execute(raw: RawResumeSearch, ctx: RequestContext): Promise<Ok<ResumeSearchAnswer> | SearchResumesFailure> {
    const recruiter = await recruiterOf(ctx, this.sites, this.recruiters);
    if (!recruiter) return err('FORBIDDEN', 'Resume search is for recruiters of an organization');
    const query = resumeSearchQuery({ ...raw, place: await this.typedPlaceResolved(raw.place, ctx) });
    if (!query.ok) return { ...err('INVALID', 'The resume search has problems'), problems: query.problems };
    const known = await this.index.knownOccupations(query.value.occupations);
    if (known.length !== query.value.occupations.length)
      return { ...err('INVALID', 'Unknown occupation'), problems: [{ field: 'occupations', problem: 'UNKNOWN_VALUE' }] };
    const perPage = this.sites.get(ctx.site)?.listing.resumesPerPage ?? 10;
    const page = await this.index.search(query.value, { organizationId: recruiter.organization.id }, perPage);
    return ok({ ...page, place: query.value.place });
  }

  private async typedPlaceResolved(place: RawResumePlace | null | undefined, ctx: RequestContext): Promise<RawResumePlace | null> {
    const text = place?.label?.trim() ?? '';
    if (!place || text === '' || (place.locationType ?? '') !== '') return place ?? null;
    const bounds = boundsFromTuple(this.sites.get(ctx.site)?.geoBounds);
    const [best] = await this.geocoder.suggest({ text: text.slice(0, 100), limit: 1, locale: ctx.locale, bounds });
    // No suggestion: the place stays typed only, and the domain refuses it as unknown.
    return best ? { ...best, radius: place.radius } : place;
  }
}
