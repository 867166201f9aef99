import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { canonicalUrl } from '../../../domain/routing/canonical';
import { landingPathOf } from '../../../domain/routing/landing-paths';
import { HomePage } from '../../pages/home-page';
import { JobPage } from '../../pages/job-page';
import { LandingPage } from '../../pages/landing-page';
import { OrganizationPage } from '../../pages/organization-page';
import { organizationPath } from '../../../domain/organization/organization-path';
import { JobSearchPage } from '../../pages/job-search-page';
import { headTranslator } from '../../routing/head-translator';
import { pageHead, pageTitle } from '../../routing/page-head';
import { redirectHref, redirectStatus } from '../../routing/redirect-target';
import { isVisualEditor } from '../../routing/visual-editor';
import { loadRouterPage } from '../../server/router.functions';

/**
 * `/router?router=<real path>`: the page of the real path, rendered in place — the address
 * stays `/router?…`. Non-landing paths (accounts, dashboard, checkout, …) and a missing parameter are a
 * 404. The canonical link names the real page; the router address itself is never indexed.
 */
export const Route = createFileRoute('/_site/router')({
  validateSearch: (search: Record<string, unknown>): { router?: string | undefined } => ({
    router: typeof search.router === 'string' && search.router !== '' ? search.router : undefined,
  }),
  loaderDeps: ({ search }) => ({ path: search.router }),
  loader: async ({ context, deps, location }) => {
    if (!deps.path) throw notFound();
    const page = await loadRouterPage({ data: { locale: context.locale, path: deps.path, visualEditor: isVisualEditor(location.search) } });
    if (page.kind === 'redirect')
      throw redirect({
        href: redirectHref(page.target, context.localeState.prefixLocale, context.site.host),
        statusCode: redirectStatus(page.code),
      });
    if (page.kind === 'not-found') throw notFound();
    return { page, path: landingPathOf(deps.path) };
  },
  head: ({ match, matches, loaderData }) => {
    const { site, locale } = match.context;
    const t = headTranslator(matches);
    if (!loaderData) return pageHead({ title: pageTitle(t('notFound.title'), site.name), noindex: true });
    const { page, path } = loaderData;
    const canonical = canonicalUrl(site, locale, page.kind === 'jobs' ? page.result.href : path);
    if (page.kind === 'home') return pageHead({ title: site.name, description: site.description, canonical, noindex: true });
    if (page.kind === 'jobs')
      return pageHead({ title: pageTitle(t('jobs.title'), site.name), description: site.description, canonical, noindex: true });
    const metatags = page.kind === 'organization' ? page.organization.metatags : page.metatags;
    const tag = (name: string) => metatags.find((m) => m.meta === name)?.value;
    if (page.kind === 'organization') {
      const { profile } = page.organization;
      return pageHead({
        title: pageTitle(tag('title') ?? profile.name, site.name),
        description: tag('description'),
        ogImage: tag('og:image'),
        canonical: canonicalUrl(site, locale, organizationPath(profile.slug)),
        noindex: true,
      });
    }
    if (page.kind === 'landing')
      return pageHead({
        title: pageTitle(tag('title') ?? page.landing.title, site.name),
        description: tag('description'),
        canonical,
        noindex: true,
      });
    return pageHead({
      title: pageTitle(tag('title') ?? page.job.title, site.name),
      description: tag('description'),
      ogImage: tag('og:image'),
      canonical,
      noindex: true,
    });
  },
  component: function RouterRoute() {
    const { page } = Route.useLoaderData();
    if (page.kind === 'home') return <HomePage home={page.home} blocks={page.blocks} featuredOrganizations={page.featuredOrganizations} />;
    if (page.kind === 'jobs') return <JobSearchPage page={page.result} />;
    if (page.kind === 'organization') return <OrganizationPage data={page.organization} sections={page.sections} />;
    if (page.kind === 'landing') return <LandingPage landing={page.landing} />;
    return <JobPage job={page.job} expired={page.expired} />;
  },
});
