import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from '../../../src/infrastructure/auth/argon2-password-hasher';
import { OsloSecretTokens } from '../../../src/infrastructure/auth/oslo-secret-tokens';
import { buildContainer } from '../../../src/infrastructure/di/container';
import { JOBPAGE } from '../../../src/infrastructure/di/job-page.module';
import { privacyFrom, type Privacy } from '../../../src/infrastructure/di/privacy-data.module';
import type { Actor } from '../../../src/domain/identity/actor';
import { insertJob, insertOrganization, insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * "Download my data" and "delete my account" on PostgreSQL with the local file store: every section from
 * real rows, deletion in one transaction with its cascades, files gone after the commit, organizations
 * that may not go refused.
 */
describe('privacy on PostgreSQL', () => {
  let db: TestDatabase;
  let filesDir: string;
  let privacy: Privacy;
  let files: { write(key: string, bytes: Uint8Array): Promise<void> };
  const tokens = new OsloSecretTokens();
  const hasher = new Argon2PasswordHasher();
  const ctx = (userId: string) => ({
    site: 'default',
    locale: 'de' as const,
    actor: { kind: 'user', userId, roles: [] } as Actor,
    requestId: 'it',
  });
  const count = async (sql: string, params: unknown[]) =>
    (await db.pool.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n;

  /** A user with a password, a role, a session, a pending link, a linked provider and consents. */
  async function richUser(email: string): Promise<{ id: string; sessionToken: string }> {
    const id = await insertUser(db.pool, { email, roles: [['applicant', null]] });
    await db.pool.query('update users set password_hash = $2 where id = $1', [id, await hasher.hash('ein-langes-passwort')]);
    const sessionToken = tokens.newToken();
    await db.pool.query("insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')", [
      tokens.hash(sessionToken),
      id,
    ]);
    await db.pool.query(
      "insert into account_tokens (id, user_id, purpose, email, expires_at) values ($1, $2, 'verify_email', $3, now() + interval '1 day')",
      [tokens.hash(tokens.newToken()), id, email],
    );
    await db.pool.query("insert into oauth_accounts (provider, provider_account_id, user_id, email) values ('google', $1, $2, $3)", [
      `g-${id}`,
      id,
      email,
    ]);
    const info = (
      await db.pool.query<{ id: string }>(
        "insert into consent_infos (type, placement) values ('PRIVACY_POLICY', 'REGISTRATION') returning id",
      )
    ).rows[0]!.id;
    const revision = (
      await db.pool.query<{ id: string }>(
        `insert into consent_info_revisions (info_id, texts, effective_at) values ($1, '{"de": "<p>AGB</p>"}', now()) returning id`,
        [info],
      )
    ).rows[0]!.id;
    await db.pool.query(
      `insert into user_consents (info_id, revision_id, user_id, mail, site, terms_version, accepted_terms_versions)
       values ($1, $2, $3, $4, 'default', '2026-05-01', '{2025-01-01,2026-05-01}')`,
      [info, revision, id, email],
    );
    // A newsletter consent given as a guest with the same address is about the same person.
    await db.pool.query("insert into user_consents (info_id, revision_id, user_id, mail, site) values ($1, $2, null, $3, 'default')", [
      info,
      revision,
      email.toUpperCase(),
    ]);
    await db.pool.query(
      "insert into mail_outbox (recipient, subject, text_body, html_body, sent_at) values ($1, 'Willkommen', '', '', now())",
      [email],
    );
    return { id, sessionToken };
  }

  /** A gallery image, a brochure, a contact person's photo and a video cover, as rows and as stored files. */
  async function profileWithSectionFiles(org: string): Promise<string[]> {
    const gallery = `organizations/${org}/gallery-0a1b2c3d-team.webp`;
    const brochure = `organizations/${org}/brochure-0a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d.pdf`;
    const photo = `organizations/${org}/contact-anna-1.webp`;
    const cover = `organizations/${org}/video-cover-imagefilm-1.webp`;
    await db.pool.query(
      "insert into organization_gallery_images (organization_id, position, file_key, url, alt_text) values ($1, 0, $2, '/g.webp', 'Team')",
      [org, gallery],
    );
    await db.pool.query(
      `insert into organization_brochures (organization_id, position, title, file_name, size_bytes, file_key)
       values ($1, 0, 'Broschüre', 'broschuere.pdf', 4, $2)`,
      [org, brochure],
    );
    await db.pool.query(
      `insert into organization_contact_persons (organization_id, position, first_name, last_name, file_key, photo_url)
       values ($1, 0, 'Anna', 'Muster', $2, '/c.webp')`,
      [org, photo],
    );
    await db.pool.query(
      `insert into organization_videos (organization_id, position, source_url, cover_title, file_key, cover_url)
       values ($1, 0, 'https://video.example.test/1', 'Imagefilm', $2, '/v.webp')`,
      [org, cover],
    );
    const keys = [gallery, brochure, photo, cover];
    for (const key of keys) await files.write(key, new Uint8Array([1, 2, 3, 4]));
    return keys;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    filesDir = await mkdtemp(join(tmpdir(), 'privacy-files-'));
    const container = buildContainer({ site: 'default', databaseUrl: db.url, production: true, filesDir });
    privacy = privacyFrom(container);
    files = container.get(JOBPAGE.FileStore);
  });
  afterAll(async () => {
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('exports every section from the database, with no password hash, token or session id', async () => {
    const { id, sessionToken } = await richUser('export@example.test');
    const org = await insertOrganization(db.pool, { name: 'Export GmbH', ownerId: id });
    await db.pool.query('insert into organization_members (organization_id, user_id) values ($1, $2) on conflict do nothing', [org, id]);
    const result = await privacy.exportPersonalData.execute(undefined, ctx(id));
    if (!result.ok) throw new Error(result.code);
    const { sections } = result.value.document as { sections: Record<string, unknown> };
    expect(Object.keys(sections)).toEqual([
      'account',
      'organizationMemberships',
      'sessions',
      'linkedSignInProviders',
      'pendingAccountLinks',
      'consents',
      'mails',
      'applications',
      'bookmarks',
      'jobAlerts',
      'billing',
      'resume',
      'resumeContactRequests',
      'resumeAlerts',
      'newsletterSubscriptions',
      'teamInvitations',
    ]);
    expect(sections.account).toMatchObject({
      id,
      email: 'export@example.test',
      hasPassword: true,
      emailVerified: true,
      roles: [{ role: 'applicant', targetId: null }],
    });
    expect(sections.organizationMemberships).toEqual([
      expect.objectContaining({ organizationId: org, name: 'Export GmbH', owner: true, role: 'owner', ownershipOffered: false }),
    ]);
    expect(sections.sessions).toEqual([expect.objectContaining({ actingAdministrator: false })]);
    expect(sections.linkedSignInProviders).toEqual([expect.objectContaining({ provider: 'google', email: 'export@example.test' })]);
    expect(sections.pendingAccountLinks).toEqual([expect.objectContaining({ purpose: 'verify_email' })]);
    expect(sections.consents).toHaveLength(2);
    expect(sections.consents).toContainEqual(
      expect.objectContaining({ termsVersion: '2026-05-01', acceptedTermsVersions: ['2025-01-01', '2026-05-01'] }),
    );
    expect(sections.mails).toEqual([expect.objectContaining({ subject: 'Willkommen' })]);
    const text = JSON.stringify(result.value.document);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(tokens.hash(sessionToken));
    expect(text).not.toContain(sessionToken);
  });

  it('deletes the account with everything that references it, and the files after the commit', async () => {
    const { id, sessionToken } = await richUser('delete@example.test');
    // An organization of its own with only a draft file job: it goes, with the job's PDF.
    const org = await insertOrganization(db.pool, { name: 'Solo GmbH', ownerId: id });
    await db.pool.query('insert into organization_members (organization_id, user_id) values ($1, $2) on conflict do nothing', [org, id]);
    const job = await insertJob(db.pool, { organizationId: org, state: 'draft', type: 'job_per_template' });
    await db.pool.query("update jobs set type = 'job_per_file', file_key = $2, file_name = 'anzeige.pdf' where id = $1", [
      job,
      `jobs/${job}/anzeige.pdf`,
    ]);
    await db.pool.query("insert into path_aliases (path, target_type, target_id) values ('/solo', 'OrganizationProfile', $1)", [org]);
    await files.write(`jobs/${job}/anzeige.pdf`, new Uint8Array([37, 80, 68, 70]));
    const profileFiles = await profileWithSectionFiles(org);
    const other = await insertUser(db.pool, { email: 'bleibt@example.test' });

    const result = await privacy.deleteAccount.execute({ password: 'ein-langes-passwort', sessionToken }, ctx(id));
    expect(result).toEqual({ ok: true, value: { removedFiles: 1 + profileFiles.length, failedFiles: [] } });
    for (const [table, column] of [
      ['users', 'id'],
      ['user_roles', 'user_id'],
      ['sessions', 'user_id'],
      ['account_tokens', 'user_id'],
      ['oauth_accounts', 'user_id'],
      ['user_consents', 'user_id'],
      ['organization_members', 'user_id'],
    ] as const) {
      expect(await count(`${table} where ${column} = $1`, [id]), table).toBe(0);
    }
    expect(await count("user_consents where lower(mail) = 'delete@example.test'", [])).toBe(0);
    expect(await count('organizations where id = $1', [org])).toBe(0);
    expect(await count('jobs where id = $1', [job])).toBe(0);
    expect(await count("path_aliases where target_type = 'OrganizationProfile' and target_id = $1", [org])).toBe(0);
    expect(existsSync(join(filesDir, `jobs/${job}/anzeige.pdf`))).toBe(false);
    // The profile's files go with it: a contact person's photo is personal data of someone else.
    for (const key of profileFiles) expect(existsSync(join(filesDir, key)), key).toBe(false);
    for (const table of ['organization_gallery_images', 'organization_brochures', 'organization_contact_persons', 'organization_videos']) {
      expect(await count(`${table} where organization_id = $1`, [org]), table).toBe(0);
    }
    // Only the confirmation is queued to the address; nobody else lost anything.
    expect((await db.pool.query("select subject from mail_outbox where recipient = 'delete@example.test'")).rows).toEqual([
      { subject: 'Ihr Konto wurde gelöscht – Jobs Regional' },
    ]);
    expect(await count('users where id = $1', [other])).toBe(1);
  });

  it('refuses an owner whose organization has published jobs or other members; nothing changes', async () => {
    const { id, sessionToken } = await richUser('owner@example.test');
    const org = await insertOrganization(db.pool, { name: 'Belebt GmbH', ownerId: id });
    await insertJob(db.pool, { organizationId: org, state: 'published' });
    expect(await privacy.deleteAccount.execute({ password: 'ein-langes-passwort', sessionToken }, ctx(id))).toEqual({
      ok: false,
      code: 'OWNS_ORGANIZATION',
      message: 'Belebt GmbH',
    });
    expect(await count('users where id = $1', [id])).toBe(1);
    expect(await count('organizations where id = $1', [org])).toBe(1);

    const { id: second, sessionToken: token2 } = await richUser('owner2@example.test');
    const shared = await insertOrganization(db.pool, { name: 'Team GmbH', ownerId: second });
    const colleague = await insertUser(db.pool, { email: 'kollegin@example.test' });
    await db.pool.query('insert into organization_members (organization_id, user_id) values ($1, $2), ($1, $3) on conflict do nothing', [
      shared,
      second,
      colleague,
    ]);
    expect(await privacy.deleteAccount.execute({ password: 'ein-langes-passwort', sessionToken: token2 }, ctx(second))).toMatchObject({
      ok: false,
      code: 'OWNS_ORGANIZATION',
    });
  });

  it('a social-only account: refused with an old session, deleted with a fresh one', async () => {
    const id = await insertUser(db.pool, { email: 'nurgoogle@example.test', roles: [['applicant', null]] });
    await db.pool.query('update users set password_hash = null where id = $1', [id]);
    const old = tokens.newToken();
    await db.pool.query(
      "insert into sessions (id, user_id, expires_at, created_at) values ($1, $2, now() + interval '1 day', now() - interval '2 hours')",
      [tokens.hash(old), id],
    );
    expect(await privacy.deleteAccount.execute({ password: null, sessionToken: old }, ctx(id))).toEqual({
      ok: false,
      code: 'REAUTH_REQUIRED',
    });
    expect((await privacy.deletionRequirements.execute({ sessionToken: old }, ctx(id))).ok).toBe(true);
    const fresh = tokens.newToken();
    await db.pool.query("insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')", [
      tokens.hash(fresh),
      id,
    ]);
    expect(await privacy.deletionRequirements.execute({ sessionToken: fresh }, ctx(id))).toMatchObject({
      ok: true,
      value: { method: 'fresh-sign-in', freshUntil: expect.any(String) },
    });
    expect((await privacy.deleteAccount.execute({ password: null, sessionToken: fresh }, ctx(id))).ok).toBe(true);
    expect(await count('users where id = $1', [id])).toBe(0);
  });
});
