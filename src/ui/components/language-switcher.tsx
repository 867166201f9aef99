import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '../hooks/use-site';
import { hrefInLocale } from './language-links';

/**
 * Links to this page in the site's other locales. Plain links on purpose: a language change loads the
 * page anew, so its messages and head come from the server in the right language.
 */
export function LanguageSwitcher() {
  const { site, locale } = useSite();
  const { t } = useTranslation();
  const { pathname, searchStr } = useRouterState({ select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }) });
  if (site.locales.length < 2) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} component="nav" aria-label={t('footer.language')}>
      <Typography variant="body2" component="span">
        {t('app.labelled', { label: t('footer.language') })}
      </Typography>
      {site.locales.map((l) =>
        l === locale ? (
          <Typography key={l} variant="body2" component="span" sx={{ fontWeight: 700 }} aria-current="true" lang={l}>
            {t(`languages.${l}`)}
          </Typography>
        ) : (
          <MuiLink key={l} href={hrefInLocale(pathname, searchStr, l)} hrefLang={l} lang={l} variant="body2" color="inherit">
            {t(`languages.${l}`)}
          </MuiLink>
        ),
      )}
    </Stack>
  );
}
