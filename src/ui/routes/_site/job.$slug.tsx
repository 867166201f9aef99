import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { JobPage } from '../../pages/job-page';
import { NotFoundPage } from '../../pages/not-found-page';
import { headTranslator } from '../../routing/head-translator';
import { pageHead, pageTitle, pageUrls } from '../../routing/page-head';
import { redirectHref, redirectStatus } from '../../routing/redirect-target';
import { loadJobPage } from '../../server/jobs.functions';
import { isVisualEditor } from '../../server/page-input';

export const Route = createFileRoute('/_site/job/$slug')({
  loader: async ({ context, params, location }) => {
    const result = await loadJobPage({ data: { locale: context.locale, slug: params.slug, visualEditor: isVisualEditor(location.search) } });
    if (result.kind === 'redirect') throw redirect({ href: redirectHref(result.target, context.localeState.prefixLocale, context.site.host), statusCode: redirectStatus(result.code) });
    if (result.kind === 'not-found') throw notFound();
    return result;
  },
  head: ({ match, matches, loaderData, params }) => {
    const { site, locale } = match.context;
    if (!loaderData) return pageHead({ title: pageTitle(headTranslator(matches)('notFound.jobTitle'), site.name) });
    // Spec §8: without metatags from the route lookup only the canonical link is produced.
    const tag = (name: string) => loaderData.metatags.find((m) => m.meta === name)?.value;
    return pageHead({
      title: tag('title') ? pageTitle(tag('title')!, site.name) : pageTitle(loaderData.job.title, site.name),
      description: tag('description'),
      ogImage: tag('og:image'),
      ...pageUrls(site, locale, `/job/${params.slug}`),
    });
  },
  component: function JobRoute() {
    const data = Route.useLoaderData();
    return <JobPage job={data.job} expired={data.expired} />;
  },
  notFoundComponent: () => <NotFoundPage titleKey="notFound.jobTitle" textKey="notFound.jobText" />,
});
