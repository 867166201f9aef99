import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../pages/home-page';
import { pageHead, pageUrls } from '../../routing/page-head';
import { loadHomeBlocks } from '../../server/home.functions';
import { loadHomePage } from '../../server/jobs.functions';
import { loadHomeNewsletter } from '../../server/newsletter.functions';
import { loadFeaturedOrganizations } from '../../server/organization-directory.functions';
import { isVisualEditor } from '../../routing/visual-editor';

export const Route = createFileRoute('/_site/')({
  // `?notice=contactSent`: where the contact form leads a visitor who is not signed in.
  validateSearch: (search: Record<string, unknown>): { notice?: 'contactSent' } =>
    search.notice === 'contactSent' ? { notice: 'contactSent' } : {},
  loader: async ({ context, location }) => {
    const data = { locale: context.locale, visualEditor: isVisualEditor(location.search) };
    const [home, blocks, newsletter, featuredOrganizations] = await Promise.all([
      loadHomePage({ data }),
      loadHomeBlocks({ data }),
      loadHomeNewsletter({ data }),
      loadFeaturedOrganizations({ data }),
    ]);
    return { home, blocks, newsletter, featuredOrganizations };
  },
  head: ({ match }) => {
    const { site, locale } = match.context;
    return pageHead({ title: site.name, description: site.description, ...pageUrls(site, locale, '/') });
  },
  component: function HomeRoute() {
    const { home, blocks, newsletter, featuredOrganizations } = Route.useLoaderData();
    return (
      <HomePage
        home={home}
        blocks={blocks}
        newsletter={newsletter}
        featuredOrganizations={featuredOrganizations}
        notice={Route.useSearch().notice}
      />
    );
  },
});
