import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresAppConfigRepository } from '../../../src/infrastructure/postgres/postgres-app-config-repository';
import { PostgresPathAliasRepository } from '../../../src/infrastructure/postgres/postgres-path-alias-repository';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('PostgresPathAliasRepository', () => {
  let db: TestDatabase;
  const aliases = () => new PostgresPathAliasRepository(db.pool);
  const alias = (
    site: string | null,
    language: string,
    path: string,
    target: [string, string] | null,
    redirect: [string, number] | null = null,
  ) =>
    db.pool.query(
      'insert into path_aliases (site, language, path, target_type, target_id, redirect_to, redirect_code) values ($1, $2, $3, $4, $5, $6, $7)',
      [site, language, path, target?.[0] ?? null, target?.[1] ?? null, redirect?.[0] ?? null, redirect?.[1] ?? null],
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    await alias(null, 'de', '/job/entwickler-42', ['Job', '42']);
    await alias('suedwest', 'de', '/job/entwickler-42', ['Job', '43']);
    await alias(null, 'en-GB', '/job/developer-42', ['Job', '42']);
    await alias(null, 'de', '/organization/neckar-software', ['OrganizationProfile', '7']);
    await alias(null, 'de', '/stellenangebot/42', null, ['/job/entwickler-42', 301]);
    await alias('karriere', 'de', '/aktion', null, ['/jobs', 302]);
  });
  afterAll(() => db.drop());

  it('resolves an all-sites alias', async () => {
    expect(await aliases().resolve('default', 'de', '/job/entwickler-42')).toEqual({ kind: 'content', type: 'Job', id: '42' });
    expect(await aliases().resolve('default', 'de', '/organization/neckar-software')).toEqual({
      kind: 'content',
      type: 'OrganizationProfile',
      id: '7',
    });
  });

  it('prefers the site’s own alias over the all-sites one', async () => {
    expect(await aliases().resolve('suedwest', 'de', '/job/entwickler-42')).toEqual({ kind: 'content', type: 'Job', id: '43' });
  });

  it('uses the requested language and falls back to German', async () => {
    expect(await aliases().resolve('default', 'en-GB', '/job/developer-42')).toEqual({ kind: 'content', type: 'Job', id: '42' });
    expect(await aliases().resolve('default', 'fr', '/job/entwickler-42')).toEqual({ kind: 'content', type: 'Job', id: '42' });
    expect(await aliases().resolve('default', 'de', '/job/developer-42')).toBeNull();
  });

  it('returns stored redirects with their code', async () => {
    expect(await aliases().resolve('default', 'de', '/stellenangebot/42')).toEqual({
      kind: 'redirect',
      code: 301,
      target: '/job/entwickler-42',
    });
    expect(await aliases().resolve('karriere', 'de', '/aktion')).toEqual({ kind: 'redirect', code: 302, target: '/jobs' });
    expect(await aliases().resolve('default', 'de', '/aktion')).toBeNull();
  });

  it('answers null for unknown paths', async () => {
    expect(await aliases().resolve('default', 'de', '/gibt-es-nicht')).toBeNull();
  });

  it('refuses an alias that is both content and redirect, or a duplicate', async () => {
    await expect(alias(null, 'de', '/kaputt', ['Job', '1'], ['/x', 301])).rejects.toThrow(/check constraint/);
    await expect(alias(null, 'de', '/job/entwickler-42', ['Job', '9'])).rejects.toThrow(/duplicate key/);
  });
});

describe('PostgresAppConfigRepository', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query(
      `insert into app_config (site, name, key, value) values
         (null, 'Jobs per page', 'jobs_per_page', '10'),
         (null, 'Contact e-mail', 'contact_email', 'kontakt@jobs-regional.de'),
         ('suedwest', 'Contact e-mail', 'contact_email', 'kontakt@jobs-suedwest.de'),
         ('suedwest', 'Region', 'region_label', 'Südwesten'),
         ('karriere', 'Jobs per page', 'jobs_per_page', '20')`,
    );
  });
  afterAll(() => db.drop());

  it('overrides global entries with the site’s own', async () => {
    expect(await new PostgresAppConfigRepository(db.pool).listFor('suedwest')).toEqual([
      { name: 'Contact e-mail', key: 'contact_email', value: 'kontakt@jobs-suedwest.de' },
      { name: 'Jobs per page', key: 'jobs_per_page', value: '10' },
      { name: 'Region', key: 'region_label', value: 'Südwesten' },
    ]);
  });

  it('gives other sites the global entries only', async () => {
    expect(await new PostgresAppConfigRepository(db.pool).listFor('default')).toEqual([
      { name: 'Contact e-mail', key: 'contact_email', value: 'kontakt@jobs-regional.de' },
      { name: 'Jobs per page', key: 'jobs_per_page', value: '10' },
    ]);
  });

  it('answers an empty list when nothing is configured', async () => {
    await db.pool.query('delete from app_config');
    expect(await new PostgresAppConfigRepository(db.pool).listFor('default')).toEqual([]);
  });
});
