import { boundsFromTuple } from '../../../domain/geo/bounds';
import type { PlaceSelection } from '../../../domain/geo/place';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { SiteDirectory } from '../site/site-directory.port';
import type { Geocoder } from './geocoder.port';

export const PLACE_QUERY_MAX_LENGTH = 100;
export const PLACE_SUGGESTIONS_DEFAULT = 8;
export const PLACE_SUGGESTIONS_MAX = 20;

/**
 * Address autocomplete. Blank text
 * has no suggestions; the site's `geoBounds` limits them where it is set.
 */
export class SuggestPlaces {
  constructor(
    private readonly geocoder: Geocoder,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(
    input: { query: string; limit?: number | null },
    ctx: RequestContext,
  ): Promise<Result<PlaceSelection[], 'INVALID_LIMIT' | 'QUERY_TOO_LONG'>> {
    const limit = input.limit ?? PLACE_SUGGESTIONS_DEFAULT;
    if (!Number.isInteger(limit) || limit < 1 || limit > PLACE_SUGGESTIONS_MAX) {
      return err('INVALID_LIMIT', `limit must be between 1 and ${PLACE_SUGGESTIONS_MAX}`);
    }
    const text = input.query.trim();
    if (text.length > PLACE_QUERY_MAX_LENGTH) return err('QUERY_TOO_LONG', `query must be at most ${PLACE_QUERY_MAX_LENGTH} characters`);
    if (text === '') return ok([]);
    const bounds = boundsFromTuple(this.sites.get(ctx.site)?.geoBounds);
    return ok(await this.geocoder.suggest({ text, limit, locale: ctx.locale, bounds }));
  }
}
