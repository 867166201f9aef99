import { createFileRoute, notFound } from '@tanstack/react-router';
import { NewsletterComposePage } from '../../../../pages/newsletter/newsletter-compose-page';
import { parseFieldErrors } from '../../../../routing/newsletter-field-errors';
import { accountHead } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { throwDeskRefusal } from '../../../../routing/newsletter-desk-route';
import { loadNewsletterIssue } from '../../../../server/newsletter.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';
import { isEntityId } from '../../../../../domain/shared/entity-id';

/** /admin/newsletter/{id}/edit: change a draft; a refused post comes back here with `?error=&fieldErrors=`. */
export const Route = createFileRoute('/_site/admin/newsletter/$issueId_/edit')({
  validateSearch: (search: Record<string, unknown>): { error?: string; fieldErrors?: string } => ({
    ...(typeof search.error === 'string' ? { error: search.error.slice(0, 40) } : {}),
    ...(typeof search.fieldErrors === 'string' ? { fieldErrors: search.fieldErrors.slice(0, 200) } : {}),
  }),
  loader: async ({ context, location, params }) => {
    if (!context.site.features.newsletter || !isEntityId(params.issueId)) throw notFound();
    const page = await loadNewsletterIssue({
      data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: params.issueId },
    });
    throwDeskRefusal(page.answer.errors, location.publicHref);
    if (!page.answer.issue) throw notFound();
    return page;
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('newsletter.admin.compose.editTitle'), match.context.site.name),
  component: function NewsletterEditRoute() {
    const { answer, csrfToken, typed } = Route.useLoaderData();
    const search = Route.useSearch();
    return (
      <NewsletterComposePage
        answer={answer}
        csrfToken={csrfToken}
        typed={typed}
        error={search.error}
        fieldErrors={parseFieldErrors(search.fieldErrors)}
      />
    );
  },
});
