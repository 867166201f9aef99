import Search from '@mui/icons-material/Search';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { publicPath } from '../../domain/routing/canonical';
import { useSite } from '../hooks/use-site';
import { PlaceField } from './place-field';

/**
 * The home page's search box: keywords and a place, sent as a plain GET form to the job search
 * (`search`, `geo_location` and, once a place is picked, `lat`, `lon`, `locationType`, `country`,
 * `administrative_area_level_1`: the query parameters of spec §2). Works without JavaScript.
 */
export function HomeSearchForm() {
  const { site, locale } = useSite();
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby="home-search" sx={{ p: { xs: 2, md: 3 }, width: '100%', color: 'text.primary' }}>
      <Typography variant="h2" id="home-search" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {t('places.searchTitle')}
      </Typography>
      <Box component="form" method="get" action={publicPath(site, locale, '/jobs')} role="search" data-home-search>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField name="search" label={t('places.keywords')} sx={{ flex: 1 }} />
          <Box sx={{ flex: 1 }}>
            <PlaceField label={t('places.label')} />
          </Box>
          <Button type="submit" variant="contained" color="secondary" size="large" startIcon={<Search />} sx={{ minHeight: 56 }}>
            {t('places.submit')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
