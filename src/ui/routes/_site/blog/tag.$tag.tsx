import { createFileRoute, redirect } from '@tanstack/react-router';
import { blogListPath } from '../../../../domain/content/blog-path';
import { canonicalUrl } from '../../../../domain/routing/canonical';
import { BlogPage } from '../../../pages/blog-page';
import { headTranslator } from '../../../routing/head-translator';
import { pageHead, pageTitle } from '../../../routing/page-head';
import { parsePageSearch } from '../../../routing/page-query';
import { loadBlogPage } from '../../../server/blog.functions';
import { isVisualEditor } from '../../../routing/visual-editor';

export const Route = createFileRoute('/_site/blog/tag/$tag')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps, params, location }) => {
    const result = await loadBlogPage({
      data: { locale: context.locale, page: deps.page, tag: params.tag.slice(0, 100), visualEditor: isVisualEditor(location.search) },
    });
    if (result.redirectToPage !== undefined) {
      throw redirect({
        to: '/blog/tag/$tag',
        params,
        search: result.redirectToPage > 1 ? { page: result.redirectToPage } : {},
        statusCode: 302,
      });
    }
    return result;
  },
  head: ({ match, matches, loaderData, params }) => {
    const { site, locale } = match.context;
    const page = loaderData?.page ?? 1;
    const tag = loaderData?.tagLabel ?? params.tag;
    const t = headTranslator(matches);
    return pageHead({
      title: pageTitle(page > 1 ? t('blog.tagPageTitle', { tag, page }) : t('blog.tagTitle', { tag }), site.name),
      description: t('blog.description'),
      canonical: canonicalUrl(site, locale, blogListPath(page, loaderData?.tag ?? params.tag)),
      // An unknown tag is an empty list: not worth indexing.
      noindex: loaderData?.noindex ?? false,
    });
  },
  component: function BlogTagRoute() {
    return <BlogPage result={Route.useLoaderData()} />;
  },
});
