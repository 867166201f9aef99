import { Alert, Box, Button, Checkbox, Container, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BoardFacetCount, BoardResumeSearch } from '../../../application/board/resume-recruiting/resume-recruiting-gateway.port';
import { RESUME_LANGUAGES } from '../../../domain/resume/resume-languages';
import { RESUME_SEARCH_EXACT_LIMIT } from '../../../domain/resume-search/resume-search-estimates';
import { resumeSearchPager } from '../../../domain/resume-search/resume-search-pager';
import { RESUME_FACETS, type ResumeFacet } from '../../../domain/resume-search/resume-search-query';
import { translate } from '../../../domain/shared/locale';
import { HydrationMarker } from '../../components/hydration-marker';
import { countText, estimateText } from '../../components/search/count-text';
import { ResumePlaceFields } from '../../components/resume-search/resume-place-fields';
import { ResumeAlertsPanel, type ResumeAlertsPanelState } from '../../components/resume-alerts/resume-alerts-panel';
import { useSearchLinks } from '../../components/search/use-search-links';
import { numberFormat } from '../../format/intl-cache';
import { useSite } from '../../hooks/use-site';
import { useAnnouncement } from '../../tracking/use-announcement';
import { resumeSearchHref, type ResumeSearchParams } from '../../routing/resume-search-query';

/**
 * /resumes (German /bewerbersuche, English /cvs): the recruiter's resume search. One GET form — words and
 * every facet's checkboxes with their counts — and plain links for the cards and pages, so it works
 * without JavaScript. Cards show the anonymous view only.
 */
