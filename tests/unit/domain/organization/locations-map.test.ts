import { describe, expect, it } from 'vitest';
import type { FurtherLocation } from '../../../../src/domain/organization/further-locations';
import { locationMarkers, markerBounds } from '../../../../src/domain/organization/locations-map';

const location = (over: Partial<FurtherLocation>): FurtherLocation => ({
  id: '1',
  name: 'Werk Freiburg',
  countryCode: 'DE',
  addressLine1: 'Bertoldstraße 12',
  zip: '79098',
  locality: 'Freiburg im Breisgau',
  point: { lat: 47.99, lon: 7.85 },
  ...over,
});

describe('the map of an organization’s further locations', () => {
  it('pins every placed location with its name and one-line address; one without a point stays off the map', () => {
    const markers = locationMarkers([
      location({}),
      location({ id: '2', name: 'Lager', addressLine1: null, zip: null, locality: 'Qxzyborg', point: null }),
      location({
        id: '3',
        name: 'Büro Karlsruhe',
        addressLine1: null,
        zip: '76133',
        locality: 'Karlsruhe',
        point: { lat: 49.01, lon: 8.4 },
      }),
    ]);
    expect(markers).toEqual([
      { id: '1', name: 'Werk Freiburg', address: 'Bertoldstraße 12, 79098 Freiburg im Breisgau', point: { lat: 47.99, lon: 7.85 } },
      { id: '3', name: 'Büro Karlsruhe', address: '76133 Karlsruhe', point: { lat: 49.01, lon: 8.4 } },
    ]);
  });

  it('is fitted to the box holding every pin; one pin is a box of one point, no pin no box', () => {
    const markers = locationMarkers([
      location({ id: '1', point: { lat: 47.99, lon: 7.85 } }),
      location({ id: '2', point: { lat: 49.01, lon: 8.4 } }),
      location({ id: '3', point: { lat: 48.4, lon: 9.99 } }),
    ]);
    expect(markerBounds(markers)).toEqual({ west: 7.85, south: 47.99, east: 9.99, north: 49.01 });
    expect(markerBounds(markers.slice(0, 1))).toEqual({ west: 7.85, south: 47.99, east: 7.85, north: 47.99 });
    expect(markerBounds([])).toBeNull();
    expect(markerBounds(locationMarkers([location({ point: null })]))).toBeNull();
  });
});
