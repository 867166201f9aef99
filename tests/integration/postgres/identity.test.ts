import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../../../src/domain/identity/actor';
import { PostgresSessionTokenVerifier } from '../../../src/infrastructure/postgres/postgres-session-token-verifier';
import { PostgresUserRepository } from '../../../src/infrastructure/postgres/postgres-user-repository';
import { PostgresOrganizationOwnerLookup } from '../../../src/infrastructure/postgres/postgres-organization-owner-lookup';
import { hashSessionToken, newSessionToken } from '../../../src/infrastructure/postgres/session-token';
import { insertJob, insertOrganization, insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('PostgreSQL identity adapters', () => {
  let db: TestDatabase;
  let recruiter: string;
  let applicant: string;
  let admin: string;
  let orgId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    recruiter = await insertUser(db.pool, { email: 'jonas@example.test', firstName: 'Jonas', lastName: 'Keller' });
    orgId = await insertOrganization(db.pool, { name: 'Keller Logistik GmbH', ownerId: recruiter });
    await db.pool.query("insert into user_roles (user_id, role, target_id) values ($1, 'recruiter', $2)", [recruiter, orgId]);
    await db.pool.query('insert into organization_members (organization_id, user_id) values ($1, $2) on conflict do nothing', [
      orgId,
      recruiter,
    ]);
    applicant = await insertUser(db.pool, {
      email: 'anna@example.test',
      firstName: 'Anna',
      lastName: 'Becker',
      roles: [['applicant', null]],
    });
    admin = await insertUser(db.pool, { email: 'admin@example.test', roles: [['administrator', null]] });
  });
  afterAll(() => db.drop());

  describe('PostgresUserRepository', () => {
    const users = () => new PostgresUserRepository(db.pool);

    it('maps a recruiter with scoped role and organization', async () => {
      expect(await users().findById(recruiter)).toEqual({
        id: recruiter,
        name: 'jonas@example.test',
        email: 'jonas@example.test',
        displayName: 'Jonas Keller',
        firstName: 'Jonas',
        lastName: 'Keller',
        roles: [{ id: 'recruiter', targetId: orgId }],
        emailVerified: true,
        organization: { id: orgId, name: 'Keller Logistik GmbH', ownerId: recruiter },
        isUserApprovedAndVerified: true,
        isEligibleForJobApply: false,
        activeOrganization: { id: orgId },
      });
    });

    it('makes verified applicants eligible to apply, unverified ones not', async () => {
      const u = await users().findById(applicant);
      expect(u).toMatchObject({
        roles: [{ id: 'applicant', targetId: null }],
        organization: null,
        activeOrganization: null,
        isEligibleForJobApply: true,
      });
      const unverified = await insertUser(db.pool, { emailVerified: false, roles: [['applicant', null]] });
      expect(await users().findById(unverified)).toMatchObject({ isEligibleForJobApply: false, isUserApprovedAndVerified: false });
      const unapproved = await insertUser(db.pool, { approved: false });
      expect((await users().findById(unapproved))?.isUserApprovedAndVerified).toBe(false);
    });

    it('finds members who do not own the organization', async () => {
      const member = await insertUser(db.pool, { roles: [['recruiter', orgId]] });
      await db.pool.query('insert into organization_members (organization_id, user_id) values ($1, $2) on conflict do nothing', [
        orgId,
        member,
      ]);
      expect((await users().findById(member))?.organization).toEqual({ id: orgId, name: 'Keller Logistik GmbH', ownerId: recruiter });
    });

    it('answers null for unknown or malformed ids', async () => {
      expect(await users().findById('987654321')).toBeNull();
      expect(await users().findById('abc')).toBeNull();
    });
  });

  describe('PostgresOrganizationOwnerLookup', () => {
    it('returns the team with its roles (the owner as owner), or nobody', async () => {
      const lookup = new PostgresOrganizationOwnerLookup(db.pool);
      expect((await lookup.teamOf(orgId)).team).toContainEqual({ userId: recruiter, role: 'owner' });
      expect(await lookup.teamOf(await insertOrganization(db.pool))).toEqual({ team: [], sites: [] });
      expect(await lookup.teamOf('123456789')).toEqual({ team: [], sites: [] });
    });

    it('returns the sites the organization is on: its jobs’ and those featuring it, each once, sorted', async () => {
      const lookup = new PostgresOrganizationOwnerLookup(db.pool);
      const organization = await insertOrganization(db.pool);
      await insertJob(db.pool, { organizationId: organization, sites: ['suedwest', 'default'] });
      await insertJob(db.pool, { organizationId: organization, sites: ['default'] });
      await db.pool.query(`insert into featured_organizations (site, organization_id, position) values ('karriere', $1, 1)`, [
        organization,
      ]);
      expect((await lookup.teamOf(organization)).sites).toEqual(['default', 'karriere', 'suedwest']);
    });
  });

  describe('PostgresSessionTokenVerifier', () => {
    const NOW = new Date('2026-11-20T12:00:00Z');
    const verifier = () => new PostgresSessionTokenVerifier(db.pool, () => NOW);
    const session = async (userId: string, expiresAt: Date, masqueradedBy: string | null = null) => {
      const token = newSessionToken();
      await db.pool.query('insert into sessions (id, user_id, expires_at, masqueraded_by) values ($1, $2, $3, $4)', [
        hashSessionToken(token),
        userId,
        expiresAt,
        masqueradedBy,
      ]);
      return token;
    };

    it('issues tokens of at least 128 random bits and stores only their hash', async () => {
      const token = newSessionToken();
      expect(token).toMatch(/^[a-z2-7]{52}$/); // base32: 52 × 5 = 260 bits of text for 256 random bits
      expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
      expect(newSessionToken()).not.toBe(token);
    });

    it('accepts a fresh token as the user with roles', async () => {
      const token = await session(applicant, new Date(NOW.getTime() + 3_600_000));
      expect(await verifier().verify(token)).toEqual({ kind: 'user', userId: applicant, roles: [{ id: 'applicant', targetId: null }] });
    });

    it('flags masqueraded sessions', async () => {
      const token = await session(applicant, new Date(NOW.getTime() + 3_600_000), admin);
      expect(await verifier().verify(token)).toMatchObject({ kind: 'user', userId: applicant, masqueradedBy: admin });
    });

    it('refuses expired, unknown and absurd tokens', async () => {
      const expired = await session(applicant, new Date(NOW.getTime() - 15_001));
      expect(await verifier().verify(expired)).toEqual(ANONYMOUS);
      // Within the 15 s clock tolerance a just-expired session still counts.
      const justExpired = await session(applicant, new Date(NOW.getTime() - 10_000));
      expect((await verifier().verify(justExpired)).kind).toBe('user');
      expect(await verifier().verify(newSessionToken())).toEqual(ANONYMOUS);
      expect(await verifier().verify('')).toEqual(ANONYMOUS);
      expect(await verifier().verify('x'.repeat(10_000))).toEqual(ANONYMOUS);
    });

    it('does not accept the stored hash as a token', async () => {
      const token = await session(applicant, new Date(NOW.getTime() + 3_600_000));
      expect(await verifier().verify(hashSessionToken(token))).toEqual(ANONYMOUS);
    });
  });
});
