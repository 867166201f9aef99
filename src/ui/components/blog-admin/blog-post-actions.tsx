import { Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffBlogPostView } from '../../../application/board/content-admin/blog-admin-gateway.port';
import { useSite } from '../../hooks/use-site';

/**
 * What else staff do to a stored post, each a plain POST: take it back to draft (off the board) while it
 * is published or scheduled, and delete it for good once the confirmation is ticked.
 */
export function BlogPostActions({ post, csrfToken }: { post: StaffBlogPostView; csrfToken: string }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const hidden = (
    <>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={post.id} />
    </>
  );
  return (
    <Stack spacing={3}>
      {post.state !== 'draft' && (
        <Box component="section" aria-labelledby="blog-unpublish-title">
          <Typography id="blog-unpublish-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
            {t('blogAdmin.unpublish.title')}
          </Typography>
          <form method="post" action="/api/blog-admin/unpublish" data-form="blog-unpublish">
            {hidden}
            <Typography sx={{ mb: 1 }}>{t('blogAdmin.unpublish.text')}</Typography>
            <Button type="submit" variant="outlined" data-testid="blog-unpublish">
              {t('blogAdmin.unpublish.submit')}
            </Button>
          </form>
        </Box>
      )}
      <Box component="section" aria-labelledby="blog-delete-title">
        <Typography id="blog-delete-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {t('blogAdmin.delete.title')}
        </Typography>
        <form method="post" action="/api/blog-admin/delete" data-form="blog-delete">
          {hidden}
          <FormControlLabel control={<Checkbox name="confirm" value="yes" />} label={t('blogAdmin.delete.confirm')} />
          <div>
            <Button type="submit" variant="outlined" color="error" data-testid="blog-delete">
              {t('blogAdmin.delete.submit')}
            </Button>
          </div>
        </form>
      </Box>
    </Stack>
  );
}
