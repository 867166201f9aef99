import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { openConsentSettings } from '../../tracking/consent/consent-runtime';
import { SHELL } from '../../theme/shell-styles';

/**
 * The footer's "cookie settings": reopens the consent banner (or the vendor's settings) in place; without
 * JavaScript it leads to the cookie settings page, which has the same choices as a form.
 */
export function CookieSettingsLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/cookie-settings"
      className={SHELL.footerLink}
      data-cookie-settings
      onClick={(event) => {
        if (openConsentSettings()) {
          event.preventDefault();
          window.scrollTo({ top: 0 });
        }
      }}
    >
      {t('legal.titles.cookies')}
    </Link>
  );
}
