import { notFound, redirect } from '@tanstack/react-router';
import type { OrganizationDirectoryPage } from '../../application/board/organization-directory/show-organization-directory.use-case';
import { DIRECTORY_PARAMS, toDirectoryHref } from '../../domain/organization/organization-directory';
import { canonicalUrl, publicPath } from '../../domain/routing/canonical';
import type { Locale } from '../../domain/shared/locale';
import { hasLocalePrefix } from '../../domain/site/site-config';
import { loadOrganizationDirectory } from '../server/organization-directory.functions';
import { isVisualEditor } from '../routing/visual-editor';
import { headTranslator } from './head-translator';
import { pageHead, pageTitle } from './page-head';
import type { PublicSite } from './public-site';

type Primitive = string | number | boolean;
export type DirectoryQuery = { [key: string]: Primitive | Primitive[] | undefined };

const MAX_VALUES_PER_KEY = 60;
const MAX_VALUE_LENGTH = 1000;
const isPrimitive = (v: unknown): v is Primitive => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** `validateSearch` of the directory routes: the directory's keys, untouched (judging values is the domain's job). */
export function parseDirectoryQuery(search: Record<string, unknown>): DirectoryQuery {
  const out: DirectoryQuery = {};
  for (const key of DIRECTORY_PARAMS) {
    const value = search[key];
    out[key] = isPrimitive(value) || (Array.isArray(value) && value.every(isPrimitive)) ? (value as Primitive | Primitive[]) : undefined;
  }
  return out;
}

const queryPairs = (query: DirectoryQuery): Array<[string, string]> =>
  DIRECTORY_PARAMS.flatMap((key) => {
    const value = query[key];
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return list.slice(0, MAX_VALUES_PER_KEY).map((v): [string, string] => [key, String(v).slice(0, MAX_VALUE_LENGTH)]);
  });

/** `/organizations/a/b` → `['a', 'b']` from the splat parameter. */
export const directorySegments = (splat: string | undefined): string[] =>
  (splat ?? '')
    .split('/')
    .filter((s) => s !== '')
    .slice(0, 10)
    .map((s) => s.slice(0, 200));

/** Loader of both directory routes: the page, or the redirect / not-found the use case decided. */
export async function loadDirectoryPage(
  context: { site: PublicSite; locale: Locale },
  segments: string[],
  query: DirectoryQuery,
  location: { search: Record<string, unknown> },
): Promise<OrganizationDirectoryPage> {
  const result = await loadOrganizationDirectory({
    data: { locale: context.locale, visualEditor: isVisualEditor(location.search), segments, params: queryPairs(query) },
  });
  if (result.kind === 'not-found') throw notFound();
  if (result.kind === 'redirect')
    throw redirect({ href: publicPath(context.site, context.locale, result.href), statusCode: result.status });
  return result.page;
}

/** Head of a directory page: title, canonical of the page's one URL, hreflang in each language's aliases, noindex when empty. */
export function directoryHead({
  match,
  matches,
  loaderData,
}: {
  match: { context: { site: PublicSite; locale: Locale } };
  matches: ReadonlyArray<{ routeId: string; loaderData?: unknown }>;
  loaderData?: OrganizationDirectoryPage | undefined;
}) {
  const { site, locale } = match.context;
  const t = headTranslator(matches);
  if (!loaderData) return pageHead({ title: pageTitle(t('directory.title'), site.name), noindex: true });
  const keys = loaderData.request.keys;
  const title = keys ? t('directory.titleWithKeys', { keys }) : t('directory.title');
  const hrefIn = (l: Locale) => canonicalUrl(site, l, toDirectoryHref(loaderData.request, { locale: l, taxonomy: loaderData.taxonomy }));
  const alternates = hasLocalePrefix(site)
    ? [...site.locales.map((l) => ({ hreflang: l, href: hrefIn(l) })), { hreflang: 'x-default' as const, href: hrefIn(site.defaultLocale) }]
    : [];
  return pageHead({
    title: pageTitle(loaderData.page > 1 ? t('directory.pageTitle', { title, page: loaderData.page }) : title, site.name),
    description: site.description,
    canonical: canonicalUrl(site, locale, loaderData.href),
    alternates,
    noindex: loaderData.noindex,
  });
}
