import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../hooks/use-site';
import { SEARCH_PAGE } from '../../theme/search-page-styles';
import { TEXT } from '../../theme/text-styles';

/**
 * The ads teaser slot between search results: a labelled ad container showing
 * the site's own promotion. Its texts are messages (`search.teaser.*`), so each site sets its own in
 * `sites/<key>/messages/<locale>.json`; the link goes to the site's magazine where it has one. Plain
 * elements styled by page-wide rules (theme/search-page-styles.ts).
 */
export function AdTeaser() {
  const { t } = useTranslation();
  const { site } = useSite();
  return (
    <aside aria-label={t('search.teaser.label')} className={SEARCH_PAGE.teaser} data-testid="ad-teaser">
      <p className={`${TEXT.overline} ${TEXT.secondary}`}>{t('search.teaser.label')}</p>
      <p className={SEARCH_PAGE.teaserTitle}>{t('search.teaser.title')}</p>
      <p className={TEXT.body1}>{t('search.teaser.text')}</p>
      {site.features.blog && (
        <p className={TEXT.body1}>
          <Link to="/blog" className={TEXT.link}>
            {t('search.teaser.cta')}
          </Link>
        </p>
      )}
    </aside>
  );
}
