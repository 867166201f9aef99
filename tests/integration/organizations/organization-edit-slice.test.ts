import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { OrganizationProfileChanges } from '../../../src/domain/organization/organization-profile-changes';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { organizationImageEndpointFrom } from '../../../src/infrastructure/di/organization-edit.module';
import { PostgresOrganizationProfileWriter } from '../../../src/infrastructure/postgres/postgres-organization-profile-writer';
import { PostgresOrganizationRepository } from '../../../src/infrastructure/postgres/postgres-organization-repository';
import { DEMO_ACCOUNTS } from '../../../src/infrastructure/postgres/seed/demo-extras';
import { insertOrganization, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const RECRUITER = DEMO_ACCOUNTS.find((a) => a.role === 'recruiter')!.email;
const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'administrator')!.email;

/**
 * Organization editing end to end on PostgreSQL: board use case → Apollo (multipart) → /graphql →
 * UpdateOrganizationProfile → PostgreSQL writer, sharp and the local file store; the image route.
 */
describe('organization editing (board → platform → PostgreSQL, sharp, file store)', () => {
  let db: TestDatabase;
  let board: Board;
  let container: ReturnType<typeof buildContainer>;
  const filesDir = mkdtempSync(join(tmpdir(), 'jobboard-orgedit-'));
  let neckarId: string;
  let owner: BoardContext;
  let admin: BoardContext;
  let stranger: BoardContext;
  let memberCtx: BoardContext;

  const changes = (overrides: Partial<OrganizationProfileChanges> = {}): OrganizationProfileChanges => ({
    name: 'Neckar Software GmbH',
    alternativeName: 'NeckarSoft',
    location: {
      countryCode: 'DE',
      addressLine1: 'Königstraße 1',
      addressLine2: null,
      administrativeArea: 'Baden-Württemberg',
      locality: 'Stuttgart',
      zip: '70173',
    },
    website: 'https://www.neckar-software.example',
    socialProfiles: { linkedin: 'https://www.linkedin.com/company/neckar' },
    presentationHtml: '<p>Wir bauen Software.</p>',
    industryId: null,
    size: '50-249',
    benefits: [{ de: '30 Tage Urlaub', 'en-GB': '30 days of annual leave' }],
    ...overrides,
  });
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .png()
      .toBuffer();
  const storedFiles = () => {
    try {
      return readdirSync(join(filesDir, 'organizations', neckarId)).sort();
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    container = buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true, filesDir });
    board = boardFrom(container);
    const { rows } = await db.pool.query<{ id: string }>(`select id::text from organizations where slug = 'neckar-software-gmbh'`);
    neckarId = rows[0]!.id;
    owner = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, RECRUITER)).token };
    admin = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, ADMIN)).token };
    const strangerEmail = 'fremd@example.test';
    const strangerId = await insertUser(db.pool, { email: strangerEmail, roles: [['recruiter', null]] });
    await insertOrganization(db.pool, { name: 'Fremdfirma GmbH', ownerId: strangerId });
    stranger = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, strangerEmail)).token };
    // An editor of Neckar's team: editors keep the profile current, like its owners.
    const memberEmail = 'mitglied@example.test';
    const memberId = await insertUser(db.pool, { email: memberEmail, roles: [['recruiter', neckarId]] });
    await db.pool.query('insert into organization_members (organization_id, user_id) values ($1, $2) on conflict do nothing', [
      neckarId,
      memberId,
    ]);
    memberCtx = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, memberEmail)).token };
  });
  afterAll(async () => {
    await db.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('lists the profiles of the teams one is in as updatable and nobody else’s; access tells the team and staff apart from others', async () => {
    expect(await board.showUpdatableOrganizations.execute({ userKind: 'recruiter' }, owner)).toEqual([
      expect.objectContaining({ id: neckarId, name: 'Neckar Software GmbH', slug: 'neckar-software-gmbh' }),
    ]);
    expect((await board.showUpdatableOrganizations.execute({ userKind: 'recruiter' }, memberCtx)).map((o) => o.id)).toEqual([neckarId]);
    expect((await board.showUpdatableOrganizations.execute({ userKind: 'recruiter' }, stranger)).map((o) => o.name)).toEqual([
      'Fremdfirma GmbH',
    ]);
    expect(await board.checkOrganizationEditRight.execute({ organizationId: neckarId }, owner)).toBe(true);
    expect(await board.checkOrganizationEditRight.execute({ organizationId: neckarId }, admin)).toBe(true);
    expect(await board.checkOrganizationEditRight.execute({ organizationId: neckarId }, stranger)).toBe(false);
    expect(await board.checkOrganizationEditRight.execute({ organizationId: neckarId }, memberCtx)).toBe(true);
    expect(await board.checkOrganizationEditRight.execute({ organizationId: neckarId }, { site: 'suedwest', locale: 'de' })).toBe(false);

    const editor = await board.openOrganizationEditor.execute({ slug: 'neckar-software-gmbh' }, owner);
    expect(editor.kind).toBe('editor');
    if (editor.kind !== 'editor') return;
    expect(editor.options.industries.length).toBeGreaterThan(5);
    expect(editor.options.benefits).toContainEqual({ de: '30 Tage Urlaub', 'en-GB': '30 days of annual leave', fr: '30 jours de congés' });
    expect(editor.options.sizes).toEqual(['1-9', '10-49', '50-249', '250-999', '1000+']);
    expect(await board.openOrganizationEditor.execute({ slug: 'neckar-software-gmbh' }, stranger)).toEqual({
      kind: 'forbidden',
      name: 'Neckar Software GmbH',
    });
    expect(await board.openOrganizationEditor.execute({ slug: 'gibt-es-nicht' }, owner)).toEqual({ kind: 'not-found' });
  });

  it('the owner saves every field with a logo and a cover: sanitized presentation, re-encoded WebP images, slug kept', async () => {
    const industry = (await db.pool.query<{ id: string }>(`select id::text from terms where vocabulary = 'industry' order by id limit 1`))
      .rows[0]!.id;
    const answer = await board.saveOrganizationProfile.execute(
      {
        organizationId: neckarId,
        changes: changes({
          name: 'Neckar Software Gruppe',
          industryId: industry,
          presentationHtml: '<h1>Titel</h1><p onclick="x()">Hallo<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
        }),
        logo: new Blob([await png(1600, 800)], { type: 'image/png' }),
        cover: new Blob(
          [
            await sharp({ create: { width: 3000, height: 3000, channels: 3, background: 'blue' } })
              .jpeg()
              .withMetadata({ exif: { IFD0: { Artist: 'Geheim' } } })
              .toBuffer(),
          ],
          { type: 'image/jpeg' },
        ),
      },
      owner,
    );
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.profile).toMatchObject({
      name: 'Neckar Software Gruppe',
      slug: 'neckar-software-gmbh',
      presentationHtml: '<h2>Titel</h2><p>Hallo</p><a>x</a>',
      size: '50-249',
      industry: { id: industry },
    });
    expect(answer.profile.logoUrl).toMatch(new RegExp(`^/organization-image/${neckarId}/logo-[0-9a-f]{8}-[0-9a-z]+\\.webp$`));
    expect(answer.profile.coverUrl).toMatch(new RegExp(`^/organization-image/${neckarId}/cover-[0-9a-f]{8}-[0-9a-z]+\\.webp$`));
    expect(storedFiles()).toHaveLength(2);

    const endpoint = organizationImageEndpointFrom(container);
    const [logoName, coverName] = [answer.profile.logoUrl!, answer.profile.coverUrl!].map((u) => u.split('/').pop()!);
    const logo = await endpoint.handle(new Request('http://x/'), neckarId, logoName!);
    expect(logo.headers.get('content-type')).toBe('image/webp');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await logo.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 512, height: 256 });
    const cover = await sharp(
      Buffer.from(await (await endpoint.handle(new Request('http://x/'), neckarId, coverName!)).arrayBuffer()),
    ).metadata();
    expect(cover).toMatchObject({ format: 'webp', width: 2000, height: 1000 });
    expect(cover.exif).toBeUndefined();
    expect((await endpoint.handle(new Request('http://x/'), neckarId, 'logo-00000000-0.webp')).status).toBe(404);
    expect((await endpoint.handle(new Request('http://x/'), neckarId, '../../etc/passwd')).status).toBe(404);

    // The page under its old address shows the new name.
    const page = await board.showOrganizationPage.execute({ slug: 'neckar-software-gmbh' }, { site: 'suedwest', locale: 'de' });
    expect(page.kind === 'organization' && page.profile.name).toBe('Neckar Software Gruppe');
  });

  it('replacing and removing images deletes the old files only after the change is committed', async () => {
    const before = storedFiles();
    const answer = await board.saveOrganizationProfile.execute(
      { organizationId: neckarId, changes: changes(), logo: new Blob([await png(300, 300)]), cover: null },
      owner,
    );
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.profile.coverUrl).toBeNull();
    const after = storedFiles();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatch(/^logo-/);
    expect(before).not.toContain(after[0]);
    const row = (await db.pool.query('select logo_file_key, cover_file_key, cover_url from organizations where id = $1', [neckarId]))
      .rows[0];
    expect(row).toEqual({ logo_file_key: `organizations/${neckarId}/${after[0]}`, cover_file_key: null, cover_url: null });
  });

  it('refuses an SVG, a disguised file, a too-large upload, bad fields and strangers — nothing written', async () => {
    const snapshot = async () => (await db.pool.query('select * from organizations where id = $1', [neckarId])).rows[0];
    const rowBefore = await snapshot();
    const filesBefore = storedFiles();
    const svg = new Blob(['<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
      type: 'image/png',
    });
    const polyglot = new Blob(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), '<html><script>alert(1)</script></html>'],
      { type: 'image/png' },
    );
    const huge = new Blob([new Uint8Array([0xff, 0xd8, 0xff]), new Uint8Array(5 * 1024 * 1024)], { type: 'image/jpeg' });

    expect(
      await board.saveOrganizationProfile.execute(
        { organizationId: neckarId, changes: changes({ name: 'X' }), logo: svg, cover: huge },
        owner,
      ),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'name', code: 'TOO_SHORT' },
        { field: 'logo', code: 'IMAGE_SVG_NOT_ALLOWED' },
        { field: 'cover', code: 'IMAGE_TOO_LARGE' },
      ],
    });
    expect(
      await board.saveOrganizationProfile.execute(
        { organizationId: neckarId, changes: changes({ name: 'Neu GmbH' }), logo: polyglot },
        owner,
      ),
    ).toEqual({
      ok: false,
      errors: [{ field: 'logo', code: 'IMAGE_INVALID' }],
    });
    expect(
      await board.saveOrganizationProfile.execute(
        {
          organizationId: neckarId,
          changes: changes({
            socialProfiles: { linkedin: 'https://www.facebook.com/neckar' },
            website: 'javascript:alert(1)',
            location: { ...changes().location, zip: '<b>' },
            industryId: '999999',
          }),
        },
        owner,
      ),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'location.zip', code: 'INVALID_ZIP' },
        { field: 'website', code: 'INVALID_URL' },
        { field: 'socialProfiles.linkedin', code: 'WRONG_NETWORK' },
        { field: 'industryId', code: 'UNKNOWN_INDUSTRY' },
      ],
    });
    // Another organization's id in the mutation: refused before anything is looked at.
    for (const ctx of [stranger]) {
      expect(
        await board.saveOrganizationProfile.execute(
          { organizationId: neckarId, changes: changes({ name: 'Gekapert GmbH' }), logo: new Blob([await png(10, 10)]) },
          ctx,
        ),
      ).toEqual({
        ok: false,
        errors: [{ field: null, code: 'FORBIDDEN' }],
      });
    }
    expect(await board.saveOrganizationProfile.execute({ organizationId: '999999999', changes: changes() }, owner)).toEqual({
      ok: false,
      errors: [{ field: null, code: 'NOT_FOUND' }],
    });
    expect(await snapshot()).toEqual(rowBefore);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('the company e-mail and phone are saved, shown on the page, kept when absent, cleared when empty; bad ones refused', async () => {
    const shown = async () => {
      const page = await board.showOrganizationPage.execute({ slug: 'neckar-software-gmbh' }, owner);
      if (page.kind !== 'organization') throw new Error(page.kind);
      return { email: page.profile.companyEmail, phone: page.profile.companyPhone };
    };
    const save = (overrides: Partial<OrganizationProfileChanges>) =>
      board.saveOrganizationProfile.execute({ organizationId: neckarId, changes: changes(overrides) }, owner);

    expect((await save({ companyEmail: 'jobs@neckar-software.example', companyPhone: '+49 711 123456' })).ok).toBe(true);
    expect(await shown()).toEqual({ email: 'jobs@neckar-software.example', phone: '+49 711 123456' });
    // A client that does not send them (an older form) leaves them as they are.
    expect((await save({})).ok).toBe(true);
    expect(await shown()).toEqual({ email: 'jobs@neckar-software.example', phone: '+49 711 123456' });

    expect(await save({ companyEmail: 'jobs at neckar', companyPhone: '12-34' })).toEqual({
      ok: false,
      errors: [
        { field: 'companyEmail', code: 'INVALID_EMAIL' },
        { field: 'companyPhone', code: 'INVALID_PHONE' },
      ],
    });
    expect(await shown()).toEqual({ email: 'jobs@neckar-software.example', phone: '+49 711 123456' });

    expect((await save({ companyEmail: null, companyPhone: null })).ok).toBe(true);
    expect(await shown()).toEqual({ email: null, phone: null });
  });

  it('staff may edit any profile', async () => {
    const answer = await board.saveOrganizationProfile.execute(
      { organizationId: neckarId, changes: changes({ name: 'Neckar Software GmbH' }) },
      admin,
    );
    expect(answer.ok).toBe(true);
  });

  it('the writer keeps nothing of a failed update (one transaction) and reports unknown organizations', async () => {
    const writer = new PostgresOrganizationProfileWriter(db.pool);
    const before = await new PostgresOrganizationRepository(db.pool).findById(neckarId);
    const update = {
      ...changes({ name: 'Halb geschrieben' }),
      logo: { kind: 'keep' as const },
      cover: { kind: 'replace' as const, key: 'not a key', url: '/x' },
    };
    // The file key check of migration 0010 fails the statement: nothing of it stays.
    await expect(writer.update(neckarId, update, new Date())).rejects.toThrow();
    expect(await new PostgresOrganizationRepository(db.pool).findById(neckarId)).toEqual(before);
    expect(await writer.update('999999999', { ...update, cover: { kind: 'keep' } }, new Date())).toBeNull();
    expect(await writer.isIndustry('999999999')).toBe(false);
  });
});
