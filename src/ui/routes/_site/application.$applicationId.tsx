import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApplicationPage } from '../../pages/applications/application-page';
import { NotFoundPage } from '../../pages/not-found-page';
import { sessionRequired } from '../../routing/account-routes';
import { headTranslator } from '../../routing/head-translator';
import { pageHead, pageTitle } from '../../routing/page-head';
import { loadCsrfToken } from '../../server/accounts.functions';
import { loadApplication } from '../../server/applications.functions';
import { isVisualEditor } from '../../routing/visual-editor';
import { isEntityId } from '../../../domain/shared/entity-id';

/** `/application/{id}`: one application for its applicant and the job's recruiters (the link in the recruiter's mail). */
export const Route = createFileRoute('/_site/application/$applicationId')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...(search.notice === 'statusChanged' ? { notice: 'statusChanged' } : {}),
    ...(typeof search.error === 'string' && /^[A-Z_]{1,32}$/.test(search.error) ? { error: search.error } : {}),
  }),
  loader: async ({ context, params, location }) => {
    if (!context.session) throw sessionRequired(location.publicHref);
    if (!isEntityId(params.applicationId)) throw notFound();
    const [application, { csrfToken }] = await Promise.all([
      loadApplication({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: params.applicationId } }),
      loadCsrfToken(),
    ]);
    if (!application) throw notFound();
    return { application, csrfToken };
  },
  head: ({ match, matches, loaderData }) => {
    const t = headTranslator(matches);
    const a = loaderData?.application;
    const title = a
      ? a.manageable
        ? t('applications.detail.title', { name: `${a.firstName} ${a.lastName}` })
        : t('applications.detail.ownTitle')
      : t('applications.detail.notFoundTitle');
    return pageHead({ title: pageTitle(title, match.context.site.name), noindex: true });
  },
  component: function ApplicationRoute() {
    const { application, csrfToken } = Route.useLoaderData();
    const search = Route.useSearch();
    return <ApplicationPage application={application} csrfToken={csrfToken} notice={search.notice} error={search.error} />;
  },
  notFoundComponent: () => <NotFoundPage titleKey="applications.detail.notFoundTitle" textKey="applications.errors.NOT_FOUND" />,
});
