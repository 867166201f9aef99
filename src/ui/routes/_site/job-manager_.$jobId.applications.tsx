import { createFileRoute, notFound } from '@tanstack/react-router';
import { JobApplicationsPage } from '../../pages/applications/job-applications-page';
import { NotFoundPage } from '../../pages/not-found-page';
import { sessionRequired } from '../../routing/account-routes';
import { headTranslator } from '../../routing/head-translator';
import { pageHead, pageTitle } from '../../routing/page-head';
import { loadJobApplications } from '../../server/applications.functions';
import { isVisualEditor } from '../../routing/visual-editor';
import { isEntityId } from '../../../domain/shared/entity-id';

/**
 * `/job-manager/{jobId}/applications`: a job's applications for the recruiters of its organization.
 * Guests are sent to sign in; anyone else signed in gets the 404 the platform's NOT_FOUND stands for.
 */
export const Route = createFileRoute('/_site/job-manager_/$jobId/applications')({
  loader: async ({ context, params, location }) => {
    if (!context.session) throw sessionRequired(location.publicHref);
    if (!isEntityId(params.jobId)) throw notFound();
    const data = await loadJobApplications({
      data: { locale: context.locale, visualEditor: isVisualEditor(location.search), jobId: params.jobId },
    });
    if (!data) throw notFound();
    return data;
  },
  head: ({ match, matches, loaderData }) => {
    const t = headTranslator(matches);
    return pageHead({
      title: pageTitle(
        loaderData ? t('applications.list.title', { title: loaderData.job.title }) : t('applications.detail.notFoundTitle'),
        match.context.site.name,
      ),
      noindex: true,
    });
  },
  component: function JobApplicationsRoute() {
    return <JobApplicationsPage data={Route.useLoaderData()} />;
  },
  notFoundComponent: () => <NotFoundPage titleKey="applications.detail.notFoundTitle" textKey="applications.errors.NOT_FOUND" />,
});
