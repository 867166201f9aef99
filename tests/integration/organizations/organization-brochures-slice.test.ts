import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { SectionCommand } from '../../../src/application/board/organization-sections/profile-sections-gateway.port';
import { brochureUrl } from '../../../src/domain/organization/organization-brochures';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { insertOrganization, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * PDF brochures end to end: board use case → Apollo (multipart) → /graphql → the platform's use cases →
 * PostgreSQL and the local file store; and the public download endpoint.
 */
describe('PDF brochures of an organization profile (board → platform → PostgreSQL, file store)', () => {
  let db: TestDatabase;
  let board: Board;
  const filesDir = mkdtempSync(join(tmpdir(), 'jobboard-brochures-'));
  let ownId: string;
  let otherId: string;
  let owner: BoardContext;
  let stranger: BoardContext;

  const pdf = (text: string) => new File([`%PDF-1.7\n% ${text}\n%%EOF\n`], 'prospekt.pdf', { type: 'application/pdf' });
  const stored = (organizationId: string) => {
    const dir = join(filesDir, 'organizations', organizationId);
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith('brochure-')) : [];
  };
  const change = (organizationId: string, command: SectionCommand, as: BoardContext) =>
    board.changeProfileSection.execute({ organizationId, command }, as);
  const download = (url: string) => {
    const [, , id, name] = url.split('/');
    return board.organizationBrochures.handle(new Request(`http://suedwest.test${url}`), id!, name!);
  };

  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
    board = boardFrom(buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true, filesDir }));
    const ownerUserId = await insertUser(db.pool, { email: 'prospekte@example.test', roles: [['recruiter', null]] });
    const strangerUserId = await insertUser(db.pool, { email: 'fremde@example.test', roles: [['recruiter', null]] });
    ownId = await insertOrganization(db.pool, { name: 'Prospekt Werke GmbH', ownerId: ownerUserId });
    otherId = await insertOrganization(db.pool, { name: 'Fremde Prospekte GmbH', ownerId: strangerUserId });
    owner = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, 'prospekte@example.test')).token };
    stranger = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, 'fremde@example.test')).token };
  });
  afterAll(async () => {
    await db.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('the owner uploads a PDF: listed with its title and size, stored in the file store, downloadable by anyone', async () => {
    const added = await change(ownId, { kind: 'addBrochure', file: pdf('Karriere'), title: 'Karriere bei Prospekt 2026' }, owner);
    if (!added.ok) throw new Error(JSON.stringify(added.errors));
    const [brochure] = added.sections.brochures;
    expect(brochure).toMatchObject({ title: 'Karriere bei Prospekt 2026', fileName: 'karriere-bei-prospekt-2026.pdf' });
    expect(brochure!.size).toBe(new TextEncoder().encode('%PDF-1.7\n% Karriere\n%%EOF\n').byteLength);
    expect(stored(ownId)).toHaveLength(1);

    const response = await download(brochureUrl(brochure!));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="karriere-bei-prospekt-2026.pdf"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('% Karriere');
    // The name belongs to the address: an id alone, or another name, serves nothing.
    expect((await download(`/organization-brochure/${brochure!.id}/anders.pdf`)).status).toBe(404);
  });

  it('refuses an HTML page named .pdf and a missing title, and stores nothing', async () => {
    const html = new File(['<!doctype html><script>alert(1)</script>'], 'prospekt.pdf', { type: 'application/pdf' });
    expect(await change(ownId, { kind: 'addBrochure', file: html, title: ' ' }, owner)).toEqual({
      ok: false,
      errors: [
        { field: 'title', code: 'REQUIRED', limit: null },
        { field: 'brochure', code: 'FILE_TYPE_NOT_ALLOWED', limit: null },
      ],
    });
    expect(stored(ownId)).toHaveLength(1);
    expect((await board.showProfileSections.execute({ organizationId: ownId }, owner)).brochures).toHaveLength(1);
  });

  it("a stranger may add nothing, and the owner cannot remove another organization's brochure", async () => {
    expect(await change(ownId, { kind: 'addBrochure', file: pdf('fremd'), title: 'Fremd' }, stranger)).toEqual({
      ok: false,
      errors: [{ field: null, code: 'FORBIDDEN', limit: null }],
    });
    const others = await change(otherId, { kind: 'addBrochure', file: pdf('andere'), title: 'Andere' }, stranger);
    if (!others.ok) throw new Error(JSON.stringify(others.errors));
    const foreign = others.sections.brochures[0]!.id;
    expect(await change(ownId, { kind: 'remove', section: 'brochures', itemId: foreign }, owner)).toEqual({
      ok: false,
      errors: [{ field: null, code: 'NOT_FOUND', limit: null }],
    });
    expect(stored(otherId)).toHaveLength(1);
    expect(stored(ownId)).toHaveLength(1);
  });

  it('holds at most 10 brochures: the 11th is refused naming the limit, and its file is not kept', async () => {
    for (let i = 1; i < 10; i++)
      expect((await change(ownId, { kind: 'addBrochure', file: pdf(`${i}`), title: `Heft ${i}` }, owner)).ok).toBe(true);
    expect(stored(ownId)).toHaveLength(10);
    expect(await change(ownId, { kind: 'addBrochure', file: pdf('zu viel'), title: 'Eins zu viel' }, owner)).toEqual({
      ok: false,
      errors: [{ field: 'brochures', code: 'LIMIT_REACHED', limit: 10 }],
    });
    expect(stored(ownId)).toHaveLength(10);
  });

  it('removing a brochure deletes its file, and its address answers 404', async () => {
    const [first] = (await board.showProfileSections.execute({ organizationId: ownId }, owner)).brochures;
    const removed = await change(ownId, { kind: 'remove', section: 'brochures', itemId: first!.id }, owner);
    expect(removed.ok && removed.sections.brochures.map((b) => b.id)).not.toContain(first!.id);
    expect(stored(ownId)).toHaveLength(9);
    expect((await download(brochureUrl(first!))).status).toBe(404);
  });
});
