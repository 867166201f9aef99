import { resumeSearchQuery, type RawResumeSearch, type ResumeSearchProblem } from '../../../domain/resume-search/resume-search-query';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Err, type Ok } from '../../../domain/shared/result';
import type { SiteDirectory } from '../site/site-directory.port';
import { recruiterOf, type RecruiterDirectory } from './recruiter-access';
import type { ResumeSearchIndex, ResumeSearchPage } from './resume-search-index.port';

export type SearchResumesFailure = Err<'FORBIDDEN'> | (Err<'INVALID'> & { readonly problems: readonly ResumeSearchProblem[] });

/**
 * searchResumes: recruiters of an organization find resumes by words and facets, the site's number per
 * page. A query with a value the search does not know is refused whole (an occupation id must name an
 * occupation term), so nobody reads an unfiltered list as a filtered one.
 */
export class SearchResumes {
  constructor(
    private readonly index: ResumeSearchIndex,
    private readonly recruiters: RecruiterDirectory,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(raw: RawResumeSearch, ctx: RequestContext): Promise<Ok<ResumeSearchPage> | SearchResumesFailure> {
    const recruiter = await recruiterOf(ctx, this.sites, this.recruiters);
    if (!recruiter) return err('FORBIDDEN', 'Resume search is for recruiters of an organization');
    const query = resumeSearchQuery(raw);
    if (!query.ok) return { ...err('INVALID', 'The resume search has problems'), problems: query.problems };
    const known = await this.index.knownOccupations(query.value.occupations);
    if (known.length !== query.value.occupations.length)
      return { ...err('INVALID', 'Unknown occupation'), problems: [{ field: 'occupations', problem: 'UNKNOWN_VALUE' }] };
    const perPage = this.sites.get(ctx.site)?.listing.resumesPerPage ?? 10;
    return ok(await this.index.search(query.value, { organizationId: recruiter.organization.id }, perPage));
  }
}
