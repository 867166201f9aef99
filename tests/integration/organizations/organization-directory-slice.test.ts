import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import { emptyDirectoryRequest, type DirectoryRequest } from '../../../src/domain/organization/organization-directory';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { PostgresOrganizationDirectoryIndex } from '../../../src/infrastructure/postgres/organization-directory/postgres-organization-directory-index';
import { PostgresOrganizationProfileWriter } from '../../../src/infrastructure/postgres/postgres-organization-profile-writer';
import { PostgresOrganizationRepository } from '../../../src/infrastructure/postgres/postgres-organization-repository';
import { insertOrganization, insertTerm } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The organizations directory on PostgreSQL and through the board (GraphQL in process): published only,
 * full text, multi-select facets whose counts ignore their own selection, featured first, 12 a page,
 * clean facet paths in the fixed order, redirects to the one URL, noindex when empty.
 */
describe('organizations directory', () => {
  let db: TestDatabase;
  let board: Board;
  let index: PostgresOrganizationDirectoryIndex;
  const de: BoardContext = { site: 'suedwest', locale: 'de' };
  const t: Record<string, string> = {};
  const org: Record<string, string> = {};

  const request = (
    over: Omit<Partial<DirectoryRequest>, 'selected'> & { selected?: Partial<DirectoryRequest['selected']> } = {},
  ): DirectoryRequest => {
    const base = emptyDirectoryRequest();
    return { ...base, ...over, selected: { ...base.selected, ...over.selected } };
  };
  const scope = { site: 'suedwest', locale: 'de' as const, pageSize: 12 };

  beforeAll(async () => {
    db = await createTestDatabase();
    board = boardFrom(buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true }));
    index = new PostgresOrganizationDirectoryIndex(db.pool);
    t.it = await insertTerm(db.pool, 'industry', { de: 'IT und Software', 'en-GB': 'IT and software' });
    t.health = await insertTerm(db.pool, 'industry', { de: 'Gesundheitswesen', 'en-GB': 'Healthcare' });
    t.dev = await insertTerm(db.pool, 'occupations', { de: 'Softwareentwicklung', 'en-GB': 'Software development' });
    t.care = await insertTerm(db.pool, 'occupations', { de: 'Pflege', 'en-GB': 'Nursing' });
    t.cs = await insertTerm(db.pool, 'fieldsOfStudy', { de: 'Informatik', 'en-GB': 'Computer science' });
    const make = async (key: string, name: string, industry: string, terms: string[], extra: { alt?: string; locality?: string } = {}) => {
      org[key] = await insertOrganization(db.pool, { name });
      await db.pool.query(
        'update organizations set industry_term_id = $2, alternative_name = $3, locality = coalesce($4, locality) where id = $1',
        [org[key], industry, extra.alt ?? null, extra.locality ?? null],
      );
      for (const term of terms)
        await db.pool.query('insert into organization_terms (organization_id, term_id) values ($1, $2)', [org[key], term]);
    };
    await make('alpha', 'Alpha Software GmbH', t.it!, [t.dev!, t.cs!]);
    await make('beta', 'Beta Daten AG', t.it!, [t.dev!], { alt: 'BetaSoft', locality: 'Würzburg' });
    await make('gamma', 'Gamma Klinik', t.health!, [t.care!]);
    await make('delta', 'Délta Pflege gGmbH', t.health!, [t.care!, t.dev!]);
    await make('hidden', 'Hidden Software GmbH', t.it!, [t.dev!, t.cs!]);
    await db.pool.query('update organizations set published = false where id = $1', [org.hidden]);
    // Featured on this site: Gamma first; on another site Beta, which must not count here.
    await db.pool.query(
      `insert into featured_organizations (site, organization_id, position) values ('suedwest', $1, 1), ('default', $2, 1)`,
      [org.gamma, org.beta],
    );
  });
  afterAll(() => db.drop());

  it('lists published organizations only, this site’s featured first, then by name', async () => {
    const all = await index.search(request(), scope);
    expect(all.total).toBe(4);
    expect(all.items.map((i) => i.name)).toEqual(['Gamma Klinik', 'Alpha Software GmbH', 'Beta Daten AG', 'Délta Pflege gGmbH']);
    expect(all.items.map((i) => i.featured)).toEqual([true, false, false, false]);
    expect(all.items[1]).toMatchObject({ industry: 'IT und Software', locality: 'Stuttgart', slug: 'alpha-software-gmbh' });
    const featured = await index.featured({ site: 'suedwest', locale: 'de' }, 4);
    expect(featured.map((f) => f.name)).toEqual(['Gamma Klinik']);
    // An unpublished featured organization is not shown either.
    await db.pool.query('update organizations set published = false where id = $1', [org.gamma]);
    expect(await index.featured({ site: 'suedwest', locale: 'de' }, 4)).toEqual([]);
    await db.pool.query('update organizations set published = true where id = $1', [org.gamma]);
  });

  it('finds words in name, alternative name and town, ignoring case and accents; every word must match', async () => {
    const names = async (keys: string) => (await index.search(request({ keys }), scope)).items.map((i) => i.name);
    expect(await names('delta')).toEqual(['Délta Pflege gGmbH']);
    expect(await names('betasoft')).toEqual(['Beta Daten AG']);
    expect(await names('wurzburg')).toEqual(['Beta Daten AG']);
    expect(await names('software stuttgart')).toEqual(['Alpha Software GmbH']);
    expect(await names('software hamburg')).toEqual([]);
    expect(await names('100%_')).toEqual([]);
    expect(await names('hidden')).toEqual([]);
  });

  it('counts each facet without its own selection (multi-select), and filters with OR inside, AND between facets', async () => {
    const result = await index.search(request({ selected: { industry: [t.it!], occupations: [t.dev!] } }), scope);
    expect(result.items.map((i) => i.name)).toEqual(['Alpha Software GmbH', 'Beta Daten AG']);
    const counts = Object.fromEntries(result.facets.map((f) => [f.field, Object.fromEntries(f.values.map((v) => [v.label, v.count]))]));
    // Industry counted over the occupation selection only: Delta (health) also does software development.
    expect(counts.industry).toEqual({ 'IT und Software': 2, Gesundheitswesen: 1 });
    // Occupations counted over the industry selection only.
    expect(counts.occupations).toEqual({ Softwareentwicklung: 2 });
    expect(counts.fieldsOfStudy).toEqual({ Informatik: 1 });
    const both = await index.search(request({ selected: { industry: [t.it!, t.health!] } }), scope);
    expect(both.total).toBe(4);
  });

  it('pages by the page size', async () => {
    for (let i = 0; i < 13; i++) await insertOrganization(db.pool, { name: `Zeta ${String(i).padStart(2, '0')} KG` });
    const first = await index.search(request({ keys: 'zeta' }), scope);
    expect(first.total).toBe(13);
    expect(first.items).toHaveLength(12);
    const second = await index.search(request({ keys: 'zeta', page: 2 }), scope);
    expect(second.items.map((i) => i.name)).toEqual(['Zeta 12 KG']);
  });

  it('board: clean facet paths in the fixed order, the rest in the query, one URL per search, noindex when empty', async () => {
    const page = await board.showOrganizationDirectory.execute({ segments: ['it-und-software', 'softwareentwicklung'], params: [] }, de);
    expect(page.kind).toBe('page');
    if (page.kind !== 'page') return;
    expect(page.page.href).toBe('/organizations/it-und-software/softwareentwicklung');
    expect(page.page.items.map((i) => i.name)).toEqual(['Alpha Software GmbH', 'Beta Daten AG']);
    expect(page.page.noindex).toBe(false);

    // Segments out of order move for good to the fixed order.
    expect(await board.showOrganizationDirectory.execute({ segments: ['softwareentwicklung', 'it-und-software'], params: [] }, de)).toEqual(
      {
        kind: 'redirect',
        status: 301,
        href: '/organizations/it-und-software/softwareentwicklung',
      },
    );
    // Facets given in the query move into the path; two values of one facet stay in the query.
    expect(
      await board.showOrganizationDirectory.execute(
        {
          segments: [],
          params: [
            ['industry', t.it!],
            ['industry', t.health!],
            ['fieldsOfStudy', t.cs!],
            ['search', 'software'],
          ],
        },
        de,
      ),
    ).toEqual({
      kind: 'redirect',
      status: 301,
      href: `/organizations/informatik?search=software&industry=${t.it}%2C${t.health}`,
    });
    expect(await board.showOrganizationDirectory.execute({ segments: ['gibt-es-nicht'], params: [] }, de)).toEqual({ kind: 'not-found' });

    const empty = await board.showOrganizationDirectory.execute({ segments: [], params: [['search', 'nichts-passt-hier']] }, de);
    expect(empty.kind === 'page' && empty.page.noindex).toBe(true);
    expect(empty.kind === 'page' && empty.page.total).toBe(0);
    // Past the last page: the last one.
    expect(await board.showOrganizationDirectory.execute({ segments: [], params: [['page', '9']] }, de)).toMatchObject({
      kind: 'redirect',
      status: 302,
    });
    // English aliases in English; equal counts ordered by label.
    const en = await board.showOrganizationDirectory.execute(
      { segments: ['it-and-software'], params: [] },
      { site: 'suedwest', locale: 'en-GB' },
    );
    expect(en.kind === 'page' && en.page.facets.find((f) => f.field === 'industry')?.values.map((v) => v.label)).toEqual([
      'Healthcare',
      'IT and software',
    ]);
  });

  it('the profile writer sets the directory’s facets and the listing in its transaction; the profile reads them back', async () => {
    const writer = new PostgresOrganizationProfileWriter(db.pool);
    const repo = new PostgresOrganizationRepository(db.pool);
    const before = (await repo.findById(org.beta!))!;
    expect(await writer.unknownTerms('occupations', [t.care!, t.cs!, '999999'])).toEqual([t.cs, '999999']);
    await writer.update(
      org.beta!,
      {
        name: before.name,
        alternativeName: before.alternativeName,
        location: before.location,
        website: before.website,
        socialProfiles: before.socialProfiles,
        presentationHtml: before.presentationHtml,
        industryId: before.industry?.id ?? null,
        size: before.size,
        benefits: before.benefits,
        occupationIds: [t.care!],
        fieldOfStudyIds: [t.cs!],
        published: false,
        logo: { kind: 'keep' },
        cover: { kind: 'keep' },
      },
      new Date(),
    );
    const after = (await repo.findById(org.beta!))!;
    expect(after.occupations.map((o) => o.id)).toEqual([t.care]);
    expect(after.fieldsOfStudy.map((o) => o.label.de)).toEqual(['Informatik']);
    expect(after.published).toBe(false);
    expect((await index.search(request({ keys: 'beta' }), scope)).total).toBe(0);
    await db.pool.query('update organizations set published = true where id = $1', [org.beta]);
    const care = await index.search(request({ keys: 'beta', selected: { occupations: [t.care!] } }), scope);
    expect(care.items.map((i) => i.name)).toEqual(['Beta Daten AG']);
  });

  it('board: the featured block of the home page', async () => {
    expect((await board.showFeaturedOrganizations.execute(de)).map((e) => e.name)).toEqual(['Gamma Klinik']);
  });
});
