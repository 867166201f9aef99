import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '../hooks/use-site';
import { SHELL } from '../theme/shell-styles';
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
    <nav aria-label={t('footer.language')} className={SHELL.languages}>
      <span>{t('app.labelled', { label: t('footer.language') })}</span>
      {site.locales.map((l) =>
        l === locale ? (
          <span key={l} aria-current="true" lang={l}>
            {t(`languages.${l}`)}
          </span>
        ) : (
          <a key={l} href={hrefInLocale(pathname, searchStr, l)} hrefLang={l} lang={l}>
            {t(`languages.${l}`)}
          </a>
        ),
      )}
    </nav>
  );
}
