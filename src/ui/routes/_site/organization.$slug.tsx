import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { NotFoundPage } from '../../pages/not-found-page';
import { OrganizationPage } from '../../pages/organization-page';
import { headTranslator } from '../../routing/head-translator';
import { organizationHead } from '../../routing/organization-head';
import { pageHead, pageTitle } from '../../routing/page-head';
import { parsePageSearch } from '../../routing/page-query';
import { redirectHref, redirectStatus } from '../../routing/redirect-target';
import { loadOrganizationPageParts } from '../../server/organization-page-parts.functions';
import { loadOrganizationPage } from '../../server/organizations.functions';
import { isVisualEditor } from '../../routing/visual-editor';

/** /organization/{slug}: the profile and its jobs on this site, 10 per page (`?page=N`). */
export const Route = createFileRoute('/_site/organization/$slug')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps, location }) => {
    const result = await loadOrganizationPage({
      data: { locale: context.locale, slug: params.slug, page: deps.page, visualEditor: isVisualEditor(location.search) },
    });
    if (result.kind === 'redirect')
      throw redirect({
        href: redirectHref(result.target, context.localeState.prefixLocale, context.site.host),
        statusCode: redirectStatus(result.code),
      });
    if (result.kind === 'not-found') throw notFound();
    if (result.redirectToPage !== undefined) {
      throw redirect({
        to: '/organization/$slug',
        params: { slug: params.slug },
        search: result.redirectToPage > 1 ? { page: result.redirectToPage } : {},
        statusCode: 302,
      });
    }
    const { mayEdit, sections } = await loadOrganizationPageParts({
      data: { locale: context.locale, organizationId: result.profile.id, visualEditor: false },
    });
    return { ...result, mayEdit, sections };
  },
  head: ({ match, matches, loaderData, params }) => {
    const { site, locale } = match.context;
    if (!loaderData) return pageHead({ title: pageTitle(headTranslator(matches)('organization.notFoundTitle'), site.name), noindex: true });
    return organizationHead(site, locale, loaderData, params.slug);
  },
  component: function OrganizationRoute() {
    const data = Route.useLoaderData();
    return <OrganizationPage data={data} mayEdit={data.mayEdit} sections={data.sections} />;
  },
  notFoundComponent: () => <NotFoundPage titleKey="organization.notFoundTitle" textKey="organization.notFoundText" />,
});
