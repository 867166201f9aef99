import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../../domain/shared/locale';
import type { SiteTheme } from '../../domain/site/site-config';
import { i18nFor } from '../../infrastructure/i18n/create-i18n';
import type { Messages } from '../../infrastructure/i18n/messages';
import { getEmotionCache } from '../theme/emotion-cache';
import { siteThemeFor } from '../theme/site-theme';
import { PageStyles } from './page-styles';

interface Props {
  readonly locale: Locale;
  readonly messages: Messages;
  readonly theme: SiteTheme;
  readonly children: ReactNode;
}

/** Emotion cache, the site's MUI theme and its page-wide rules, and i18next for the page locale. */
export function Providers({ locale, messages, theme, children }: Props) {
  const [cache] = useState(getEmotionCache);
  const muiTheme = siteThemeFor(theme, locale);
  const i18n = i18nFor(locale, messages);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline />
        <PageStyles theme={muiTheme} />
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
