import { Alert, Container, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BlogPostActions } from '../../components/blog-admin/blog-post-actions';
import { BlogPostForm } from '../../components/blog-admin/blog-post-form';
import { HydrationMarker } from '../../components/hydration-marker';
import { TextLink } from '../../components/router-links';
import { useSite } from '../../hooks/use-site';
import type { BlogPostFormData } from '../../server/blog-admin.functions';
import { type DeskFormAnswer, deskFieldErrors } from '../../routing/console-desk-route';

const NOTICES = ['saved', 'unpublished'] as const;

/** /admin/content/new and /admin/content/{id}: a blog post's form, and for a stored post unpublishing and deleting it. */
export function BlogPostEditPage({ data, search }: { data: BlogPostFormData; search: DeskFormAnswer }) {
  const { t } = useTranslation();
  const { locale, site } = useSite();
  const post = data.post.post;
  const notice = NOTICES.find((n) => n === search.notice);
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <Stack spacing={3}>
        <TextLink to="/admin/content">{t('blogAdmin.back')}</TextLink>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          {post ? t('blogAdmin.edit.title', { title: post.title }) : t('blogAdmin.edit.newTitle')}
        </Typography>
        {post && <Typography data-testid="blog-state">{t(`blogAdmin.states.${post.state}`, { defaultValue: post.state })}</Typography>}
        {notice && (
          <Alert severity="success" role="status" data-testid="blog-notice">
            {t(`blogAdmin.notices.${notice}`)}
          </Alert>
        )}
        {search.error && (
          <Alert severity="error" data-testid="blog-error">
            {t(`blogAdmin.errors.${search.error}`, { defaultValue: t('blogAdmin.errors.Default') })}
          </Alert>
        )}
        <BlogPostForm
          key={post ? `${post.id}-${post.state}-${post.publishedAt ?? ''}` : 'new'}
          post={post}
          sites={data.sites.manageableSites}
          typed={data.typed}
          fieldErrors={deskFieldErrors(search.fieldErrors)}
          csrfToken={data.csrfToken}
          locale={locale}
          currentSite={site.key}
        />
        {post && (
          <>
            <Divider />
            <BlogPostActions post={post} csrfToken={data.csrfToken} />
          </>
        )}
      </Stack>
    </Container>
  );
}
