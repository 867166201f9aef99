import { alertQueryOf, alertSearchInput, describeSearch } from '../../../domain/alerts/alert-search';
import { buildJobSearchRequest } from '../../../domain/search/job-search-builder';
import type { SiteListing } from '../../../domain/site/site-config';
import type { BoardContext } from '../board-context';
import type { JobSearchGateway } from '../search/job-search-gateway.port';

/** A search offered as an alert (the /alerts/new page): normalized again and described in the page's language; null when unreadable. */
export class DescribeAlertSearch {
  constructor(
    private readonly search: JobSearchGateway,
    private readonly listing: Pick<SiteListing, 'jobsPerPage' | 'defaultRadiusKm'>,
  ) {}

  async execute(
    input: { readonly query: string },
    ctx: BoardContext,
  ): Promise<{ readonly query: string; readonly description: string } | null> {
    const taxonomy = await this.search.terms(ctx);
    const built = buildJobSearchRequest(alertSearchInput(input.query), {
      locale: ctx.locale,
      pageSize: this.listing.jobsPerPage,
      defaultRadiusKm: this.listing.defaultRadiusKm,
      taxonomy,
    });
    if (!built.ok) return null;
    return { query: alertQueryOf(built.value), description: describeSearch(built.value, taxonomy, ctx.locale).join(' · ') };
  }
}
