import { createFileRoute, notFound } from '@tanstack/react-router';
import { isResumeWizardStep } from '../../../../../domain/resume/resume-wizard';
import { parseResumeEditSearch } from '../../../../routing/resume-edit-search';
import { ResumeWizardPage } from '../../../../pages/resumes/resume-wizard-page';
import { TypedResumeContext } from '../../../../components/resumes/resume-form-parts';
import { accountHead, sessionRequired } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { isVisualEditor } from '../../../../routing/visual-editor';
import { loadCvImport, loadMyResume, takeTypedResume } from '../../../../server/resumes.functions';

/** /resume/wizard/{import|job-preferences|personal-info|completed}: the resume wizard's steps. */
export const Route = createFileRoute('/_site/resume/wizard/$step')({
  validateSearch: parseResumeEditSearch,
  loaderDeps: ({ search }) => ({ importId: search.import }),
  loader: async ({ context, location, params, deps }) => {
    if (!context.site.features.resume || !isResumeWizardStep(params.step)) throw notFound();
    const input = { locale: context.locale, visualEditor: isVisualEditor(location.search) };
    const [page, review, typed] = await Promise.all([
      loadMyResume({ data: input }),
      params.step === 'import' && deps.importId ? loadCvImport({ data: { ...input, importId: deps.importId } }) : Promise.resolve(null),
      takeTypedResume(),
    ]);
    if (!page || !context.csrfToken) throw sessionRequired(location.publicHref);
    return { page, csrfToken: context.csrfToken, step: params.step, review, typed };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('resumes.wizard.title'), match.context.site.name),
  component: function ResumeWizardRoute() {
    const { page, csrfToken, step, review, typed } = Route.useLoaderData();
    return (
      <TypedResumeContext.Provider value={typed}>
        <ResumeWizardPage page={page} csrfToken={csrfToken} step={step} search={Route.useSearch()} review={review} />
      </TypedResumeContext.Provider>
    );
  },
});
