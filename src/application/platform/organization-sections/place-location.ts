import { type Coordinates, placeForAddress } from '../../../domain/geo/place-for-address';
import type { LocationDraft } from '../../../domain/organization/further-locations';
import type { Locale } from '../../../domain/shared/locale';
import type { Geocoder } from '../geo/geocoder.port';

/**
 * Where a further location is, by its town and country: the place data and rule a posted job uses, so
 * a location and a job in the same town sit on the same point. Place data that cannot be read costs
 * the editor nothing: the location is saved without a point and placed when it is next saved.
 */
export async function placeLocation(geocoder: Geocoder, draft: LocationDraft, locale: Locale): Promise<Coordinates | null> {
  try {
    const suggestions = await geocoder.suggest({ text: draft.locality.slice(0, 100), limit: 10, locale, bounds: null });
    return placeForAddress(draft.locality, draft.countryCode, suggestions);
  } catch {
    return null;
  }
}
