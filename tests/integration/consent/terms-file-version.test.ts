import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { DEMO_ACCOUNTS } from '../../../src/infrastructure/postgres/seed/demo-extras';
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
  const deploy = (): Board => {
    const container = buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true, sitesDir });
    containers.push(container);
    return boardFrom(container);
  };
  const as = (token: string): BoardContext => ({ site: 'suedwest', locale: 'de', token });
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

  it('an acceptance stored before versions were recorded counts only when given on or after the version’s first day', async () => {
    const board = deploy();
    await db.pool.query('update user_consents set terms_version = null, consented_at = $3 where user_id = $1 and info_id = $2', [
      user.userId,
      termsId,
      new Date('2021-05-31T23:59:00Z'),
    ]);
    expect(await board.checkLatestTerms.execute({ latestTermsFeature: true }, as(user.token))).toMatchObject({ kind: 'ask' });
    await db.pool.query('update user_consents set consented_at = $3 where user_id = $1 and info_id = $2', [
      user.userId,
      termsId,
      new Date('2021-06-01T00:00:00Z'),
    ]);
    expect(await board.checkLatestTerms.execute({ latestTermsFeature: true }, as(user.token))).toEqual({ kind: 'none' });
  });
});
