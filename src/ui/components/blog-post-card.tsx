import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { blogPostDate } from '../../domain/content/blog-path';
import type { BlogPost } from '../../domain/content/blog-post';
import type { Locale } from '../../domain/shared/locale';
import { formatDate } from '../format/dates';
import { BlogTagChips } from './blog-tag-chips';
import { TextLink } from './router-links';

/** One post in the magazine list: title (link to the post), date, teaser, tags. */
export function BlogPostCard({ post, locale, currentTag }: { post: BlogPost; locale: Locale; currentTag?: string | null }) {
  const { t } = useTranslation();
  const published = formatDate(post.publishedAt, locale);
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.25rem' }}>
            <TextLink to="/blog/$year/$month/$slug" params={{ ...blogPostDate(post), slug: post.slug }} underline="hover" color="primary">
              {post.title}
            </TextLink>
          </Typography>
          {published && (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('blog.published', { date: published })}
            </Typography>
          )}
          <Typography>{post.teaser}</Typography>
          <BlogTagChips tags={post.tags} current={currentTag} />
        </Stack>
      </CardContent>
    </Card>
  );
}
