import { Alert, Container, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ButtonLink, TextLink } from '../../components/router-links';
import { pageCount, StaffListPage } from '../../components/staff/staff-list-page';
import type { LandingPageListSearch } from '../../routing/console-search';
import type { LandingPageListData } from '../../server/landing-page-admin.functions';

/**
 * /admin/content/pages: the landing pages of the staff member's sites, by site, language and path,
 * filtered by title or path (a plain GET form), each with its title linking to its editor.
 */
export function LandingPageListPage({ data, search }: { data: LandingPageListData; search: LandingPageListSearch }) {
  const { t } = useTranslation();
  const { pages, total, page, pageSize } = data.list;
  return (
    <Container maxWidth="lg">
      <StaffListPage
        title={t('landingPageAdmin.title')}
        before={
          <>
            <Typography>{t('landingPageAdmin.intro')}</Typography>
            <div>
              <ButtonLink to="/admin/content/pages/new" variant="contained" data-testid="landing-page-new">
                {t('landingPageAdmin.newPage')}
              </ButtonLink>
            </div>
            {search.notice === 'deleted' && (
              <Alert severity="success" role="status" data-testid="landing-page-notice">
                {t('landingPageAdmin.deleted')}
              </Alert>
            )}
            {search.error && (
              <Alert severity="error" data-testid="landing-page-error">
                {t(`landingPageAdmin.errors.${search.error}`, { defaultValue: t('landingPageAdmin.errors.Default') })}
              </Alert>
            )}
          </>
        }
        filter={{
          label: t('landingPageAdmin.filter'),
          submitLabel: t('landingPageAdmin.apply'),
          fields: (
            <TextField
              name="text"
              label={t('landingPageAdmin.text')}
              defaultValue={search.text ?? ''}
              size="small"
              sx={{ minWidth: 280 }}
            />
          ),
        }}
        total={t('landingPageAdmin.total', { count: total })}
        totalTestId="landing-page-total"
        isEmpty={pages.length === 0}
        empty={t('landingPageAdmin.none')}
        columns={(['title', 'site', 'language', 'path', 'aliases', 'published'] as const).map((c) => t(`landingPageAdmin.columns.${c}`))}
        tableSize="small"
        rows={pages.map((p) => (
          <TableRow key={p.id} data-testid="landing-page-row">
            <TableCell>
              <TextLink to="/admin/content/pages/$pageId" params={{ pageId: p.id }}>
                {p.title}
              </TextLink>
            </TableCell>
            <TableCell>{p.site}</TableCell>
            <TableCell>{t(`landingPageAdmin.languages.${p.locale}`, { defaultValue: p.locale })}</TableCell>
            <TableCell>{p.path}</TableCell>
            <TableCell>{p.aliases.length}</TableCell>
            <TableCell>{p.published ? t('landingPageAdmin.published') : t('landingPageAdmin.unpublished')}</TableCell>
          </TableRow>
        ))}
        pager={{
          page,
          pages: pageCount(total, pageSize),
          label: t('landingPageAdmin.pages'),
          link: (target, text) => (
            <ButtonLink key={target} to="/admin/content/pages" search={{ text: search.text, page: target }} variant="outlined">
              {text}
            </ButtonLink>
          ),
        }}
      />
    </Container>
  );
}
