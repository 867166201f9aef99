import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { isQuickApplyStep } from '../../../domain/applications/apply-steps';
import { parseErrorsParam } from '../../components/applications/application-errors';
import { newIdempotencyKey } from '../../forms/application-schema';
import { QuickApplyPage } from '../../pages/applications/quick-apply-page';
import { NotFoundPage } from '../../pages/not-found-page';
import { headTranslator } from '../../routing/head-translator';
import { pageHead, pageTitle } from '../../routing/page-head';
import { loadCsrfToken } from '../../server/accounts.functions';
import { loadApplyPage } from '../../server/applications.functions';
import { isVisualEditor } from '../../routing/visual-editor';
import { takeTypedApplication } from '../../server/typed-values.functions';

/** `/job/{slug}/quick-apply/{step}`: the quick-apply flow (basic-info, questions, file-upload, review, success). */
export const Route = createFileRoute('/_site/job/$slug_/quick-apply/$step')({
  validateSearch: (search: Record<string, unknown>) => (typeof search.errors === 'string' ? { errors: search.errors } : {}),
  loader: async ({ context, params, location }) => {
    if (!isQuickApplyStep(params.step)) throw notFound();
    const [page, { csrfToken }, typed] = await Promise.all([
      loadApplyPage({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), slug: params.slug } }),
      loadCsrfToken(),
      takeTypedApplication(),
    ]);
    if (page.kind === 'not-found') throw notFound();
    if (page.kind === 'closed') throw redirect({ to: '/job/$slug', params: { slug: page.slug }, statusCode: 302 });
    // A job without questions has no questions step.
    if (!page.steps.includes(params.step))
      throw redirect({ to: '/job/$slug/quick-apply/$step', params: { slug: params.slug, step: 'basic-info' }, statusCode: 302 });
    return { page, csrfToken, idempotencyKey: newIdempotencyKey(), step: params.step, typed };
  },
  head: ({ match, matches, loaderData }) => {
    const t = headTranslator(matches);
    const title = loaderData
      ? `${t(`applications.quick.steps.${loaderData.step}`)} – ${t('applications.quick.title', { title: loaderData.page.form.job.title })}`
      : t('notFound.jobTitle');
    return pageHead({ title: pageTitle(title, match.context.site.name), noindex: true });
  },
  component: function QuickApplyRoute() {
    const { page, csrfToken, idempotencyKey, step, typed } = Route.useLoaderData();
    const search = Route.useSearch();
    return (
      <QuickApplyPage
        page={page}
        csrfToken={csrfToken}
        idempotencyKey={idempotencyKey}
        errors={parseErrorsParam(search.errors)}
        typed={typed}
        step={step}
      />
    );
  },
  notFoundComponent: () => <NotFoundPage titleKey="notFound.jobTitle" textKey="notFound.jobText" />,
});
