import { createFileRoute, notFound } from '@tanstack/react-router';
import { ResumePage } from '../../../pages/resumes/resume-page';
import { accountHead, sessionRequired } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';
import { isVisualEditor } from '../../../routing/visual-editor';
import { loadMyResume } from '../../../server/resumes.functions';

/**
 * /resume (localized /lebenslauf, /cv): the signed-in user's resume as recruiters would see it, with a
 * switch (`?view=anonymous`, a plain link) to preview the anonymous view.
 */
export const Route = createFileRoute('/_site/resume/')({
  validateSearch: (search: Record<string, unknown>): { view?: 'anonymous' | undefined } =>
    search.view === 'anonymous' ? { view: 'anonymous' } : {},
  loader: async ({ context, location }) => {
    if (!context.site.features.resume) throw notFound();
    const page = await loadMyResume({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search) } });
    if (!page) throw sessionRequired(location.publicHref);
    return { page };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('resumes.title'), match.context.site.name),
  component: function ResumeRoute() {
    const { page } = Route.useLoaderData();
    return <ResumePage page={page} anonymous={Route.useSearch().view === 'anonymous'} />;
  },
});
