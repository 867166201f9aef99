import CloseIcon from '@mui/icons-material/Close';
import { Chip, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { JobSearchPage } from '../../../application/board/search/search-jobs.use-case';
import { withFacetValues, withoutKeys, withoutOrganizationName, withoutPlace } from '../../../domain/search/job-search-edits';
import { organizationNameFilter, selectedValues } from '../../../domain/search/job-search-request';
import { toSearchHref } from '../../../domain/search/job-search-url';
import { useSite } from '../../hooks/use-site';
import { useSearchLinks } from './use-search-links';

export interface ActiveFilter {
  readonly key: string;
  readonly label: string;
  /** Internal href of the same search without this filter. */
  readonly href: string;
}

/** Everything that narrows the search, each with the URL of the search without it. */
export function activeFilters(page: JobSearchPage, locale: Parameters<typeof toSearchHref>[1]['locale'], t: TFunction): ActiveFilter[] {
  const { request, taxonomy } = page;
  const href = (r: typeof request) => toSearchHref(r, { locale, taxonomy });
  const out: ActiveFilter[] = [];
  if (request.fulltext)
    out.push({ key: 'keys', label: t('search.keysChip', { keys: request.fulltext.keys }), href: href(withoutKeys(request)) });
  const geo = request.geoLocation;
  if (geo) {
    const label = geo.label || geo.administrativeArea || geo.country || '';
    out.push({
      key: 'place',
      label: geo.radius !== null ? t('search.placeRadiusChip', { label, km: geo.radius }) : t('search.placeChip', { label }),
      href: href(withoutPlace(request)),
    });
  }
  for (const facet of [...page.facets].sort((a, b) => a.order - b.order)) {
    const selected = selectedValues(request, facet.fieldName);
    for (const id of selected) {
      const value = facet.values.find((v) => v.filter === id);
      out.push({
        key: `${facet.fieldName}:${id}`,
        label: value?.label ?? id,
        href: href(
          withFacetValues(
            request,
            facet.fieldName,
            selected.filter((s) => s !== id),
          ),
        ),
      });
    }
  }
  const organization = organizationNameFilter(request);
  if (organization)
    out.push({
      key: 'organization',
      label: t('search.organizationChip', { name: organization }),
      href: href(withoutOrganizationName(request)),
    });
  return out;
}

/** The active filters as chips; each chip is a link to the search without it. */
export function ActiveFilters({ filters }: { filters: readonly ActiveFilter[] }) {
  const { t } = useTranslation();
  const { linkProps } = useSearchLinks();
  if (filters.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      component="nav"
      aria-label={t('search.activeFilters')}
    >
      <Typography variant="body2" color="text.secondary">
        {t('app.labelled', { label: t('search.activeFilters') })}
      </Typography>
      {filters.map((f) => (
        <Chip
          key={f.key}
          component="a"
          clickable
          size="small"
          icon={<CloseIcon fontSize="small" />}
          label={f.label}
          aria-label={t('search.removeFilter', { label: f.label })}
          {...linkProps(f.href)}
        />
      ))}
    </Stack>
  );
}

export function useActiveFilters(page: JobSearchPage): ActiveFilter[] {
  const { t } = useTranslation();
  const { locale } = useSite();
  return activeFilters(page, locale, t);
}