export function ResumeSearchPage({
  params,
  result,
  perPage,
  alerts,
}: {
  params: ResumeSearchParams;
  result: BoardResumeSearch;
  perPage: number;
  /** The recruiter's resume alerts and the form saving this search as one; null for everyone else. */
  alerts: ResumeAlertsPanelState | null;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { toPublic, linkProps } = useSearchLinks();
  useAnnouncement(resumeSearchHref(params), () => ({ name: 'resume_search', keys: params.keywords || null, total: result.total }));
  const label = (f: BoardFacetCount): string => {
    if (f.facet === 'careerStatus') return t(`resumes.careerStatus.${f.value}`);
    if (f.facet === 'languages') return RESUME_LANGUAGES[f.value] ? translate(RESUME_LANGUAGES[f.value]!, locale) : f.value;
    return f.label ?? f.value;
  };
  const pager = resumeSearchPager({
    page: params.page,
    perPage,
    total: result.total,
    totalEstimated: result.totalEstimated,
    shown: result.items.length,
  });
  const refused = result.errors[0];
  const byFacet = (facet: ResumeFacet) => {
    const counted = result.facets.filter((f) => f.facet === facet);
    // A chosen value stays offered even when nothing matches it now, so it can be unticked.
    const missing = params[facet]
      .filter((v) => !counted.some((f) => f.value === v))
      .map((value) => ({ facet, value, label: null, count: 0 }));
    return [...counted, ...missing];
  };
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <Box component="form" method="get" action={toPublic('/resumes')} role="search" aria-label={t('resumeRecruiting.search.form')}>
        <Typography variant="h1" sx={{ mb: 3, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          {t('resumeRecruiting.search.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            name="keywords"
            type="search"
            label={t('resumeRecruiting.search.keywords')}
            defaultValue={params.keywords}
            sx={{ flex: 1 }}
          />
          <ResumePlaceFields
            place={result.place}
            typed={params.geo_location}
            radiusKm={result.radiusKm ?? (Number(params.radius) || null)}
          />
          <Button type="submit" variant="contained" size="large">
            {t('resumeRecruiting.search.submit')}
          </Button>
        </Stack>
        {refused && (
          <Alert severity={refused.code === 'FORBIDDEN' ? 'info' : 'error'} sx={{ mt: 3 }} data-testid="resume-search-error">
            {refused.field
              ? t('resumeRecruiting.errors.unknownValue', { facet: t(`resumeRecruiting.facets.${refused.field}`) })
              : t(`resumeRecruiting.errors.${refused.code === 'FORBIDDEN' ? 'recruitersOnly' : 'default'}`)}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 4, mt: 4, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
          <Stack spacing={3} sx={{ order: { xs: 2, md: 1 } }}>
            {RESUME_FACETS.map((facet) => {
              const values = byFacet(facet);
              if (values.length === 0) return null;
              return (
                <Box component="fieldset" key={facet} sx={{ border: 0, p: 0, m: 0 }}>
                  <Typography component="legend" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
                    {t(`resumeRecruiting.facets.${facet}`)}
                  </Typography>
                  <Stack>
                    {values.map((f) => (
                      <FormControlLabel
                        key={f.value}
                        control={<Checkbox name={facet} value={f.value} defaultChecked={params[facet].includes(f.value)} size="small" />}
                        label={`${label(f)} (${countText(f.count, result.estimated, locale)})`}
                      />
                    ))}
                  </Stack>
                </Box>
              );
            })}
            {result.estimated && result.facets.length > 0 && (
              <Typography variant="body2" color="text.secondary" data-testid="resume-estimated-counts">
                {t('resumeRecruiting.search.estimatedCounts', { limit: numberFormat(locale).format(RESUME_SEARCH_EXACT_LIMIT) })}
              </Typography>
            )}
            {result.facets.length > 0 && (
              <Button type="submit" variant="outlined">
                {t('resumeRecruiting.search.applyFilters')}
              </Button>
            )}
          </Stack>
          <Stack spacing={2} sx={{ order: { xs: 1, md: 2 }, minWidth: 0 }}>
            <Typography color="text.secondary" role="status" data-testid="resume-total">
              {result.totalEstimated
                ? t('resumeRecruiting.search.totalEstimated', { total: estimateText(result.total, locale) })
                : t('resumeRecruiting.search.total', { count: result.total })}
            </Typography>
            {result.items.length > 0 ? (
              <Stack component="ul" spacing={2} aria-label={t('resumeRecruiting.search.results')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {result.items.map((card) => (
                  <Paper component="li" variant="outlined" key={card.id} sx={{ p: 2 }} data-testid="resume-card">
                    <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
                      <a {...linkProps(`/resumes/${card.id}`)}>{card.headline || t('resumeRecruiting.search.noHeadline')}</a>
                    </Typography>
                    <Typography color="text.secondary">
                      {[
                        card.desiredLocation,
                        card.careerStatus ? t(`resumes.careerStatus.${card.careerStatus}`) : '',
                        ...card.occupations.map((o) => o.label),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                    {card.skills.length > 0 && <Typography sx={{ mt: 1 }}>{card.skills.slice(0, 8).join(', ')}</Typography>}
                  </Paper>
                ))}
              </Stack>
            ) : (
              !refused && <Typography>{t('resumeRecruiting.search.empty')}</Typography>
            )}
            {(pager.previous !== null || pager.next !== null) && (
              <Stack
                component="nav"
                direction="row"
                spacing={2}
                aria-label={t('resumeRecruiting.search.pagination')}
                sx={{ justifyContent: 'center' }}
                data-testid="resume-pager"
              >
                {pager.previous !== null && (
                  <Button {...linkProps(resumeSearchHref({ ...params, page: pager.previous }))}>
                    {t('resumeRecruiting.search.previous')}
                  </Button>
                )}
                <Typography sx={{ alignSelf: 'center' }}>
                  {pager.pages === null
                    ? t('resumeRecruiting.search.pageOfAbout', { page: params.page, total: estimateText(result.total, locale) })
                    : t('resumeRecruiting.search.pageOf', { page: params.page, pages: pager.pages })}
                </Typography>
                {pager.next !== null && (
                  <Button {...linkProps(resumeSearchHref({ ...params, page: pager.next }))}>{t('resumeRecruiting.search.next')}</Button>
                )}
              </Stack>
            )}
          </Stack>
        </Box>
      </Box>
      {alerts && <ResumeAlertsPanel params={params} place={result.place} radiusKm={result.radiusKm} state={alerts} />}
    </Container>
  );
}
