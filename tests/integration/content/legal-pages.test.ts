import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** Legal pages end to end: board use case → Apollo gateway → /graphql → platform use case → the sites' files. */
describe('legal pages from the sites’ files', () => {
  let db: TestDatabase;
  let sitesDir: string;
  let suedwest: Board;
  let mainfranken: Board;
  let containers: Array<ReturnType<typeof buildContainer>>;
  const ctx = (site: string, locale: BoardContext['locale']): BoardContext => ({ site, locale });

  beforeAll(async () => {
    db = await createTestDatabase();
    sitesDir = mkdtempSync(join(tmpdir(), 'legal-it-'));
    cpSync(join(process.cwd(), 'sites'), sitesDir, { recursive: true });
    // suedwest has its own terms: an old version, the one in force (with a script to be removed) and a future one.
    const own = join(sitesDir, 'suedwest', 'legal', 'terms');
    mkdirSync(own, { recursive: true });
    writeFileSync(join(own, '2020-01-01.de.html'), '<p>Alte Fassung</p>');
    writeFileSync(join(own, '2024-05-01.de.html'), '<h2>AGB</h2><p onclick="x()">Gilt für {{site}} <script>alert(1)</script></p>');
    writeFileSync(join(own, '2024-05-01.fr.html'), '<p>Conditions de {{site}}</p>');
    writeFileSync(join(own, '2999-01-01.de.html'), '<p>Künftige Fassung</p>');
    containers = ['suedwest', 'mainfranken'].map((site) => buildContainer({ site, databaseUrl: db.url, production: true, sitesDir }));
    [suedwest, mainfranken] = containers.map((c) => boardFrom(c)) as [Board, Board];
  });
  afterAll(async () => {
    for (const c of containers) await c.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db.drop();
    rmSync(sitesDir, { recursive: true, force: true });
  });

  it('shows the newest version in force of the site’s own wording, sanitized, with the site’s values', async () => {
    const terms = await suedwest.showLegalDocument.execute({ page: 'terms' }, ctx('suedwest', 'de'));
    expect(terms).toMatchObject({ page: 'terms', version: '2024-05-01', locale: 'de' });
    expect(terms!.html).toContain('Gilt für Jobs im Südwesten');
    expect(terms!.html).not.toMatch(/script|onclick|alert/);
    expect((await suedwest.showLegalDocument.execute({ page: 'terms' }, ctx('suedwest', 'fr')))!.html).toBe(
      '<p>Conditions de Jobs im Südwesten</p>',
    );
  });

  it('falls back to German where the page has no wording in the asked language', async () => {
    const terms = await suedwest.showLegalDocument.execute({ page: 'terms' }, ctx('suedwest', 'en-GB'));
    expect(terms).toMatchObject({ version: '2024-05-01', locale: 'de' });
  });

  it('sites without their own folder get the shared wording with their own name and contact address', async () => {
    const imprint = await mainfranken.showLegalDocument.execute({ page: 'imprint' }, ctx('mainfranken', 'de'));
    expect(imprint).toMatchObject({ page: 'imprint', version: '2026-01-01', locale: 'de' });
    expect(imprint!.html).toContain('Mainfranken Jobs');
    expect(imprint!.html).toContain('href="mailto:kontakt@mainfranken-jobs.de"');
    const cookies = await mainfranken.showLegalDocument.execute({ page: 'cookies' }, ctx('mainfranken', 'de'));
    expect(cookies!.html).toContain('jb_session');
  });

  it('answers null for a page no file provides (privacy keeps its built-in text)', async () => {
    expect(await mainfranken.showLegalDocument.execute({ page: 'privacy' }, ctx('mainfranken', 'de'))).toBeNull();
  });
});
