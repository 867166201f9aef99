import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddFaqEntry } from '../../../src/application/platform/organization-sections/add-faq-entry.use-case';
import type { Actor } from '../../../src/domain/identity/actor';
import type { Role } from '../../../src/domain/identity/roles';
import { Argon2PasswordHasher } from '../../../src/infrastructure/auth/argon2-password-hasher';
import { OsloSecretTokens } from '../../../src/infrastructure/auth/oslo-secret-tokens';
import { buildContainer } from '../../../src/infrastructure/di/container';
import { TEAM, type TeamApiDeps } from '../../../src/infrastructure/di/organization-team.module';
import { privacyFrom, type Privacy } from '../../../src/infrastructure/di/privacy-data.module';
import { PostgresProfileSectionStore } from '../../../src/infrastructure/postgres/organization-sections/postgres-profile-section-store';
import { insertJob, insertOrganization, insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * Recruiter teams on PostgreSQL through the platform's use cases as the API runs them: invitations by
 * mail (hashed token, outbox in the same transaction), taking one up (new or signed-in account), roles,
 * removal, ownership offers, what members may do for the organization, and the deletion and export rules.
 */
describe('organization teams on PostgreSQL', () => {
  let db: TestDatabase;
  let filesDir: string;
  let team: TeamApiDeps;
  let privacy: Privacy;
  const tokens = new OsloSecretTokens();
  const hasher = new Argon2PasswordHasher();
  const ORIGIN = 'https://www.jobs-regional.de';
  const ctxOf = (actor: Actor) => ({ site: 'default', locale: 'de' as const, actor, requestId: 'it' });
  const as = (userId: string, roles: readonly Role[] = []) => ctxOf({ kind: 'user', userId, roles });
  const guest = ctxOf({ kind: 'anonymous' });
  const count = async (sql: string, params: unknown[] = []) =>
    (await db.pool.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n;
  const roleOf = async (organizationId: string, userId: string) =>
    (
      await db.pool.query<{ role: string }>('select role from organization_members where organization_id = $1 and user_id = $2', [
        organizationId,
        userId,
      ])
    ).rows[0]?.role ?? null;
  /** The token of the newest invitation mail to `to`, read from the outbox as the invitee reads the mail. */
  const tokenMailedTo = async (to: string) => {
    const { rows } = await db.pool.query<{ text_body: string; subject: string }>(
      'select text_body, subject from mail_outbox where recipient = $1 order by id desc limit 1',
      [to],
    );
    const match = /team-invitation\?token=([a-z0-9]+)/.exec(rows[0]?.text_body ?? '');
    if (!match) throw new Error(`no invitation mail to ${to}`);
    return { token: match[1]!, subject: rows[0]!.subject, text: rows[0]!.text_body };
  };

  async function organizationWithOwner(name: string) {
    const owner = await insertUser(db.pool, { email: `inhaber.${name.toLowerCase()}@example.test`, firstName: 'Ines' });
    const org = await insertOrganization(db.pool, { name: `${name} GmbH`, ownerId: owner });
    await db.pool.query("insert into user_roles (user_id, role, target_id) values ($1, 'recruiter', $2)", [owner, org]);
    await db.pool.query('update users set password_hash = $2 where id = $1', [owner, await hasher.hash('ein-langes-passwort')]);
    return { owner, org };
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    filesDir = await mkdtemp(join(tmpdir(), 'team-files-'));
    const container = buildContainer({ site: 'default', databaseUrl: db.url, production: true, filesDir });
    team = container.get(TEAM.ApiDeps);
    privacy = privacyFrom(container);
  });
  afterAll(async () => {
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('makes whoever an organization names as owner an owner of its team', async () => {
    const { owner, org } = await organizationWithOwner('Zeiger');
    expect(await roleOf(org, owner)).toBe('owner');
  });

  it('invites by mail with a single-use token stored only as its hash; only owners invite, and bad invitations write nothing', async () => {
    const { owner, org } = await organizationWithOwner('Neckar');
    const editor = await insertUser(db.pool, { email: 'bearbeiter.neckar@example.test' });
    await db.pool.query("insert into organization_members (organization_id, user_id, role) values ($1, $2, 'editor')", [org, editor]);
    const stranger = await insertUser(db.pool, { email: 'fremd.neckar@example.test' });
    const invite = (email: string, ctx = as(owner)) =>
      team.inviteTeamMember.execute({ organizationId: org, email, role: 'editor', origin: ORIGIN }, ctx);

    expect(await invite('Neu.Neckar@Example.test ')).toEqual({ ok: true, value: { email: 'neu.neckar@example.test' } });
    const mail = await tokenMailedTo('neu.neckar@example.test');
    expect(mail.subject).toBe('Einladung ins Team von Neckar GmbH – Jobs Regional');
    expect(mail.text).toContain('Ines lädt Sie als Bearbeiter');
    expect(await count('organization_invitations where token_hash = $1 and organization_id = $2', [tokens.hash(mail.token), org])).toBe(1);
    expect(await count('organization_invitations where token_hash = $1', [mail.token])).toBe(0);

    const before = await count('organization_invitations');
    const mails = await count('mail_outbox');
    expect(await invite('neu.neckar@example.test')).toEqual({ ok: false, code: 'ALREADY_INVITED' });
    expect(await invite('bearbeiter.neckar@example.test')).toEqual({ ok: false, code: 'ALREADY_MEMBER' });
    expect(await invite('kein-adresse')).toEqual({ ok: false, code: 'INVALID_EMAIL' });
    expect(await invite('x@example.test', as(editor))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await invite('x@example.test', as(stranger))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await invite('x@example.test', as('9', [{ id: 'administrator', targetId: null }]))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await invite('x@example.test', guest)).toEqual({ ok: false, code: 'UNAUTHENTICATED' });
    expect(
      await team.inviteTeamMember.execute({ organizationId: org, email: 'y@example.test', role: 'admin', origin: ORIGIN }, as(owner)),
    ).toEqual({ ok: false, code: 'INVALID_ROLE' });
    expect(await count('organization_invitations')).toBe(before);
    expect(await count('mail_outbox')).toBe(mails);

    // An open invitation is listed for owners only; withdrawn, its link stops working.
    const view = await team.getTeam.execute({ organizationId: org }, as(owner));
    if (!view.ok) throw new Error(view.code);
    expect(view.value.invitations.map((i) => i.email)).toEqual(['neu.neckar@example.test']);
    expect(view.value.members.map((m) => [m.email, m.role])).toEqual([
      ['inhaber.neckar@example.test', 'owner'],
      ['bearbeiter.neckar@example.test', 'editor'],
    ]);
    expect(await team.getTeam.execute({ organizationId: org }, as(editor))).toMatchObject({ ok: true, value: { invitations: [] } });
    expect(await team.getTeam.execute({ organizationId: org }, as(stranger))).toEqual({ ok: false, code: 'FORBIDDEN' });
    const other = await organizationWithOwner('Fremd');
    expect(
      await team.withdrawTeamInvitation.execute(
        { organizationId: other.org, invitationId: view.value.invitations[0]!.id },
        as(other.owner),
      ),
    ).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(
      await team.withdrawTeamInvitation.execute({ organizationId: org, invitationId: view.value.invitations[0]!.id }, as(owner)),
    ).toEqual({
      ok: true,
      value: true,
    });
    expect(await team.showTeamInvitation.execute({ token: mail.token }, guest)).toEqual({ ok: false, code: 'NOT_FOUND' });
  });

  it('a visitor accepts with a new account (verified, in the team); the token works once and for that address only', async () => {
    const { owner, org } = await organizationWithOwner('Rhein');
    await team.inviteTeamMember.execute(
      { organizationId: org, email: 'neu.rhein@example.test', role: 'editor', origin: ORIGIN },
      as(owner),
    );
    const { token } = await tokenMailedTo('neu.rhein@example.test');
    expect(await team.showTeamInvitation.execute({ token }, guest)).toMatchObject({
      ok: true,
      value: { organizationName: 'Rhein GmbH', email: 'neu.rhein@example.test', role: 'editor', status: 'OPEN', accountExists: false },
    });

    // Missing fields: refused, nothing written.
    expect(await team.acceptTeamInvitation.execute({ token, firstName: 'Nora', lastName: '', password: 'kurz' }, guest)).toEqual({
      ok: false,
      code: 'INVALID_INPUT',
      fields: ['lastName', 'password', 'acceptedTerms'],
    });
    expect(await count("users where email = 'neu.rhein@example.test'")).toBe(0);

    const accepted = await team.acceptTeamInvitation.execute(
      { token, firstName: 'Nora', lastName: 'Neu', password: 'ein-langes-passwort', acceptedTerms: true },
      guest,
    );
    expect(accepted).toEqual({ ok: true, value: { organizationId: org, accountCreated: true, email: 'neu.rhein@example.test' } });
    const { rows } = await db.pool.query<{ id: string; email_verified: boolean }>(
      "select id::text, email_verified from users where email = 'neu.rhein@example.test'",
    );
    const newcomer = rows[0]!;
    expect(newcomer.email_verified).toBe(true);
    expect(await roleOf(org, newcomer.id)).toBe('editor');
    expect(await count("user_roles where user_id = $1 and role = 'recruiter' and target_id = $2", [newcomer.id, org])).toBe(1);

    // Used twice, or by another account: a clear refusal, nothing written.
    const members = await count('organization_members where organization_id = $1', [org]);
    const users = await count('users');
    expect(
      await team.acceptTeamInvitation.execute(
        { token, firstName: 'B', lastName: 'B', password: 'ein-langes-passwort', acceptedTerms: true },
        guest,
      ),
    ).toEqual({ ok: false, code: 'INVITATION_USED' });
    expect(await team.acceptTeamInvitation.execute({ token }, as(newcomer.id))).toEqual({ ok: false, code: 'INVITATION_USED' });
    expect(await count('organization_members where organization_id = $1', [org])).toBe(members);
    expect(await count('users')).toBe(users);

    await team.inviteTeamMember.execute(
      { organizationId: org, email: 'zweite.rhein@example.test', role: 'editor', origin: ORIGIN },
      as(owner),
    );
    const second = await tokenMailedTo('zweite.rhein@example.test');
    expect(await team.acceptTeamInvitation.execute({ token: second.token }, as(newcomer.id))).toEqual({
      ok: false,
      code: 'INVITATION_FOR_ANOTHER_ACCOUNT',
    });
    expect(await team.showTeamInvitation.execute({ token: second.token }, as(newcomer.id))).toMatchObject({
      ok: true,
      value: { status: 'INVITATION_FOR_ANOTHER_ACCOUNT' },
    });
    await db.pool.query(
      "update organization_invitations set expires_at = now() - interval '1 second' where email = 'zweite.rhein@example.test'",
    );
    expect(
      await team.acceptTeamInvitation.execute(
        { token: second.token, firstName: 'Z', lastName: 'Z', password: 'ein-langes-passwort', acceptedTerms: true },
        guest,
      ),
    ).toEqual({ ok: false, code: 'INVITATION_EXPIRED' });
    expect(await count('organization_members where organization_id = $1', [org])).toBe(members);
    expect(await team.acceptTeamInvitation.execute({ token: 'a'.repeat(52) }, guest)).toEqual({ ok: false, code: 'NOT_FOUND' });
  });

  it('a signed-in account with the invited address joins; a visitor whose address has an account is sent to sign in', async () => {
    const { owner, org } = await organizationWithOwner('Main');
    const applicant = await insertUser(db.pool, { email: 'bewerberin.main@example.test', roles: [['applicant', null]] });
    await team.inviteTeamMember.execute(
      { organizationId: org, email: 'bewerberin.main@example.test', role: 'owner', origin: ORIGIN },
      as(owner),
    );
    const { token } = await tokenMailedTo('bewerberin.main@example.test');
    expect(await team.showTeamInvitation.execute({ token }, guest)).toMatchObject({ ok: true, value: { accountExists: true } });
    expect(
      await team.acceptTeamInvitation.execute(
        { token, firstName: 'A', lastName: 'B', password: 'ein-langes-passwort', acceptedTerms: true },
        guest,
      ),
    ).toEqual({ ok: false, code: 'SIGN_IN_FIRST' });
    expect(await team.acceptTeamInvitation.execute({ token }, as(applicant))).toEqual({
      ok: true,
      value: { organizationId: org, accountCreated: false, email: 'bewerberin.main@example.test' },
    });
    // Invited as owner and accepted: consent given, an owner now.
    expect(await roleOf(org, applicant)).toBe('owner');
  });

  it('lets editors edit the profile and see unpublished jobs, but not run the team; strangers nothing', async () => {
    const { owner, org } = await organizationWithOwner('Donau');
    const editor = await insertUser(db.pool, { email: 'bearbeiter.donau@example.test', roles: [['recruiter', org]] });
    await db.pool.query("insert into organization_members (organization_id, user_id, role) values ($1, $2, 'editor')", [org, editor]);
    const stranger = await insertUser(db.pool, { email: 'fremd.donau@example.test', roles: [['recruiter', null]] });
    const addFaq = new AddFaqEntry(new PostgresProfileSectionStore(db.pool));
    const draft = { question: 'Wie bewerbe ich mich?', answer: 'Online.' };
    expect((await addFaq.execute({ organizationId: org, draft }, as(editor))).ok).toBe(true);
    expect(await addFaq.execute({ organizationId: org, draft }, as(stranger))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await team.changeTeamMember.execute({ organizationId: org, userId: owner, change: 'REMOVE' }, as(editor))).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(await team.offerOwnership.execute({ organizationId: org, userId: editor }, as(editor))).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(await roleOf(org, owner)).toBe('owner');
  });

  it('keeps an owner: the last owner neither steps down nor goes; ownership passes only when the member accepts', async () => {
    const { owner, org } = await organizationWithOwner('Isar');
    const editor = await insertUser(db.pool, { email: 'bearbeiter.isar@example.test' });
    await db.pool.query("insert into organization_members (organization_id, user_id, role) values ($1, $2, 'editor')", [org, editor]);
    const change = (userId: string, to: 'OWNER' | 'EDITOR' | 'REMOVE', by = owner) =>
      team.changeTeamMember.execute({ organizationId: org, userId, change: to }, as(by));

    expect(await change(owner, 'EDITOR')).toEqual({ ok: false, code: 'LAST_OWNER' });
    expect(await change(owner, 'REMOVE')).toEqual({ ok: false, code: 'LAST_OWNER' });
    expect(await change(editor, 'OWNER')).toEqual({ ok: false, code: 'OWNERSHIP_NEEDS_CONSENT' });
    expect(await change('123456', 'REMOVE')).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    expect(await team.answerOwnershipOffer.execute({ organizationId: org, accept: true }, as(editor))).toEqual({
      ok: false,
      code: 'NO_OFFER',
    });
    expect(await team.offerOwnership.execute({ organizationId: org, userId: owner }, as(owner))).toEqual({
      ok: false,
      code: 'ALREADY_OWNER',
    });
    expect(await roleOf(org, editor)).toBe('editor');

    expect(await team.offerOwnership.execute({ organizationId: org, userId: editor }, as(owner))).toEqual({ ok: true, value: true });
    const offered = await team.getTeam.execute({ organizationId: org }, as(editor));
    expect(offered.ok && offered.value.members.find((m) => m.userId === editor)?.ownershipOffered).toBe(true);
    expect(await roleOf(org, editor)).toBe('editor');
    expect(await team.answerOwnershipOffer.execute({ organizationId: org, accept: true }, as(editor))).toEqual({ ok: true, value: true });
    expect(await roleOf(org, editor)).toBe('owner');

    // Now the first owner may step down and leave; the organization's owner pointer follows the team.
    expect(await change(owner, 'EDITOR')).toEqual({ ok: true, value: true });
    expect((await db.pool.query('select owner_id::text from organizations where id = $1', [org])).rows[0].owner_id).toBe(editor);
    expect(await change(owner, 'REMOVE', owner)).toEqual({ ok: true, value: true });
    expect(await roleOf(org, owner)).toBeNull();
  });

  it('two owners stepping down at once leave one owner', async () => {
    const { owner, org } = await organizationWithOwner('Elbe');
    const second = await insertUser(db.pool, { email: 'zweite.elbe@example.test' });
    await db.pool.query("insert into organization_members (organization_id, user_id, role) values ($1, $2, 'owner')", [org, second]);
    const results = await Promise.all([
      team.changeTeamMember.execute({ organizationId: org, userId: owner, change: 'EDITOR' }, as(owner)),
      team.changeTeamMember.execute({ organizationId: org, userId: second, change: 'EDITOR' }, as(second)),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.code)).toEqual([expect.stringMatching(/LAST_OWNER|FORBIDDEN/)]);
    expect(await count("organization_members where organization_id = $1 and role = 'owner'", [org])).toBe(1);
  });

  it('account deletion: the last owner of a team is refused; a co-owner goes and the organization stays; the export lists roles and invitations', async () => {
    const { owner, org } = await organizationWithOwner('Mosel');
    const editor = await insertUser(db.pool, { email: 'bearbeiter.mosel@example.test' });
    await db.pool.query("insert into organization_members (organization_id, user_id, role) values ($1, $2, 'editor')", [org, editor]);
    await insertJob(db.pool, { organizationId: org, state: 'published' });
    const session = async (userId: string) => {
      const token = tokens.newToken();
      await db.pool.query("insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')", [
        tokens.hash(token),
        userId,
      ]);
      return token;
    };
    expect(await privacy.deleteAccount.execute({ password: 'ein-langes-passwort', sessionToken: await session(owner) }, as(owner))).toEqual(
      {
        ok: false,
        code: 'OWNS_ORGANIZATION',
        message: 'Mosel GmbH',
      },
    );
    await team.inviteTeamMember.execute(
      { organizationId: org, email: 'gast.mosel@example.test', role: 'editor', origin: ORIGIN },
      as(owner),
    );
    await team.offerOwnership.execute({ organizationId: org, userId: editor }, as(owner));

    const exported = await privacy.exportPersonalData.execute(undefined, as(editor));
    if (!exported.ok) throw new Error(exported.code);
    const sections = (exported.value.document as { sections: Record<string, unknown> }).sections;
    expect(sections.organizationMemberships).toEqual([
      expect.objectContaining({ organizationId: org, name: 'Mosel GmbH', role: 'editor', owner: false, ownershipOffered: true }),
    ]);
    const ownerExport = await privacy.exportPersonalData.execute(undefined, as(owner));
    if (!ownerExport.ok) throw new Error(ownerExport.code);
    const invitations = (ownerExport.value.document as unknown as { sections: { teamInvitations: { sent: unknown[] } } }).sections
      .teamInvitations;
    expect(invitations.sent).toEqual([
      expect.objectContaining({ organization: 'Mosel GmbH', email: 'gast.mosel@example.test', role: 'editor' }),
    ]);
    expect(JSON.stringify(ownerExport.value.document)).not.toMatch(/token/i);

    await team.answerOwnershipOffer.execute({ organizationId: org, accept: true }, as(editor));
    expect(
      (await privacy.deleteAccount.execute({ password: 'ein-langes-passwort', sessionToken: await session(owner) }, as(owner))).ok,
    ).toBe(true);
    expect(await count('organizations where id = $1', [org])).toBe(1);
    expect(await roleOf(org, editor)).toBe('owner');
    expect((await db.pool.query('select owner_id::text from organizations where id = $1', [org])).rows[0].owner_id).toBe(editor);
  });
});
