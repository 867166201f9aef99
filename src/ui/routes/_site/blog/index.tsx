import { createFileRoute, redirect } from '@tanstack/react-router';
import { blogListPath } from '../../../../domain/content/blog-path';
import { canonicalUrl } from '../../../../domain/routing/canonical';
import { BlogPage } from '../../../pages/blog-page';
import { headTranslator } from '../../../routing/head-translator';
import { pageHead, pageTitle } from '../../../routing/page-head';
import { parsePageSearch } from '../../../routing/page-query';
import { loadBlogPage } from '../../../server/blog.functions';
import { isVisualEditor } from '../../../routing/visual-editor';

export const Route = createFileRoute('/_site/blog/')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps, location }) => {
    const result = await loadBlogPage({ data: { locale: context.locale, page: deps.page, visualEditor: isVisualEditor(location.search) } });
    if (result.redirectToPage !== undefined) {
      throw redirect({ to: '/blog', search: result.redirectToPage > 1 ? { page: result.redirectToPage } : {}, statusCode: 302 });
    }
    return result;
  },
  head: ({ match, matches, loaderData }) => {
    const { site, locale } = match.context;
    const page = loaderData?.page ?? 1;
    const t = headTranslator(matches);
    return pageHead({
      title: pageTitle(page > 1 ? t('blog.pageTitle', { page }) : t('blog.title'), site.name),
      description: t('blog.description'),
      canonical: canonicalUrl(site, locale, blogListPath(page)),
      noindex: loaderData?.noindex ?? false,
    });
  },
  component: function BlogRoute() {
    return <BlogPage result={Route.useLoaderData()} />;
  },
});
