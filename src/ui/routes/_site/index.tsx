import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../pages/home-page';
import { pageHead, pageUrls } from '../../routing/page-head';
import { loadHomePage } from '../../server/jobs.functions';
import { isVisualEditor } from '../../server/page-input';

export const Route = createFileRoute('/_site/')({
  // `?notice=contactSent`: where the contact form leads a visitor who is not signed in.
  validateSearch: (search: Record<string, unknown>): { notice?: 'contactSent' } =>
    search.notice === 'contactSent' ? { notice: 'contactSent' } : {},
  loader: ({ context, location }) => loadHomePage({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search) } }),
  head: ({ match }) => {
    const { site, locale } = match.context;
    return pageHead({ title: site.name, description: site.description, ...pageUrls(site, locale, '/') });
  },
  component: function HomeRoute() {
    return <HomePage home={Route.useLoaderData()} notice={Route.useSearch().notice} />;
  },
});
