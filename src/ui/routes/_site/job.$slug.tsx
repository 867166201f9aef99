import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { JobPage } from '../../pages/job-page';
import { NotFoundPage } from '../../pages/not-found-page';
import { headTranslator } from '../../routing/head-translator';
import { pageHead, pageTitle, pageUrls } from '../../routing/page-head';
import { redirectHref, redirectStatus } from '../../routing/redirect-target';
import { loadBookmarkStates } from '../../server/alerts.functions';
import { loadSimilarJobs } from '../../server/job-page.functions';
import { loadJobPage } from '../../server/jobs.functions';
import { isVisualEditor } from '../../routing/visual-editor';

export const Route = createFileRoute('/_site/job/$slug')({
  loader: async ({ context, params, location }) => {
    const input = { locale: context.locale, visualEditor: isVisualEditor(location.search) };
    const result = await loadJobPage({ data: { ...input, slug: params.slug } });
    if (result.kind === 'redirect')
      throw redirect({
        href: redirectHref(result.target, context.localeState.prefixLocale, context.site.host),
        statusCode: redirectStatus(result.code),
      });
    if (result.kind === 'not-found') throw notFound();
    const similar = await loadSimilarJobs({ data: { ...input, jobId: result.job.id } });
    // Bookmark buttons of the job and its similar jobs (guests: none, no call).
    const bookmarked = context.session
      ? await loadBookmarkStates({ data: { ...input, jobIds: [result.job.id, ...similar.map((j) => j.id)] } })
      : [];
    return { ...result, similar, bookmarked };
  },
  head: ({ match, matches, loaderData }) => {
    const { site, locale } = match.context;
    if (!loaderData) return pageHead({ title: pageTitle(headTranslator(matches)('notFound.jobTitle'), site.name) });
    // Without metatags from the route lookup only the canonical link is produced.
    const tag = (name: string) => loaderData.metatags.find((m) => m.meta === name)?.value;
    return pageHead({
      title: tag('title') ? pageTitle(tag('title')!, site.name) : pageTitle(loaderData.job.title, site.name),
      description: tag('description'),
      ogImage: tag('og:image'),
      // The same URL the page's JSON-LD and share links name (JobRoute): the visited site's page of the job.
      ...pageUrls(site, locale, `/job/${loaderData.job.slug}`),
      /*
       * Expired jobs, as Google asks of job postings that closed: the page still answers 200 (visitors
       * from old links learn the job is gone and see similar jobs), its JSON-LD keeps validThrough in
       * the past, and robots are told noindex so the posting leaves the index. A 404/410 would be the
       * other accepted way; we keep the page for people. Unpublished jobs (owner preview) are noindex too.
       */
      noindex: loaderData.expired || loaderData.job.state !== 'published',
    });
  },
  component: function JobRoute() {
    const data = Route.useLoaderData();
    const { site, locale } = Route.useRouteContext();
    const canonical = pageUrls(site, locale, `/job/${data.job.slug}`).canonical;
    return <JobPage job={data.job} expired={data.expired} similar={data.similar} canonical={canonical} bookmarked={data.bookmarked} />;
  },
  notFoundComponent: () => <NotFoundPage titleKey="notFound.jobTitle" textKey="notFound.jobText" />,
});
