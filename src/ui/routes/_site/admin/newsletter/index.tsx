import { createFileRoute, notFound } from '@tanstack/react-router';
import { NewsletterDeskPage } from '../../../../pages/newsletter/newsletter-desk-page';
import { accountHead } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { throwDeskRefusal } from '../../../../routing/newsletter-desk-route';
import { loadNewsletterDesk } from '../../../../server/newsletter.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';

/** /admin/newsletter: the site's newsletter issues, for administrators and the site's admins (others: not found). */
export const Route = createFileRoute('/_site/admin/newsletter/')({
  loader: async ({ context, location }) => {
    if (!context.site.features.newsletter) throw notFound();
    const list = await loadNewsletterDesk({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search) } });
    throwDeskRefusal(list.errors, location.publicHref);
    return { list };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('newsletter.admin.title'), match.context.site.name),
  component: function NewsletterDeskRoute() {
    return <NewsletterDeskPage list={Route.useLoaderData().list} />;
  },
});
