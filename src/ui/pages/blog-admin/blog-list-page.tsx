import { Alert, Box, Container, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BLOG_POST_STATES } from '../../../domain/content/blog-post-draft';
import { ButtonLink, TextLink } from '../../components/router-links';
import { pageCount, StaffListPage } from '../../components/staff/staff-list-page';
import { formatDateTime } from '../../format/dates';
import { useSite } from '../../hooks/use-site';
import type { BlogListSearch } from '../../routing/console-search';
import type { BlogListData } from '../../server/blog-admin.functions';

/**
 * /admin/content: the blog posts of the staff member's sites, newest first (drafts first), filtered by
 * title text and state (a plain GET form), each linking to its form; a link to write a new one.
 */
export function BlogListPage({ data, search }: { data: BlogListData; search: BlogListSearch }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { posts, total, page, pageSize } = data.list;
  return (
    <Container maxWidth="lg">
      <StaffListPage
        title={t('blogAdmin.list.title')}
        before={
          <>
            <Typography>{t('blogAdmin.list.intro')}</Typography>
            {search.notice === 'deleted' && (
              <Alert severity="success" role="status" data-testid="blog-notice">
                {t('blogAdmin.notices.deleted')}
              </Alert>
            )}
            <Box>
              <ButtonLink to="/admin/content/new" variant="contained" data-testid="blog-new">
                {t('blogAdmin.list.new')}
              </ButtonLink>
            </Box>
          </>
        }
        filter={{
          label: t('blogAdmin.list.filter'),
          submitLabel: t('blogAdmin.list.apply'),
          fields: (
            <>
              <TextField
                name="title"
                label={t('blogAdmin.list.titleFilter')}
                defaultValue={search.title ?? ''}
                size="small"
                sx={{ minWidth: 280 }}
              />
              <TextField
                select
                name="state"
                label={t('blogAdmin.list.columns.state')}
                defaultValue={search.state ?? ''}
                size="small"
                sx={{ minWidth: 200 }}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('blogAdmin.list.allStates')}</option>
                {BLOG_POST_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(`blogAdmin.states.${s}`)}
                  </option>
                ))}
              </TextField>
            </>
          ),
        }}
        total={t('blogAdmin.list.total', { count: total })}
        totalTestId="blog-total"
        isEmpty={posts.length === 0}
        empty={t('blogAdmin.list.none')}
        columns={(['title', 'sites', 'tags', 'publishedAt', 'state'] as const).map((c) => t(`blogAdmin.list.columns.${c}`))}
        tableSize="small"
        rows={posts.map((p) => (
          <TableRow key={p.id} data-testid="blog-post-row">
            <TableCell>
              <TextLink to="/admin/content/$postId" params={{ postId: p.id }}>
                {p.title}
              </TextLink>
            </TableCell>
            <TableCell>{p.sites.join(', ')}</TableCell>
            <TableCell>{p.tags.join(', ')}</TableCell>
            <TableCell>{formatDateTime(p.publishedAt, locale) ?? '–'}</TableCell>
            <TableCell>{t(`blogAdmin.states.${p.state}`, { defaultValue: p.state })}</TableCell>
          </TableRow>
        ))}
        pager={{
          page,
          pages: pageCount(total, pageSize),
          label: t('blogAdmin.list.pages'),
          link: (target, text) => (
            <ButtonLink
              key={target}
              to="/admin/content"
              search={{ title: search.title, state: search.state, page: target }}
              variant="outlined"
            >
              {text}
            </ButtonLink>
          ),
        }}
      />
    </Container>
  );
}
