import { Box, Button, Container, Pagination, PaginationItem, Stack, TextField, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationDirectoryPage as DirectoryPageData } from '../../application/board/organization-directory/show-organization-directory.use-case';
import {
  buildDirectoryRequest,
  DIRECTORY_FACET_FIELDS,
  DIRECTORY_PATH,
  emptyDirectoryRequest,
  toDirectoryHref,
  toggleDirectoryValue,
  withDirectoryPage,
} from '../../domain/organization/organization-directory';
import { DirectoryCard } from '../components/organization-directory/directory-card';
import { DirectoryFacets } from '../components/organization-directory/directory-facets';
import { HydrationMarker } from '../components/hydration-marker';
import { formPairs } from '../components/search/job-search-form';
import { useSearchLinks } from '../components/search/use-search-links';
import { useSite } from '../hooks/use-site';
import { useAnnouncement } from '../tracking/use-announcement';

/**
 * /organizations: search box, the three facets, the count, organization cards (featured first) and
 * paging. One GET form and real links, so it works without JavaScript; with it, the form's fields go
 * through the same domain builder and the router navigates to the search's one URL.
 */
export function OrganizationDirectoryPage({ page }: { page: DirectoryPageData }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { toPublic, go, linkProps } = useSearchLinks();
  const { request, taxonomy } = page;
  useAnnouncement(page.href, () => ({ name: 'orgprofile_search', keys: request.keys ?? null, total: page.total }));
  const hrefOf = (r: typeof request) => toDirectoryHref(r, { locale, taxonomy });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const built = buildDirectoryRequest({ segments: [], params: formPairs(event.currentTarget) }, { locale, taxonomy, pageSize: 1 });
    // The page size only bounds the page number, and a new search starts on page 1.
    if (built.ok) void go(hrefOf(withDirectoryPage(built.value, 1)));
  };

  const active = DIRECTORY_FACET_FIELDS.flatMap((field) =>
    request.selected[field].map((id) => ({
      key: `${field}:${id}`,
      label: page.facets.find((f) => f.field === field)?.values.find((v) => v.filter === id)?.label ?? id,
      href: hrefOf(toggleDirectoryValue(request, field, id)),
    })),
  );

  return (
    <Container maxWidth="lg" key={page.href}>
      <HydrationMarker />
      <Box
        component="form"
        method="get"
        action={toPublic(DIRECTORY_PATH)}
        role="search"
        aria-label={t('directory.form')}
        onSubmit={onSubmit}
        noValidate
      >
        <Typography variant="h1" sx={{ mb: 3 }}>
          {request.keys ? t('directory.titleWithKeys', { keys: request.keys }) : t('directory.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField name="search" type="search" label={t('directory.keys')} defaultValue={request.keys ?? ''} sx={{ flex: 1 }} />
          <Button type="submit" variant="contained" size="large">
            {t('directory.submit')}
          </Button>
        </Stack>
        <Box sx={{ display: 'grid', gap: 4, mt: 4, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
          {/* Results first in the document, the filters after them (left of them from md up): a phone shows
              the results first, and a page painted while it is still arriving never pushes them down. */}
          <Stack spacing={2} sx={{ minWidth: 0, gridRow: { md: 1 }, gridColumn: { md: 2 } }}>
            <Typography color="text.secondary" role="status" data-testid="directory-total">
              {t('directory.total', { count: page.total })}
            </Typography>
            {active.length > 0 && (
              <Stack component="ul" direction="row" useFlexGap spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}>
                {active.map((f) => (
                  <li key={f.key}>
                    <Button size="small" variant="outlined" {...linkProps(f.href)}>
                      {t('directory.removeFilter', { label: f.label })}
                    </Button>
                  </li>
                ))}
              </Stack>
            )}
            {page.items.length > 0 ? (
              <Box
                component="ul"
                aria-label={t('directory.results')}
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
                }}
              >
                {page.items.map((entry) => (
                  <li key={entry.id}>
                    <DirectoryCard entry={entry} />
                  </li>
                ))}
              </Box>
            ) : (
              <Stack spacing={1}>
                <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
                  {t('directory.empty')}
                </Typography>
                <Typography>{t('directory.emptyHint')}</Typography>
                <Typography component="a" color="primary" {...linkProps(hrefOf(emptyDirectoryRequest()))}>
                  {t('directory.showAll')}
                </Typography>
              </Stack>
            )}
            {page.pageCount > 1 && (
              <Stack component="nav" aria-label={t('directory.pagination')} sx={{ mt: 4, alignItems: 'center' }}>
                <Pagination
                  page={page.page}
                  count={page.pageCount}
                  color="primary"
                  siblingCount={1}
                  getItemAriaLabel={(type, n) =>
                    type === 'previous' ? t('directory.previous') : type === 'next' ? t('directory.next') : t('directory.page', { page: n })
                  }
                  renderItem={(item) =>
                    item.page === null || item.disabled || item.type === 'start-ellipsis' || item.type === 'end-ellipsis' ? (
                      <PaginationItem {...item} />
                    ) : (
                      <PaginationItem
                        {...item}
                        component="a"
                        {...linkProps(hrefOf(withDirectoryPage(request, item.page)))}
                        aria-current={item.selected ? 'page' : undefined}
                      />
                    )
                  }
                />
              </Stack>
            )}
          </Stack>
          <Box sx={{ gridRow: { md: 1 }, gridColumn: { md: 1 } }}>
            <DirectoryFacets facets={page.facets} request={request} />
          </Box>
        </Box>
      </Box>
    </Container>
  );
}
