import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { organizationPath } from '../../../domain/organization/organization-path';
import { isLandingPagePath } from '../../../domain/content/landing-page';
import { LandingPage } from '../../pages/landing-page';
import { OrganizationPage } from '../../pages/organization-page';
import { headTranslator } from '../../routing/head-translator';
import { pageHead, pageTitle, pageUrls } from '../../routing/page-head';
import { parsePageSearch } from '../../routing/page-query';
import { redirectHref, redirectStatus } from '../../routing/redirect-target';
import { loadOrganizationPageParts } from '../../server/organization-page-parts.functions';
import { loadContentPage } from '../../server/organizations.functions';
import { isVisualEditor } from '../../routing/visual-editor';

/**
 * Every path no other route claims: landing pages at their own paths (`/pflegejobs`), organization
 * profiles under alias paths, stored redirects — whatever the route lookup says lives there. Anything
 * else is the localized 404. Paths that cannot be a landing page or alias never reach the platform.
 */
export const Route = createFileRoute('/_site/$')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps, location }) => {
    const path = `/${params._splat ?? ''}`.replace(/\/+$/, '') || '/';
    if (!isLandingPagePath(path)) throw notFound();
    const result = await loadContentPage({
      data: { locale: context.locale, path, page: deps.page, visualEditor: isVisualEditor(location.search) },
    });
    if (result.kind === 'redirect')
      throw redirect({
        href: redirectHref(result.target, context.localeState.prefixLocale, context.site.host),
        statusCode: redirectStatus(result.code),
      });
    if (result.kind === 'not-found') throw notFound();
    if (result.kind === 'organization' && result.redirectToPage !== undefined) {
      throw redirect({
        to: '/organization/$slug',
        params: { slug: result.profile.slug },
        search: result.redirectToPage > 1 ? { page: result.redirectToPage } : {},
        statusCode: 302,
      });
    }
    // An organization under an alias path is the same page as at its own address: its lists too.
    const parts =
      result.kind === 'organization'
        ? await loadOrganizationPageParts({
            data: { locale: context.locale, organizationId: result.profile.id, visualEditor: isVisualEditor(location.search) },
          })
        : null;
    return { result, path, parts };
  },
  head: ({ match, matches, loaderData }) => {
    const { site, locale } = match.context;
    if (!loaderData) return pageHead({ title: pageTitle(headTranslator(matches)('notFound.title'), site.name), noindex: true });
    const { result, path } = loaderData;
    const tag = (name: string) => result.metatags.find((m) => m.meta === name)?.value;
    if (result.kind === 'landing') {
      return pageHead({
        title: pageTitle(tag('title') ?? result.landing.title, site.name),
        description: tag('description'),
        ...pageUrls(site, locale, path),
      });
    }
    // An organization under an alias path: its one canonical URL is /organization/{slug}.
    const { canonical } = pageUrls(site, locale, organizationPath(result.profile.slug));
    return pageHead({
      title: pageTitle(tag('title') ?? result.profile.name, site.name),
      description: tag('description'),
      ogImage: tag('og:image'),
      canonical,
    });
  },
  component: function ContentRoute() {
    const { result, parts } = Route.useLoaderData();
    return result.kind === 'landing' ? (
      <LandingPage landing={result.landing} />
    ) : (
      <OrganizationPage data={result} mayEdit={parts?.mayEdit} sections={parts?.sections} />
    );
  },
});
