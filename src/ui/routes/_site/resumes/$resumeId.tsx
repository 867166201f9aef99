import { createFileRoute, notFound } from '@tanstack/react-router';
import { RecruiterResumePage } from '../../../pages/resume-recruiting/recruiter-resume-page';
import { accountHead } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';
import { loadCsrfToken } from '../../../server/accounts.functions';
import { isVisualEditor } from '../../../routing/visual-editor';
import { loadRecruiterResume } from '../../../server/resume-recruiting.functions';

const text = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : undefined);

/** /resumes/{id}: a resume for a recruiter; hidden, blocked and unknown resumes answer 404 alike (never 403). */
export const Route = createFileRoute('/_site/resumes/$resumeId')({
  validateSearch: (search: Record<string, unknown>) => ({
    error: text(search.error, 40),
    notice: text(search.notice, 40),
    message: text(search.message, 1000),
  }),
  loader: async ({ context, params, location }) => {
    if (!context.site.features.resume) throw notFound();
    const [page, { csrfToken }] = await Promise.all([
      loadRecruiterResume({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: params.resumeId } }),
      loadCsrfToken(),
    ]);
    if (!page) throw notFound();
    return { page, csrfToken };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('resumeRecruiting.detail.title'), match.context.site.name),
  component: function RecruiterResumeRoute() {
    const { page, csrfToken } = Route.useLoaderData();
    return <RecruiterResumePage page={page} csrfToken={csrfToken} form={Route.useSearch()} />;
  },
});
