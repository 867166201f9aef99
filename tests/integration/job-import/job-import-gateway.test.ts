import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { JobImportGateway } from '../../../src/application/board/job-import/job-import-gateway.port';
import { buildContainer } from '../../../src/infrastructure/di/container';
import { JOB_IMPORT } from '../../../src/infrastructure/di/job-import.module';
import { insertOrganization, insertTerm, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The board's importer gateway through the composition root: Apollo → /graphql in process → PostgreSQL. */
describe('job importers over GraphQL (ApolloJobImportGateway, the platform on PostgreSQL)', () => {
  let db: TestDatabase;
  let filesDir: string;
  let gateway: JobImportGateway;
  let admin: BoardContext;
  let owner: BoardContext;
  let stranger: BoardContext;
  let organizationId: string;
  let fullTime: string;
  const guest: BoardContext = { site: 'default', locale: 'de' };

  beforeAll(async () => {
    db = await createTestDatabase();
    await insertUser(db.pool, { email: 'admin@example.test', roles: [['administrator', null]] });
    const ownerId = await insertUser(db.pool, { email: 'owner@example.test', roles: [['recruiter', null]] });
    await insertUser(db.pool, { email: 'other@example.test', roles: [['recruiter', null]] });
    organizationId = await insertOrganization(db.pool, { ownerId, name: 'Feed GmbH' });
    fullTime = await insertTerm(db.pool, 'employmentType', { de: 'Vollzeit', 'en-GB': 'Full-time' });
    admin = { ...guest, token: (await signIn(db.pool, 'admin@example.test')).token };
    owner = { ...guest, token: (await signIn(db.pool, 'owner@example.test')).token };
    stranger = { ...guest, token: (await signIn(db.pool, 'other@example.test')).token };
    filesDir = await mkdtemp(join(tmpdir(), 'job-import-gateway-'));
    gateway = buildContainer({ site: 'default', databaseUrl: db.url, production: true, filesDir }).get(JOB_IMPORT.Gateway);
  });
  afterAll(async () => {
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('staff set up an importer with a mapping; its owner sees it and its log but may not change it; strangers see nothing', async () => {
    const options = await gateway.options(admin);
    expect(options.organizations).toContainEqual({ id: organizationId, name: 'Feed GmbH' });
    expect(options.terms).toContainEqual({ id: fullTime, vocabulary: 'employmentType', label: 'Vollzeit' });

    const input = {
      name: 'ATS',
      organizationId,
      sourceUrl: 'https://ats.example/feed.xml',
      format: 'indeed_xml' as const,
      intervalHours: 12,
      followReview: true,
      enabled: false,
      mapping: [{ vocabulary: 'employmentType' as const, rules: [{ source: 'fulltime', termId: fullTime }], defaultTermIds: [] }],
    };
    const invalid = await gateway.save(null, { ...input, intervalHours: 500, sourceUrl: 'ftp://x' }, admin);
    expect(invalid.errors).toEqual(['INVALID']);
    expect(invalid.problems.map((p) => p.field).sort()).toEqual(['intervalHours', 'sourceUrl']);

    const saved = await gateway.save(null, input, admin);
    expect(saved.errors).toEqual([]);
    const id = saved.id!;

    const seen = await gateway.detail(id, owner);
    expect(seen).toMatchObject({ mayManage: false, errors: [], runs: [] });
    expect(seen.importer).toMatchObject({
      name: 'ATS',
      organizationName: 'Feed GmbH',
      intervalHours: 12,
      followReview: true,
      enabled: false,
    });
    expect(seen.importer?.mapping.find((m) => m.vocabulary === 'employmentType')?.rules).toEqual([
      { source: 'fulltime', termId: fullTime },
    ]);
    expect((await gateway.list(owner)).importers.map((i) => i.id)).toEqual([id]);
    expect(await gateway.run(id, owner)).toMatchObject({ errors: ['FORBIDDEN'] });

    expect((await gateway.list(stranger)).importers).toEqual([]);
    expect((await gateway.detail(id, stranger)).errors).toEqual(['NOT_FOUND']);
    expect((await gateway.list(guest)).errors).toEqual(['UNAUTHENTICATED']);

    expect((await gateway.run(id, admin)).errors).toEqual([]);
    expect((await gateway.delete(id, admin)).errors).toEqual([]);
    expect((await gateway.detail(id, admin)).errors).toEqual(['NOT_FOUND']);
  });
});
