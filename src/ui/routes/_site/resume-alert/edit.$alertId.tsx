import { createFileRoute, notFound } from '@tanstack/react-router';
import { ResumeAlertEditPage } from '../../../pages/resume-alerts/resume-alert-edit-page';
import { accountHead } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';
import { loadCsrfToken } from '../../../server/accounts.functions';
import { isVisualEditor } from '../../../routing/visual-editor';
import { loadResumeAlert } from '../../../server/resume-alerts.functions';

const text = (v: unknown) => (typeof v === 'string' && v.length <= 40 ? v : undefined);

/** /resume-alert/edit/{id}: a resume alert of the recruiter's organization; another organization's or an unknown id answers 404. */
export const Route = createFileRoute('/_site/resume-alert/edit/$alertId')({
  validateSearch: (search: Record<string, unknown>) => ({ alertNotice: text(search.alertNotice), alertError: text(search.alertError) }),
  loader: async ({ context, params, location }) => {
    if (!context.site.features.resume) throw notFound();
    const [alert, { csrfToken }] = await Promise.all([
      loadResumeAlert({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: params.alertId } }),
      loadCsrfToken(),
    ]);
    if (!alert) throw notFound();
    return { alert, csrfToken };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('resumeRecruiting.alerts.edit.title'), match.context.site.name),
  component: function ResumeAlertEditRoute() {
    const { alert, csrfToken } = Route.useLoaderData();
    const search = Route.useSearch();
    return <ResumeAlertEditPage alert={alert} csrfToken={csrfToken} notice={search.alertNotice} error={search.alertError} />;
  },
});
