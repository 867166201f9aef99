import { createServerFn } from '@tanstack/react-start';
import { type MapTiles, mapTilesOf } from '../../domain/site/map-tiles';
import { board } from './board-context.server';

/**
 * The site's tile provider, asked for by a map only once the visitor agreed to maps: the provider's
 * address is not in any page, so a page rendered before consent names no third party to load from.
 */
export const loadMapTiles = createServerFn({ method: 'GET' }).handler(async (): Promise<MapTiles> => mapTilesOf((await board()).site));
