import { useTranslation } from 'react-i18next';
import { openConsentSettings } from '../../tracking/consent/consent-runtime';
import { TextLink } from '../router-links';

/**
 * The footer's "cookie settings": reopens the consent banner (or the vendor's settings) in place; without
 * JavaScript it leads to the cookie settings page, which has the same choices as a form.
 */
export function CookieSettingsLink() {
  const { t } = useTranslation();
  return (
    <TextLink
      to="/cookie-settings"
      variant="body2"
      data-cookie-settings
      onClick={(event) => {
        if (openConsentSettings()) {
          event.preventDefault();
          window.scrollTo({ top: 0 });
        }
      }}
    >
      {t('legal.titles.cookies')}
    </TextLink>
  );
}
