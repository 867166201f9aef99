import { createFileRoute, notFound } from '@tanstack/react-router';
import { NewsletterIssuePage } from '../../../../pages/newsletter/newsletter-issue-page';
import { accountHead } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { throwDeskRefusal } from '../../../../routing/newsletter-desk-route';
import { loadNewsletterIssue } from '../../../../server/newsletter.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';
import { isEntityId } from '../../../../../domain/shared/entity-id';

/** /admin/newsletter/{id}: an issue's preview, a test to oneself and the send to every subscriber. */
export const Route = createFileRoute('/_site/admin/newsletter/$issueId')({
  validateSearch: (search: Record<string, unknown>): { notice?: string; error?: string } => ({
    ...(typeof search.notice === 'string' ? { notice: search.notice.slice(0, 40) } : {}),
    ...(typeof search.error === 'string' ? { error: search.error.slice(0, 40) } : {}),
  }),
  loader: async ({ context, location, params }) => {
    if (!context.site.features.newsletter || !isEntityId(params.issueId)) throw notFound();
    const page = await loadNewsletterIssue({
      data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: params.issueId },
    });
    throwDeskRefusal(page.answer.errors, location.publicHref);
    if (!page.answer.issue) throw notFound();
    return { issue: page.answer.issue, previewHtml: page.answer.previewHtml ?? '', csrfToken: page.csrfToken };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('newsletter.admin.preview.title'), match.context.site.name),
  component: function NewsletterIssueRoute() {
    const { issue, previewHtml, csrfToken } = Route.useLoaderData();
    const search = Route.useSearch();
    return (
      <NewsletterIssuePage issue={issue} previewHtml={previewHtml} csrfToken={csrfToken} notice={search.notice} error={search.error} />
    );
  },
});
