import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { blogPostPath } from '../../../../domain/content/blog-path';
import { canonicalUrl } from '../../../../domain/routing/canonical';
import { BlogPostPage } from '../../../pages/blog-post-page';
import { NotFoundPage } from '../../../pages/not-found-page';
import { headTranslator } from '../../../routing/head-translator';
import { pageHead, pageTitle } from '../../../routing/page-head';
import { loadBlogPost } from '../../../server/blog.functions';
import { isVisualEditor } from '../../../routing/visual-editor';

/** A post at /blog/{yyyy}/{mm}/{slug}; the wrong year or month answers 301 to the post's one URL. */
export const Route = createFileRoute('/_site/blog/$year/$month/$slug')({
  loader: async ({ context, params, location }) => {
    const result = await loadBlogPost({ data: { locale: context.locale, ...params, visualEditor: isVisualEditor(location.search) } });
    if (result.kind === 'redirect') {
      throw redirect({
        to: '/blog/$year/$month/$slug',
        params: { year: result.year, month: result.month, slug: result.slug },
        statusCode: 301,
      });
    }
    if (result.kind === 'not-found') throw notFound();
    return result;
  },
  head: ({ match, matches, loaderData }) => {
    const { site, locale } = match.context;
    if (!loaderData) return pageHead({ title: pageTitle(headTranslator(matches)('blog.notFoundTitle'), site.name) });
    const { post } = loaderData;
    const head = pageHead({
      title: pageTitle(post.title, site.name),
      description: post.teaser,
      canonical: canonicalUrl(site, locale, blogPostPath(post)),
    });
    return {
      ...head,
      meta: [...head.meta, { property: 'og:type', content: 'article' }, { property: 'article:published_time', content: post.publishedAt }],
    };
  },
  component: function BlogPostRoute() {
    return <BlogPostPage post={Route.useLoaderData().post} />;
  },
  notFoundComponent: () => <NotFoundPage titleKey="blog.notFoundTitle" textKey="blog.notFoundText" />,
});
