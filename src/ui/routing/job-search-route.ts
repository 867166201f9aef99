import { notFound, redirect } from '@tanstack/react-router';
import type { JobSearchPage } from '../../application/board/search/search-jobs.use-case';
import { canonicalUrl, publicPath } from '../../domain/routing/canonical';
import { hasLocalePrefix } from '../../domain/site/site-config';
import type { Locale } from '../../domain/shared/locale';
import { toSearchHref } from '../../domain/search/job-search-url';
import { alertQueryOf } from '../../domain/alerts/alert-search';
import { loadAlertState, loadBookmarkStates } from '../server/alerts.functions';
import { loadJobSearch } from '../server/search.functions';
import { isVisualEditor } from '../routing/visual-editor';
import { headTranslator } from './head-translator';
import { pageHead, pageTitle } from './page-head';
import { queryPairs, type JobSearchQuery } from './job-search-query';
import type { PublicSite } from './public-site';

/** What the search page shows of bookmarks and alerts: the bookmarked hits, and whether the search has an alert. */
export interface SearchPageExtras {
  readonly bookmarked: readonly string[];
  readonly alertActive: boolean;
}

/**
 * Loader of both search routes (/jobs and /jobs/$): the page, or the redirect / not-found SearchJobs
 * decided; for a signed-in visitor also the bookmarks among the hits and whether the search has an alert.
 */
export async function loadSearchPage(
  context: { site: PublicSite; locale: Locale; session?: unknown },
  segments: string[],
  query: JobSearchQuery,
  location: { search: Record<string, unknown> },
): Promise<JobSearchPage & SearchPageExtras> {
  const result = await loadJobSearch({
    data: { locale: context.locale, visualEditor: isVisualEditor(location.search), segments, params: queryPairs(query) },
  });
  if (result.kind === 'not-found') throw notFound();
  if (result.kind === 'redirect')
    throw redirect({ href: publicPath(context.site, context.locale, result.href), statusCode: result.status });
  const page = result.page;
  if (!context.session) return { ...page, bookmarked: [], alertActive: false };
  const input = { locale: context.locale, visualEditor: isVisualEditor(location.search) };
  const [bookmarked, alert] = await Promise.all([
    loadBookmarkStates({ data: { ...input, jobIds: page.hits.map((h) => h.job.id) } }),
    loadAlertState({ data: { ...input, query: alertQueryOf(page.request) } }),
  ]);
  return { ...page, bookmarked, alertActive: alert.hasAlert };
}

/**
 * Head of a search page: title with the words searched and the page, canonical link of the page's one URL,
 * hreflang alternates each in its own language's aliases, noindex on empty pages.
 */
export function searchHead({
  match,
  matches,
  loaderData,
}: {
  match: { context: { site: PublicSite; locale: Locale } };
  matches: ReadonlyArray<{ routeId: string; loaderData?: unknown }>;
  loaderData?: JobSearchPage | undefined;
}) {
  const { site, locale } = match.context;
  const t = headTranslator(matches);
  if (!loaderData) return pageHead({ title: pageTitle(t('search.title'), site.name), noindex: true });
  const keys = loaderData.request.fulltext?.keys;
  const title = keys ? t('search.titleWithKeys', { keys }) : t('search.title');
  const alternates = hasLocalePrefix(site)
    ? [
        ...site.locales.map((l) => ({
          hreflang: l,
          href: canonicalUrl(site, l, toSearchHref(loaderData.request, { locale: l, taxonomy: loaderData.taxonomy })),
        })),
        {
          hreflang: 'x-default' as const,
          href: canonicalUrl(
            site,
            site.defaultLocale,
            toSearchHref(loaderData.request, { locale: site.defaultLocale, taxonomy: loaderData.taxonomy }),
          ),
        },
      ]
    : [];
  return pageHead({
    title: pageTitle(loaderData.page > 1 ? t('search.pageTitle', { title, page: loaderData.page }) : title, site.name),
    description: site.description,
    canonical: canonicalUrl(site, locale, loaderData.href),
    alternates,
    noindex: loaderData.noindex,
  });
}
