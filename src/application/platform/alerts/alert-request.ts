import { alertSearchInput } from '../../../domain/alerts/alert-search';
import type { SearchTaxonomy } from '../../../domain/search/job-facets';
import { buildJobSearchRequest } from '../../../domain/search/job-search-builder';
import type { JobSearchRequest } from '../../../domain/search/job-search-request';
import type { Locale } from '../../../domain/shared/locale';
import type { SiteConfig } from '../../../domain/site/site-config';

/** A stored (or offered) normalized search read back with the request builder: the search an alert runs. */
export function requestOfAlertQuery(
  query: string,
  options: { locale: Locale; site: SiteConfig; taxonomy: SearchTaxonomy; pageSize: number },
): JobSearchRequest | null {
  const built = buildJobSearchRequest(alertSearchInput(query), {
    locale: options.locale,
    pageSize: options.pageSize,
    defaultRadiusKm: options.site.listing.defaultRadiusKm,
    taxonomy: options.taxonomy,
  });
  return built.ok ? built.value : null;
}
