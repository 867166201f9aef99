import { createFileRoute, notFound } from '@tanstack/react-router';
import { BlogPostEditPage } from '../../../../pages/blog-admin/blog-post-edit-page';
import { StaffForbiddenPage } from '../../../../pages/staff/staff-forbidden-page';
import { accountHead } from '../../../../routing/account-routes';
import { deskFormAnswer, requireSignedIn } from '../../../../routing/console-desk-route';
import { headTranslator } from '../../../../routing/head-translator';
import { loadBlogPostForm } from '../../../../server/blog-admin.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';
import { isEntityId } from '../../../../../domain/shared/entity-id';

/**
 * /admin/content/{id}: one blog post's form with unpublishing and deleting (guests sign in; staff
 * without the content section or without one of the post's sites: the 403 page; a post on none of the
 * staff member's sites: not found).
 */
export const Route = createFileRoute('/_site/admin/_console/content_/$postId')({
  validateSearch: (search: Record<string, unknown>) => deskFormAnswer(search),
  loader: async ({ context, location, params }) => {
    if (!isEntityId(params.postId)) throw notFound();
    const data = await loadBlogPostForm({
      data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: params.postId },
    });
    const errors = [...data.sites.errors, ...data.post.errors];
    if (errors[0] === 'NOT_FOUND') throw notFound();
    return requireSignedIn(data, errors, location.publicHref);
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('blogAdmin.edit.editTitle'), match.context.site.name),
  component: function BlogPostRoute() {
    const data = Route.useLoaderData();
    const search = Route.useSearch();
    if (data.sites.errors.length > 0 || data.post.errors.length > 0 || !data.post.post) return <StaffForbiddenPage />;
    return <BlogPostEditPage data={data} search={search} />;
  },
});
