import { createFileRoute } from '@tanstack/react-router';
import { BlogPostEditPage } from '../../../../pages/blog-admin/blog-post-edit-page';
import { StaffForbiddenPage } from '../../../../pages/staff/staff-forbidden-page';
import { accountHead } from '../../../../routing/account-routes';
import { deskFormAnswer, requireSignedIn } from '../../../../routing/console-desk-route';
import { headTranslator } from '../../../../routing/head-translator';
import { loadBlogPostForm } from '../../../../server/blog-admin.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';

/** /admin/content/new: a new blog post's form (guests sign in, staff without the content section: the 403 page). */
export const Route = createFileRoute('/_site/admin/_console/content_/new')({
  validateSearch: (search: Record<string, unknown>) => deskFormAnswer(search),
  loader: async ({ context, location }) => {
    const data = await loadBlogPostForm({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: null } });
    return requireSignedIn(data, data.sites.errors, location.publicHref);
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('blogAdmin.edit.newTitle'), match.context.site.name),
  component: function NewBlogPostRoute() {
    const data = Route.useLoaderData();
    const search = Route.useSearch();
    if (data.sites.errors.length > 0) return <StaffForbiddenPage />;
    return <BlogPostEditPage data={data} search={search} />;
  },
});
