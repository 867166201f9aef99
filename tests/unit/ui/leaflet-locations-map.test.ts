import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationMarker } from '../../../src/domain/organization/locations-map';
import { OPENSTREETMAP_TILES } from '../../../src/domain/site/map-tiles';

/*
 * Leaflet stood in by what matters here, as Leaflet 1.9 behaves: a layer added to a map without a view
 * gets its element only once the map has one (fitBounds), so an element asked for before is undefined.
 * There is no DOM in the unit project: elements are plain records of their attributes.
 */
const leaflet = vi.hoisted(() => {
  type Element = { attributes: Map<string, string>; setAttribute: (name: string, value: string) => void };
  const element = (): Element => {
    const attributes = new Map<string, string>();
    return { attributes, setAttribute: (name, value) => attributes.set(name, value) };
  };
  const pins: Array<{ title: string; element: Element | undefined; popup: unknown }> = [];
  const state = { hasView: false, bounds: null as unknown, waiting: [] as Array<() => void> };
  const map = {
    fitBounds: (bounds: unknown) => {
      state.bounds = bounds;
      state.hasView = true;
      for (const add of state.waiting.splice(0)) add();
      return map;
    },
    remove: vi.fn(),
  };
  const whenInView = (add: () => void) => (state.hasView ? add() : state.waiting.push(add));
  return {
    pins,
    state,
    map,
    module: {
      map: () => map,
      tileLayer: (url: string) => ({ addTo: () => ({ url }) }),
      divIcon: (options: unknown) => options,
      marker: (_point: unknown, options: { title: string }) => {
        const pin = { title: options.title, element: undefined as Element | undefined, popup: undefined as unknown };
        const layer = {
          bindPopup: (content: unknown) => {
            pin.popup = content;
            return layer;
          },
          addTo: () => {
            pins.push(pin);
            whenInView(() => {
              pin.element = element();
            });
            return layer;
          },
          getElement: () => pin.element,
        };
        return layer;
      },
    },
  };
});
vi.mock('leaflet', () => leaflet.module);
vi.mock('leaflet/dist/leaflet.css', () => ({}));

// The popup is built with the document's elements; a record of its text is enough here.
vi.stubGlobal('document', {
  createElement: (tag: string) => {
    const node = { tag, textContent: '', children: [] as unknown[], append: (...c: unknown[]) => node.children.push(...c) };
    return node;
  },
});

const { drawLocationsMap } = await import('../../../src/ui/components/organization-sections/leaflet-locations-map');

const MARKERS: LocationMarker[] = [
  { id: '1', name: 'Werk Freiburg', address: 'Bertoldstraße 12, 79098 Freiburg im Breisgau', point: { lat: 47.99, lon: 7.85 } },
  { id: '2', name: 'Büro Karlsruhe', address: '76133 Karlsruhe', point: { lat: 49.01, lon: 8.4 } },
];
const draw = () =>
  drawLocationsMap({} as HTMLElement, MARKERS, {
    tiles: OPENSTREETMAP_TILES,
    colour: '#8e1b1b',
    markerLabel: (m) => `${m.name}, ${m.address}`,
  });

beforeEach(() => {
  leaflet.pins.length = 0;
  leaflet.state.hasView = false;
  leaflet.state.waiting.length = 0;
});

describe('drawing the locations map', () => {
  it('labels every pin with its name and address, for screen readers and keyboard users', () => {
    draw();
    expect(leaflet.pins.map((p) => p.element?.attributes.get('aria-label'))).toEqual([
      'Werk Freiburg, Bertoldstraße 12, 79098 Freiburg im Breisgau',
      'Büro Karlsruhe, 76133 Karlsruhe',
    ]);
    expect(leaflet.pins.map((p) => p.title)).toEqual(['Werk Freiburg', 'Büro Karlsruhe']);
  });

  it('fits the view to every pin and removes the map when asked', () => {
    const remove = draw();
    expect(leaflet.state.bounds).toEqual([
      [47.99, 7.85],
      [49.01, 8.4],
    ]);
    remove();
    expect(leaflet.map.remove).toHaveBeenCalled();
  });

  it('draws nothing without a pin', () => {
    drawLocationsMap({} as HTMLElement, [], { tiles: OPENSTREETMAP_TILES, colour: '#000', markerLabel: () => '' });
    expect(leaflet.pins).toEqual([]);
  });
});
