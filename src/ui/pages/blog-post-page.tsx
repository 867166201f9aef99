import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Container, Divider, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BlogPost } from '../../domain/content/blog-post';
import { BlogTagChips } from '../components/blog-tag-chips';
import { HydrationMarker } from '../components/hydration-marker';
import { RichText } from '../components/rich-text';
import { ButtonLink } from '../components/router-links';
import { formatDate } from '../format/dates';
import { useSite } from '../hooks/use-site';

/** A magazine article: title, date, tags, teaser as lead, body through the same RichText as job ads. */
export function BlogPostPage({ post }: { post: BlogPost }) {
  const { locale } = useSite();
  const { t } = useTranslation();
  const published = formatDate(post.publishedAt, locale);
  return (
    <Container maxWidth="md" component="article">
      <HydrationMarker />
      <ButtonLink to="/blog" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {t('blog.backToBlog')}
      </ButtonLink>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={2}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {post.title}
          </Typography>
          {published && (
            <Typography variant="body2" color="text.secondary" component="p">
              <time dateTime={post.publishedAt}>{t('blog.published', { date: published })}</time>
            </Typography>
          )}
          <BlogTagChips tags={post.tags} />
          {post.teaser && (
            <Typography sx={{ fontSize: '1.15rem', fontWeight: 700 }} component="p">
              {post.teaser}
            </Typography>
          )}
          <Divider />
          <Box>
            <RichText html={post.bodyHtml} />
          </Box>
        </Stack>
      </Paper>
    </Container>
  );
}
