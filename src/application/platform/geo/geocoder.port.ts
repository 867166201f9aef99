import type { GeoBounds } from '../../../domain/geo/bounds';
import type { PlaceSelection } from '../../../domain/geo/place';
import type { Locale } from '../../../domain/shared/locale';

export interface PlaceSuggestionQuery {
  /** What the visitor typed (1 to 100 characters, trimmed). */
  readonly text: string;
  readonly limit: number;
  /** Labels (country names) in this locale. */
  readonly locale: Locale;
  /** Only places in this area (the site's geoBounds), when set. */
  readonly bounds: GeoBounds | null;
}

/** Turns typed text into places (address autocomplete). */
export interface Geocoder {
  suggest(query: PlaceSuggestionQuery): Promise<PlaceSelection[]>;
}
