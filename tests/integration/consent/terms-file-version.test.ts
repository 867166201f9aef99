import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { DEMO_ACCOUNTS } from '../../../src/infrastructure/postgres/seed/demo-extras';
import { ctx } from '../../support/request-context';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const APPLICANT = DEMO_ACCOUNTS.find((a) => a.role === 'applicant')!.email;

/**
 * The terms dialog follows the terms page's files: board use cases → Apollo → /graphql → platform use
 * cases → the sites' files and PostgreSQL. A deployment with a newer terms file is a new container over
 * a sites folder that has one more file.
 */
describe('the terms dialog follows the version of the terms file', () => {
  let db: TestDatabase;
  let sitesDir: string;
  let termsFolder: string;
  let termsId: string;
  let user: { token: string; userId: string };
  const containers: Array<ReturnType<typeof buildContainer>> = [];
  const deploy = (site = 'suedwest'): Board => {
    const container = buildContainer({ site, databaseUrl: db.url, production: true, sitesDir });
    containers.push(container);
    return boardFrom(container);
  };
  const as = (token: string, site = 'suedwest'): BoardContext => ({ site, locale: 'de', token });
  const stored = async () =>
    (
      await db.pool.query<{ terms_version: string | null; site: string }>(
        'select terms_version, site from user_consents where user_id = $1 and info_id = $2',
        [user.userId, termsId],
      )
    ).rows;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    sitesDir = mkdtempSync(join(tmpdir(), 'terms-version-it-'));
    cpSync(join(process.cwd(), 'sites'), sitesDir, { recursive: true });
    termsFolder = join(sitesDir, 'suedwest', 'legal', 'terms');
    mkdirSync(termsFolder, { recursive: true });
    writeFileSync(join(termsFolder, '2020-01-01.de.html'), '<p>Erste Fassung</p>');
    user = await signIn(db.pool, APPLICANT);
    await db.pool.query('delete from user_consents where user_id = $1', [user.userId]);
    termsId = (
      await db.pool.query<{ id: string }>(`select id from consent_infos where type = 'PRIVACY_POLICY' and placement = 'REGISTRATION'`)
    ).rows[0]!.id;
  });
  afterAll(async () => {
    for (const c of containers) await c.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db.drop();
    rmSync(sitesDir, { recursive: true, force: true });
  });

  it('accepting records the terms version in force; a newer file asks again; accepting it records the newer one', async () => {
    const first = deploy();
    expect(await first.checkLatestTerms.execute({ latestTermsFeature: true }, as(user.token))).toMatchObject({
      kind: 'ask',
      infoId: termsId,
    });
    expect(await first.acceptLatestTerms.execute({ infoId: termsId }, as(user.token))).toEqual({ kind: 'saved' });
    expect(await stored()).toEqual([{ terms_version: '2020-01-01', site: 'suedwest' }]);
    expect(await first.checkLatestTerms.execute({ latestTermsFeature: true }, as(user.token))).toEqual({ kind: 'none' });

    // A file dated in the future changes nothing until its day.
    writeFileSync(join(termsFolder, '2999-01-01.de.html'), '<p>Künftige Fassung</p>');
    expect(await deploy().checkLatestTerms.execute({ latestTermsFeature: true }, as(user.token))).toEqual({ kind: 'none' });

    writeFileSync(join(termsFolder, '2021-06-01.de.html'), '<p>Zweite Fassung</p>');
    const second = deploy();
    expect(await second.checkLatestTerms.execute({ latestTermsFeature: true }, as(user.token))).toMatchObject({
      kind: 'ask',
      infoId: termsId,
    });
    expect(await second.acceptLatestTerms.execute({ infoId: termsId }, as(user.token))).toEqual({ kind: 'saved' });
    expect(await stored()).toEqual([{ terms_version: '2021-06-01', site: 'suedwest' }]);
    expect(await second.checkLatestTerms.execute({ latestTermsFeature: true }, as(user.token))).toEqual({ kind: 'none' });
  });

  it('each site asks only for its own terms version: accepting one site’s terms never undoes another’s', async () => {
    // suedwest has its own terms folder (2021-06-01 accepted above); default and mainfranken share
    // sites/_shared (2026-01-01), which this user has not accepted yet.
    const suedwest = deploy('suedwest');
    const shared = deploy('default');
    const ask = (board: Board, site: string) => board.checkLatestTerms.execute({ latestTermsFeature: true }, as(user.token, site));
    expect(await ask(suedwest, 'suedwest')).toEqual({ kind: 'none' });
    expect(await ask(shared, 'default')).toMatchObject({ kind: 'ask', infoId: termsId });

    expect(await shared.acceptLatestTerms.execute({ infoId: termsId }, as(user.token, 'default'))).toEqual({ kind: 'saved' });
    const { rows } = await db.pool.query<{ terms_version: string; accepted_terms_versions: string[] }>(
      'select terms_version, accepted_terms_versions from user_consents where user_id = $1 and info_id = $2',
      [user.userId, termsId],
    );
    expect(rows).toEqual([{ terms_version: '2026-01-01', accepted_terms_versions: ['2020-01-01', '2021-06-01', '2026-01-01'] }]);
    expect(await ask(shared, 'default')).toEqual({ kind: 'none' });
    // Back on suedwest: its version is still accepted (no asking back and forth between the sites).
    expect(await ask(suedwest, 'suedwest')).toEqual({ kind: 'none' });
    // Another site showing the same version does not ask either.
    expect(await ask(deploy('mainfranken'), 'mainfranken')).toEqual({ kind: 'none' });
  });

  it('versions are compared, not dates: an acceptance without a version asks again however recent it is', async () => {
    await db.pool.query(
      `update user_consents set terms_version = null, accepted_terms_versions = '{}', consented_at = now()
       where user_id = $1 and info_id = $2`,
      [user.userId, termsId],
    );
    expect(await deploy('default').checkLatestTerms.execute({ latestTermsFeature: true }, as(user.token, 'default'))).toMatchObject({
      kind: 'ask',
    });
  });

  it('registration records the version of the site’s terms with the ticked checkbox: the new account is not asked', async () => {
    const registered = deploy('suedwest');
    const email = `terms.${Date.now().toString(36)}@example.test`;
    const input = {
      kind: 'applicant' as const,
      email,
      password: 'a-long-password',
      firstName: 'Tara',
      lastName: 'Terms',
      acceptedTerms: true,
      origin: 'http://localhost:3001',
      ip: '203.0.113.22',
    };
    expect((await registered.accounts.register.execute(input, ctx({ site: 'suedwest' }))).ok).toBe(true);
    const { rows } = await db.pool.query<{ site: string; terms_version: string; accepted_terms_versions: string[] }>(
      `select c.site, c.terms_version, c.accepted_terms_versions from user_consents c join users u on u.id = c.user_id
       where lower(u.email) = $1 and c.info_id = $2`,
      [email, termsId],
    );
    expect(rows).toEqual([{ site: 'suedwest', terms_version: '2021-06-01', accepted_terms_versions: ['2021-06-01'] }]);
    await db.pool.query('update users set email_verified = true where lower(email) = $1', [email]);
    const fresh = await signIn(db.pool, email);
    expect(await registered.checkLatestTerms.execute({ latestTermsFeature: true }, as(fresh.token, 'suedwest'))).toEqual({
      kind: 'none',
    });
    // The shared terms of the other sites are another version: they ask once.
    expect(await deploy('default').checkLatestTerms.execute({ latestTermsFeature: true }, as(fresh.token, 'default'))).toMatchObject({
      kind: 'ask',
    });
  });
});
