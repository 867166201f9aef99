import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { ProfileSections } from '../../../src/domain/organization/profile-sections';
import { OPENSTREETMAP_TILES, tileHost } from '../../../src/domain/site/map-tiles';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { BUNDLED_MESSAGES } from '../../../src/infrastructure/i18n/bundled-messages';
import { createI18n } from '../../../src/infrastructure/i18n/create-i18n';
import { ProfileSectionsView } from '../../../src/ui/components/organization-sections/profile-sections-view';
import { insertOrganization, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// The page's site and locale come from the router's context; here there is no router.
vi.mock('../../../src/ui/hooks/use-site', () => ({ useSite: () => ({ locale: 'de', site: { theme: { primary: '#1b5e20' } } }) }));

/**
 * The further locations' part of the organization page as a first visitor gets it from the server:
 * locations entered through the board, placed by the platform's place data in PostgreSQL, rendered
 * without any consent. The page must name no host a browser would load from: no tile server, no
 * third-party image, script or frame; the list with every address is the content.
 */
describe('the organization page’s locations before consent (board → platform → place data → server render)', () => {
  let db: TestDatabase;
  let board: Board;
  let organizationId: string;
  let owner: BoardContext;
  const guest: BoardContext = { site: 'suedwest', locale: 'de' };

  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
    board = boardFrom(buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true }));
    const ownerId = await insertUser(db.pool, { email: 'karte@example.test', roles: [['recruiter', null]] });
    organizationId = await insertOrganization(db.pool, { name: 'Karten Werke GmbH', ownerId });
    owner = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, 'karte@example.test')).token };
    for (const draft of [
      { name: 'Werk Freiburg', countryCode: 'DE', addressLine1: 'Bertoldstraße 12', zip: '79098', locality: 'Freiburg im Breisgau' },
      { name: 'Büro Karlsruhe', countryCode: 'DE', addressLine1: null, zip: '76133', locality: 'Karlsruhe' },
      { name: 'Lager', countryCode: 'DE', addressLine1: null, zip: null, locality: 'Qxzyborg' },
    ]) {
      const added = await board.changeProfileSection.execute({ organizationId, command: { kind: 'addLocation', draft } }, owner);
      if (!added.ok) throw new Error(JSON.stringify(added.errors));
    }
  });
  afterAll(async () => {
    await db.drop();
  });

  const render = (sections: ProfileSections) =>
    renderToStaticMarkup(
      createElement(
        I18nextProvider,
        { i18n: createI18n('de', BUNDLED_MESSAGES.de) },
        createElement(ProfileSectionsView, { sections, organizationName: 'Karten Werke GmbH' }),
      ),
    );

  it('shows the consent placeholder and every address, and names no tile server nor any other host to load from', async () => {
    const sections = await board.showProfileSections.execute({ organizationId }, guest);
    // Two of the three towns are in the place data: the map has pins to show, so it asks.
    expect(sections.locations.filter((l) => l.point).map((l) => l.name)).toEqual(['Werk Freiburg', 'Büro Karlsruhe']);
    const html = render(sections);

    expect(html).toContain('data-map-placeholder');
    expect(html).toMatch(/<button[^>]*data-map-consent[^>]*>/);
    const text = html.replace(/<style[^>]*>.*?<\/style>/g, '').replace(/<[^>]+>/g, ' ');
    for (const line of [
      'Werk Freiburg',
      'Bertoldstraße 12, 79098 Freiburg im Breisgau',
      'Büro Karlsruhe',
      '76133 Karlsruhe',
      'Lager',
      'Qxzyborg',
    ])
      expect(text).toContain(line);

    expect(html).not.toContain(tileHost(OPENSTREETMAP_TILES));
    expect(html).not.toMatch(/leaflet/i);
    // Whatever the page refers to for loading is its own; OpenStreetMap appears only as links to follow.
    const loadedFrom = [...html.matchAll(/<(img|script|iframe|link|source|video|audio)\b[^>]*\s(?:src|href|srcset)="([^"]*)"/g)].map(
      (m) => m[2]!,
    );
    expect(loadedFrom.filter((url) => /^(https?:)?\/\//.test(url))).toEqual([]);
    const linkedHosts = new Set([...html.matchAll(/href="https?:\/\/([^/"]+)/g)].map((m) => m[1]));
    expect([...linkedHosts]).toEqual(['www.openstreetmap.org']);
  });
});
