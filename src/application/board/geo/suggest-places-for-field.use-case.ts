import type { PlaceSelection } from '../../../domain/geo/place';
import type { BoardContext } from '../board-context';
import type { PlaceGateway } from './place-gateway.port';

/** Suggestions the place field shows at once. */
export const PLACE_FIELD_SUGGESTIONS = 8;
/** Longer text is cut rather than refused: a field never errors on what a visitor types. */
export const PLACE_FIELD_MAX_LENGTH = 100;

/** The place field's autocomplete. Blank text asks nobody. */
export class SuggestPlacesForField {
  constructor(private readonly places: PlaceGateway) {}

  async execute(input: { query: string }, ctx: BoardContext): Promise<PlaceSelection[]> {
    const query = input.query.trim().slice(0, PLACE_FIELD_MAX_LENGTH);
    if (query === '') return [];
    return this.places.suggest(query, PLACE_FIELD_SUGGESTIONS, ctx);
  }
}
