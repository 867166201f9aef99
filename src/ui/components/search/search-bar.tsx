import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takesRadius } from '../../../domain/geo/place';
import type { GeoLocation } from '../../../domain/search/job-search-request';
import { RADIUS_OPTIONS_KM } from '../../../domain/site/radius';
import { SEARCH_PAGE } from '../../theme/search-page-styles';
import { BUTTON } from '../../theme/button-styles';
import { PlainIcon } from '../plain-icons';
import { PlainSelect, PlainTextField } from '../plain-fields';
import { PlaceInput } from './place-input';

/**
 * What and where: keywords, place, radius (hidden for federal states and countries) and the
 * submit button. Plain form fields; the surrounding GET form sends them. All but the place (MUI's
 * Autocomplete) are plain elements styled by page-wide rules: every search page renders them.
 */
export function SearchBar({ keys, geo, radiusKm }: { keys: string; geo: GeoLocation | null; radiusKm: number }) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<GeoLocation | null>(geo);
  const showRadius = place === null || takesRadius(place.locationType);
  return (
    <div className={showRadius ? SEARCH_PAGE.bar : `${SEARCH_PAGE.bar} ${SEARCH_PAGE.barWithoutRadius}`}>
      <PlainTextField
        name="search"
        type="search"
        label={t('search.keywords')}
        placeholder={t('search.keywordsPlaceholder')}
        defaultValue={keys}
        maxLength={200}
      />
      <PlaceInput geo={geo} label={t('search.place')} onPlaceChange={setPlace} />
      {showRadius && (
        <PlainSelect name="radius" label={t('search.radius')} defaultValue={String(radiusKm)}>
          {RADIUS_OPTIONS_KM.map((km) => (
            <option key={km} value={km}>
              {t('search.radiusOption', { km })}
            </option>
          ))}
        </PlainSelect>
      )}
      <button type="submit" className={`${BUTTON.contained} ${BUTTON.large} ${SEARCH_PAGE.barSubmit}`}>
        <span className={BUTTON.startIcon}>
          <PlainIcon name="search" />
        </span>
        {t('search.submit')}
      </button>
    </div>
  );
}
