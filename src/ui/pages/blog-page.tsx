import { Container, Pagination, PaginationItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BlogListPage } from '../../application/board/content/browse-blog.use-case';
import { BlogPostCard } from '../components/blog-post-card';
import { HydrationMarker } from '../components/hydration-marker';
import { PaginationLink, TextLink } from '../components/router-links';
import { useSite } from '../hooks/use-site';

/** /blog and /blog/tag/{tag}: one page of posts; paging and tags are real links (work without JavaScript). */
export function BlogPage({ result }: { result: BlogListPage }) {
  const { locale } = useSite();
  const { t } = useTranslation();
  const tag = result.tag;
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography variant="h1">{tag ? t('blog.tagTitle', { tag: result.tagLabel ?? tag }) : t('blog.title')}</Typography>
        <Typography color="text.secondary">{t('blog.total', { count: result.total })}</Typography>
        {tag && (
          <TextLink to="/blog" underline="hover">
            {t('blog.allPosts')}
          </TextLink>
        )}
      </Stack>
      {result.posts.length > 0 ? (
        <Stack spacing={2}>
          {result.posts.map((post) => (
            <BlogPostCard key={post.id} post={post} locale={locale} currentTag={tag} />
          ))}
        </Stack>
      ) : (
        <Typography>{t('blog.empty')}</Typography>
      )}
      {result.pageCount > 1 && (
        <Stack component="nav" aria-label={t('blog.pagination')} sx={{ mt: 4, alignItems: 'center' }}>
          <Pagination
            page={result.page}
            count={result.pageCount}
            color="primary"
            siblingCount={1}
            getItemAriaLabel={(type, page) =>
              type === 'previous' ? t('blog.previous') : type === 'next' ? t('blog.next') : t('blog.page', { page })
            }
            renderItem={(item) => {
              if (item.page === null || item.disabled || item.type === 'start-ellipsis' || item.type === 'end-ellipsis')
                return <PaginationItem {...item} />;
              const search = item.page > 1 ? { page: item.page } : {};
              const current = item.selected ? 'page' : undefined;
              return tag ? (
                <PaginationLink
                  {...item}
                  itemType={item.type}
                  to="/blog/tag/$tag"
                  params={{ tag }}
                  search={search}
                  aria-current={current}
                />
              ) : (
                <PaginationLink {...item} itemType={item.type} to="/blog" search={search} aria-current={current} />
              );
            }}
          />
        </Stack>
      )}
    </Container>
  );
}
