import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapTilesOf, OPENSTREETMAP_TILES, tileHost } from '../../../src/domain/site/map-tiles';
import { parseSiteConfig } from '../../../src/infrastructure/config/site-config.schema';

const suedwest = () => JSON.parse(readFileSync('sites/suedwest/site.json', 'utf8')) as Record<string, unknown>;
const ownTiles = {
  urlTemplate: 'https://{s}.tiles.example.de/osm/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors, tiles by Example',
  attributionUrl: 'https://tiles.example.de/copyright',
  maxZoom: 18,
};

describe('a site’s map tiles', () => {
  it('are OpenStreetMap’s, credited, unless the site names its own provider', () => {
    const site = parseSiteConfig(suedwest(), 'sites/suedwest/site.json');
    expect(mapTilesOf(site)).toEqual(OPENSTREETMAP_TILES);
    expect(OPENSTREETMAP_TILES.attribution).toBe('© OpenStreetMap contributors');
    expect(tileHost(mapTilesOf(site))).toBe('tile.openstreetmap.org');
    const own = parseSiteConfig({ ...suedwest(), mapTiles: ownTiles }, 'site.json');
    expect(mapTilesOf(own)).toEqual(ownTiles);
    expect(tileHost(mapTilesOf(own))).toBe('a.tiles.example.de');
  });

  it('refuse a provider that is not https, lacks a tile coordinate, or has no credit, naming the field', () => {
    const parse = (tiles: Record<string, unknown>) => () =>
      parseSiteConfig({ ...suedwest(), mapTiles: { ...ownTiles, ...tiles } }, 'site.json');
    expect(parse({ urlTemplate: 'http://tiles.example.de/{z}/{x}/{y}.png' })).toThrow(/mapTiles\.urlTemplate: must be an https address/);
    expect(parse({ urlTemplate: 'https://tiles.example.de/{z}/{x}.png' })).toThrow(
      /mapTiles\.urlTemplate: must contain \{z\}, \{x\} and \{y\}/,
    );
    expect(parse({ attribution: '' })).toThrow(/mapTiles\.attribution/);
    expect(parse({ attributionUrl: 'javascript:alert(1)' })).toThrow(/mapTiles\.attributionUrl/);
    expect(parse({ maxZoom: 30 })).toThrow(/mapTiles\.maxZoom/);
    expect(parse({ subdomains: 'abc' })).toThrow(/mapTiles/);
  });
});
