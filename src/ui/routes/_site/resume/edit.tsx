import { createFileRoute, notFound } from '@tanstack/react-router';
import { ResumeEditPage } from '../../../pages/resumes/resume-edit-page';
import { parseResumeEditSearch } from '../../../routing/resume-edit-search';
import { accountHead, sessionRequired } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';
import { isVisualEditor } from '../../../routing/visual-editor';
import { loadMyResume, takeTypedResume } from '../../../server/resumes.functions';

/** /resume/edit (localized /lebenslauf/edit, /cv/edit): every section of the signed-in user's resume. */
export const Route = createFileRoute('/_site/resume/edit')({
  validateSearch: parseResumeEditSearch,
  loaderDeps: ({ search }) => ({ org: search.org ?? '' }),
  loader: async ({ context, location, deps }) => {
    if (!context.site.features.resume) throw notFound();
    const [page, typed] = await Promise.all([
      loadMyResume({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), organizationSearch: deps.org } }),
      takeTypedResume(),
    ]);
    if (!page || !context.csrfToken) throw sessionRequired(location.publicHref);
    return { page, csrfToken: context.csrfToken, typed };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('resumes.editTitle'), match.context.site.name),
  component: function ResumeEditRoute() {
    const { page, csrfToken, typed } = Route.useLoaderData();
    return <ResumeEditPage page={page} csrfToken={csrfToken} search={Route.useSearch()} typed={typed} />;
  },
});
