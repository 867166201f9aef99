import { createFileRoute, notFound } from '@tanstack/react-router';
import { SentContactRequestsPage } from '../../../pages/resume-recruiting/sent-contact-requests-page';
import { accountHead } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';
import { isVisualEditor } from '../../../routing/visual-editor';
import { loadSentContactRequests } from '../../../server/resume-recruiting.functions';

/** /resume-contacts/sent: the recruiter's sent requests, their states and the slots and credits left; 404 for non-recruiters. */
export const Route = createFileRoute('/_site/resume-contacts/sent')({
  loader: async ({ context, location }) => {
    if (!context.site.features.resume) throw notFound();
    const list = await loadSentContactRequests({
      data: { locale: context.locale, visualEditor: isVisualEditor(location.search), page: 1 },
    });
    if (!list) throw notFound();
    return { list };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('resumeRecruiting.sent.title'), match.context.site.name),
  component: function SentContactRequestsRoute() {
    return <SentContactRequestsPage list={Route.useLoaderData().list} />;
  },
});
