import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '../hooks/use-site';
import { SHELL } from '../theme/shell-styles';
import { LanguageSwitcher } from './language-switcher';
import { CookieSettingsLink } from './tracking/cookie-settings-link';

/**
 * Site name, the legal pages (privacy under the site's own name for it, site.privacyPath), contact,
 * language switcher. Plain elements styled by page-wide rules (theme/shell-styles.ts): it is on every page.
 */
export function SiteFooter() {
  const { site } = useSite();
  const { t } = useTranslation();
  return (
    <footer className={SHELL.footer}>
      <div className={SHELL.container}>
        <div className={SHELL.footerRow}>
          <p className={SHELL.footerName}>{site.name}</p>
          <nav aria-label={t('legal.footerLabel')} className={SHELL.footerLinks}>
            <Link to={site.privacyPath} className={SHELL.footerLink}>
              {t('footer.privacy')}
            </Link>
            <Link to="/terms" className={SHELL.footerLink}>
              {t('legal.titles.terms')}
            </Link>
            <Link to="/imprint" className={SHELL.footerLink}>
              {t('legal.titles.imprint')}
            </Link>
            <CookieSettingsLink />
            <Link to="/contact" className={SHELL.footerLink}>
              {t('contact.nav')}
            </Link>
            {site.features.newsletter && (
              <Link to="/newsletter" className={SHELL.footerLink}>
                {t('newsletter.footerLink')}
              </Link>
            )}
          </nav>
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
