import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { parseErrorsParam } from '../../components/applications/application-errors';
import { newIdempotencyKey } from '../../forms/application-schema';
import { ApplyFormPage } from '../../pages/applications/apply-form-page';
import { NotFoundPage } from '../../pages/not-found-page';
import { headTranslator } from '../../routing/head-translator';
import { pageHead, pageTitle } from '../../routing/page-head';
import { loadCsrfToken } from '../../server/accounts.functions';
import { loadApplyPage } from '../../server/applications.functions';
import { isVisualEditor } from '../../routing/visual-editor';
import { takeTypedApplication } from '../../server/typed-values.functions';

/** `/job/{slug}/apply`: the standard application form of a job whose workflow is the on-site form. */
export const Route = createFileRoute('/_site/job/$slug_/apply')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...(typeof search.errors === 'string' ? { errors: search.errors } : {}),
    ...(search.sent === 1 || search.sent === '1' || search.sent === true ? { sent: 1 as const } : {}),
  }),
  loader: async ({ context, params, location }) => {
    const [page, { csrfToken }, typed] = await Promise.all([
      loadApplyPage({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), slug: params.slug } }),
      loadCsrfToken(),
      takeTypedApplication(),
    ]);
    if (page.kind === 'not-found') throw notFound();
    if (page.kind === 'closed') throw redirect({ to: '/job/$slug', params: { slug: page.slug }, statusCode: 302 });
    return { page, csrfToken, idempotencyKey: newIdempotencyKey(), typed };
  },
  head: ({ match, matches, loaderData }) => {
    const t = headTranslator(matches);
    const title = loaderData ? t('applications.form.title', { title: loaderData.page.form.job.title }) : t('notFound.jobTitle');
    return pageHead({ title: pageTitle(title, match.context.site.name), noindex: true });
  },
  component: function ApplyRoute() {
    const { page, csrfToken, idempotencyKey, typed } = Route.useLoaderData();
    const search = Route.useSearch();
    return (
      <ApplyFormPage
        page={page}
        csrfToken={csrfToken}
        idempotencyKey={idempotencyKey}
        errors={parseErrorsParam(search.errors)}
        typed={typed}
        sent={search.sent === 1}
      />
    );
  },
  notFoundComponent: () => <NotFoundPage titleKey="notFound.jobTitle" textKey="notFound.jobText" />,
});
