import { Box, Button, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryFacet, DirectoryRequest } from '../../../domain/organization/organization-directory';
import { numberFormat } from '../../format/intl-cache';
import { useHydrated } from '../../hooks/use-hydrated';
import { useSite } from '../../hooks/use-site';

const valueListSx: SxProps<Theme> = (theme) => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  '& label': { display: 'flex', alignItems: 'center', gap: 1, py: 0.5, cursor: 'pointer', ...theme.typography.body1 },
  '& input': { m: 0, width: 18, height: 18, flexShrink: 0, accentColor: theme.palette.primary.main, cursor: 'pointer' },
  '& input:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
});

/** A checkbox change sends the form at once (with JavaScript); without it, "apply filters" does. */
const submitOnChange = (event: ChangeEvent<HTMLInputElement>) => event.currentTarget.form?.requestSubmit();

/**
 * The directory's three facets as checkbox lists inside its GET form (multi-select: `field=id` per
 * checked value). Each count is what the list would hold with that value added to the others chosen.
 */
export function DirectoryFacets({ facets, request }: { facets: readonly DirectoryFacet[]; request: DirectoryRequest }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const hydrated = useHydrated();
  const visible = facets.filter((f) => f.values.length > 0);
  if (visible.length === 0) return null;
  const format = numberFormat(locale);
  return (
    <Stack component="section" aria-labelledby="directory-facets-title" spacing={3}>
      <Typography variant="h2" id="directory-facets-title" sx={{ fontSize: '1.25rem' }}>
        {t('directory.filters')}
      </Typography>
      {visible.map((facet) => {
        const titleId = `directory-facet-${facet.field}`;
        const selected = request.selected[facet.field];
        return (
          <Box key={facet.field} component="fieldset" aria-labelledby={titleId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle1" id={titleId} sx={{ fontWeight: 700, mb: 0.5 }}>
              {t(`directory.facet.${facet.field}`)}
            </Typography>
            <Box component="ul" sx={valueListSx}>
              {facet.values.map((value) => (
                <li key={value.filter}>
                  <label>
                    <input
                      type="checkbox"
                      name={facet.field}
                      value={value.filter}
                      defaultChecked={selected.includes(value.filter)}
                      onChange={submitOnChange}
                    />
                    {`${value.label} (${format.format(value.count)})`}
                  </label>
                </li>
              ))}
            </Box>
          </Box>
        );
      })}
      {!hydrated && (
        <Button type="submit" variant="outlined">
          {t('directory.applyFilters')}
        </Button>
      )}
    </Stack>
  );
}
