import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FurtherLocation } from '../../../src/domain/organization/further-locations';
import type { ProfileSections } from '../../../src/domain/organization/profile-sections';
import { OPENSTREETMAP_TILES, tileHost } from '../../../src/domain/site/map-tiles';
import type { ConsentService } from '../../../src/domain/tracking/consent-services';
import { BUNDLED_MESSAGES } from '../../../src/infrastructure/i18n/bundled-messages';
import { createI18n } from '../../../src/infrastructure/i18n/create-i18n';
import { ProfileSectionsView } from '../../../src/ui/components/organization-sections/profile-sections-view';

// The page's site and locale come from the router's context; here there is no router.
vi.mock('../../../src/ui/hooks/use-site', () => ({ useSite: () => ({ locale: 'de', site: { theme: { primary: '#8e1b1b' } } }) }));
// What the consent runtime answers, per test: on the server it never has an answer (nothing is assumed).
const consent = vi.hoisted(() => ({ granted: false, asked: [] as string[], grant: () => {} }));
vi.mock('../../../src/ui/tracking/consent/consent-runtime', () => ({
  useConsent: (service: ConsentService) => {
    consent.asked.push(service);
    return { granted: consent.granted, grant: consent.grant };
  },
}));
// The tile provider is asked for only from the browser, after consent: a render must not ask.
const loadMapTiles = vi.hoisted(() => vi.fn());
vi.mock('../../../src/ui/server/map-tiles.functions', () => ({ loadMapTiles }));

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
const sections = (locations: FurtherLocation[]): ProfileSections => ({
  organizationId: '7',
  gallery: [],
  faq: [],
  videos: [],
  contacts: [],
  brochures: [],
  locations,
});
const render = (locations: FurtherLocation[]) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={createI18n('de', BUNDLED_MESSAGES.de)}>
      <ProfileSectionsView sections={sections(locations)} organizationName="Standort Werke GmbH" />
    </I18nextProvider>,
  );
const LOCATIONS = [
  location({}),
  location({ id: '2', name: 'Büro Karlsruhe', addressLine1: null, zip: '76133', locality: 'Karlsruhe', point: { lat: 49.01, lon: 8.4 } }),
  location({ id: '3', name: 'Lager', addressLine1: null, zip: null, locality: 'Qxzyborg', point: null }),
];
/** The list's entries as text, name then address (the styles the server render puts inline are no text). */
const listed = (html: string) =>
  [
    ...html
      .replace(/<style[^>]*>.*?<\/style>/g, '')
      .matchAll(/data-testid="further-location"[^>]*><h3[^>]*>(.*?)<\/h3><address[^>]*>(.*?)<\/address>/g),
  ].map(([, name, address]) => `${name}: ${address}`);

beforeEach(() => {
  consent.granted = false;
  consent.asked = [];
  loadMapTiles.mockReset();
});

describe('the further locations’ map on the organization page', () => {
  it('before consent: a placeholder with the consent button, asked of the map service; no tile address, no Leaflet', () => {
    const html = render(LOCATIONS);
    expect(consent.asked).toContain('map');
    const placeholder = html.match(/<div[^>]*data-map-placeholder[^>]*>.*?<\/button>/)?.[0] ?? '';
    expect(placeholder).toContain('Die Karte wird von einem externen Kartendienst geladen.');
    const button = placeholder.match(/<button[^>]*>/)?.[0] ?? '';
    expect(button).toContain('data-map-consent');
    // Until the page is hydrated there is nothing to load a map with: the button waits.
    expect(button).toContain('disabled=""');
    expect(placeholder).toContain('Karte laden');
    expect(html).not.toContain(tileHost(OPENSTREETMAP_TILES));
    expect(html).not.toContain('{z}');
    expect(html).not.toMatch(/leaflet/i);
    expect(html).not.toContain('data-locations-map');
    // No resource of another host is referenced at all (links to OpenStreetMap's site are only links).
    expect(html).not.toMatch(/\s(src|srcset)="(https?:)?\/\//);
    expect(loadMapTiles).not.toHaveBeenCalled();
  });

  it('the list of every location with its address is there before and after consent, the map above it', () => {
    const expected = ['Werk Freiburg: Bertoldstraße 12, 79098 Freiburg im Breisgau', 'Büro Karlsruhe: 76133 Karlsruhe', 'Lager: Qxzyborg'];
    const before = render(LOCATIONS);
    expect(listed(before)).toEqual(expected);
    expect(before.indexOf('data-map-placeholder')).toBeLessThan(before.indexOf('further-location'));
    consent.granted = true;
    const after = render(LOCATIONS);
    expect(listed(after)).toEqual(expected);
    expect(after.indexOf('data-locations-map')).toBeLessThan(after.indexOf('further-location'));
  });

  it('after consent: a labelled map region of the placeholder’s size instead of the button; tiles are still fetched only by the browser', () => {
    consent.granted = true;
    const html = render(LOCATIONS);
    expect(html).toContain('data-locations-map');
    expect(html).toMatch(/role="region" aria-label="Karte der Standorte von Standort Werke GmbH"/);
    expect(html).not.toContain('data-map-placeholder');
    expect(html).not.toContain('data-map-consent');
    expect(html).not.toContain(tileHost(OPENSTREETMAP_TILES));
    expect(loadMapTiles).not.toHaveBeenCalled();
  });

  it('no map and no consent question where no location could be placed, nor without locations', () => {
    const unplaced = render([location({ point: null })]);
    expect(listed(unplaced)).toEqual(['Werk Freiburg: Bertoldstraße 12, 79098 Freiburg im Breisgau']);
    expect(unplaced).not.toContain('data-map-placeholder');
    expect(unplaced).not.toContain('Karte laden');
    expect(render([])).not.toContain('organization-locations');
  });
});
