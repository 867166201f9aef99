import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { PlaceGateway } from '../../../application/board/geo/place-gateway.port';
import { isLocationType, type PlaceSelection } from '../../../domain/geo/place';
import { GetPlaceSuggestionsDocument } from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

/** PlaceGateway over the platform API: `placeSuggestions(query, limit)`. Unknown location types are dropped. */
export class ApolloPlaceGateway implements PlaceGateway {
  constructor(private readonly client: ApolloClient) {}

  async suggest(query: string, limit: number, ctx: BoardContext): Promise<PlaceSelection[]> {
    const answer = await runOperation(this.client, 'query', GetPlaceSuggestionsDocument, { query, limit }, ctx);
    return dataOrThrow('getPlaceSuggestions', answer).placeSuggestions.flatMap((p) =>
      isLocationType(p.locationType)
        ? [
            {
              label: p.label,
              lat: p.lat,
              lon: p.lon,
              locationType: p.locationType,
              country: p.country,
              administrativeArea: p.administrativeArea,
            },
          ]
        : [],
    );
  }
}
