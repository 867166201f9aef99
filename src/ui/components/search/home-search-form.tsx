import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_SEARCH_PATH } from '../../../domain/search/job-search-url';
import { HOME_PAGE } from '../../theme/home-page-styles';
import { BUTTON } from '../../theme/button-styles';
import { PlainIcon } from '../plain-icons';
import { PlainTextField } from '../plain-fields';
import { formPairs } from './job-search-form';
import { PlaceInput } from './place-input';
import { useSearchLinks } from './use-search-links';

/**
 * The home page's search box: a GET form to /jobs (works without JavaScript). With JavaScript the router
 * navigates to the same URL; the search page reads it like any other. Plain elements styled by page-wide
 * rules (theme/home-page-styles.ts), the place field MUI's autocomplete.
 */
export function HomeSearchForm() {
  const { t } = useTranslation();
  const { toPublic, go } = useSearchLinks();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams(formPairs(event.currentTarget).filter(([, v]) => v.trim() !== '')).toString();
    void go(query ? `${JOB_SEARCH_PATH}?${query}` : JOB_SEARCH_PATH);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark, as on /jobs; a <search> element is not yet known to every browser and screen reader.
    <form
      method="get"
      action={toPublic(JOB_SEARCH_PATH)}
      role="search"
      data-home-search
      aria-label={t('search.form')}
      onSubmit={onSubmit}
      className={HOME_PAGE.search}
    >
      <PlainTextField
        name="search"
        type="search"
        label={t('search.keywords')}
        placeholder={t('search.keywordsPlaceholder')}
        maxLength={200}
      />
      <PlaceInput geo={null} label={t('search.place')} />
      <button type="submit" className={`${BUTTON.contained} ${BUTTON.large} ${HOME_PAGE.searchSubmit}`}>
        <span className={BUTTON.startIcon}>
          <PlainIcon name="search" />
        </span>
        {t('search.submit')}
      </button>
    </form>
  );
}
