import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage } from '../../../../pages/blog-admin/blog-list-page';
import { StaffForbiddenPage } from '../../../../pages/staff/staff-forbidden-page';
import { accountHead } from '../../../../routing/account-routes';
import { requireSignedIn } from '../../../../routing/console-desk-route';
import { headTranslator } from '../../../../routing/head-translator';
import { parseBlogListSearch } from '../../../../routing/console-search';
import { loadBlogList } from '../../../../server/blog-admin.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';

/** /admin/content: the blog posts of the staff member's sites (guests sign in, staff without the content section: the 403 page). */
export const Route = createFileRoute('/_site/admin/_console/content')({
  validateSearch: parseBlogListSearch,
  loaderDeps: ({ search }) => ({ title: search.title ?? null, state: search.state ?? null, page: search.page ?? 1 }),
  loader: async ({ context, location, deps }) => {
    const data = await loadBlogList({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), ...deps } });
    return requireSignedIn(data, data.list.errors, location.publicHref);
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('blogAdmin.list.title'), match.context.site.name),
  component: function BlogListRoute() {
    const data = Route.useLoaderData();
    const search = Route.useSearch();
    // Staff without the content section (job editors) get the console's 403 page.
    if (data.list.errors.length > 0) return <StaffForbiddenPage />;
    return <BlogListPage data={data} search={search} />;
  },
});
