import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../hooks/use-site';
import { TextLink } from '../router-links';

/**
 * The ads teaser slot between search results: a labelled ad container showing
 * the site's own promotion. Its texts are messages (`search.teaser.*`), so each site sets its own in
 * `sites/<key>/messages/<locale>.json`; the link goes to the site's magazine where it has one.
 */
export function AdTeaser() {
  const { t } = useTranslation();
  const { site } = useSite();
  return (
    <Card
      component="aside"
      aria-label={t('search.teaser.label')}
      variant="outlined"
      sx={{ bgcolor: 'action.hover' }}
      data-testid="ad-teaser"
    >
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="p">
          {t('search.teaser.label')}
        </Typography>
        <Typography variant="h3" component="p" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {t('search.teaser.title')}
        </Typography>
        <Typography sx={{ mt: 0.5 }}>{t('search.teaser.text')}</Typography>
        {site.features.blog && (
          <Box sx={{ mt: 1 }}>
            <TextLink to="/blog" underline="hover">
              {t('search.teaser.cta')}
            </TextLink>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
