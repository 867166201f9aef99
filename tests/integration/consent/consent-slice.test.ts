import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { PostgresConsentRepository } from '../../../src/infrastructure/postgres/postgres-consent-repository';
import { DEMO_ACCOUNTS } from '../../../src/infrastructure/postgres/seed/demo-extras';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const APPLICANT = DEMO_ACCOUNTS.find((a) => a.role === 'applicant')!.email;
const RECRUITER = DEMO_ACCOUNTS.find((a) => a.role === 'recruiter')!.email;
const TERMS = { type: 'PRIVACY_POLICY', placement: 'REGISTRATION' } as const;

/** Consents end to end: /graphql with a bearer session → platform use cases → PostgreSQL; board use cases → Apollo → the same. */
describe('GDPR consents and the terms dialog through the composition root', () => {
  let db: TestDatabase;
  let board: Board;
  let applicant: { token: string; userId: string };
  let termsId: string;
  let currentRevisionId: string;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    board = boardFrom(buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true }));
    applicant = await signIn(db.pool, APPLICANT);
    // The seeded demo accounts accepted the terms in force; these cases start from users who have not.
    await db.pool.query('delete from user_consents');
    const { rows } = await db.pool.query<{ info_id: string; id: string }>(
      `select i.id as info_id, r.id from consent_infos i join consent_info_revisions r on r.info_id = i.id
       where i.type = 'PRIVACY_POLICY' and i.placement = 'REGISTRATION' order by r.effective_at desc limit 1`,
    );
    termsId = rows[0]!.info_id;
    currentRevisionId = rows[0]!.id;
  });
  afterAll(() => db.drop());

  const gql = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
    const response = await board.handleGraphql(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-frontend': 'suedwest',
          'x-locale': 'de',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      }),
    );
    return (await response.json()) as { data?: Record<string, any>; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  };
  const HAS_LATEST =
    'query($type: String!, $placement: String!) { hasTheLatestConsent(type: $type, placement: $placement) { id infoId infoRevisionId mail } }';
  const ACCEPT =
    'mutation($mail: String!, $infoId: ID!) { acceptTerms(mail: $mail, infoId: $infoId) { errors consent { id infoId infoRevisionId mail site consentedAt } } }';
  const CREATE =
    'mutation($mail: String!, $infoId: ID!) { createGdprUserConsent(mail: $mail, infoId: $infoId) { errors consent { id mail infoId } } }';

  it('seeds the terms with a current revision in de, en-GB and fr, answered in the asked language', async () => {
    const q =
      'query($l: String) { getGdprConsentInfos(placement: "REGISTRATION", type: "PRIVACY_POLICY", language: $l) { id type optIn text infoRevisionId } }';
    for (const [language, word] of [
      ['de', 'Nutzungsbedingungen'],
      ['en-GB', 'terms and conditions'],
      ['fr', 'conditions générales'],
      ['en', 'terms and conditions'],
    ] as const) {
      const { data } = await gql(q, { l: language });
      expect(data!.getGdprConsentInfos).toEqual([
        { id: termsId, type: 'PRIVACY_POLICY', optIn: true, text: expect.stringContaining(word), infoRevisionId: currentRevisionId },
      ]);
    }
    expect((await gql('{ consentInfos(placement: "NEWSLETTER") { id } }')).data!.consentInfos).toHaveLength(1);
  });

  it('hasTheLatestConsent is null for guests and for a user who has not accepted yet', async () => {
    expect((await gql(HAS_LATEST, TERMS)).data!.hasTheLatestConsent).toBeNull();
    expect((await gql(HAS_LATEST, TERMS, applicant.token)).data!.hasTheLatestConsent).toBeNull();
    expect((await gql(HAS_LATEST, { type: 'privacy', placement: 'REGISTRATION' }, applicant.token)).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('refuses consents for someone else, without mail or infoId, and guests’ terms', async () => {
    expect((await gql(ACCEPT, { mail: RECRUITER, infoId: termsId }, applicant.token)).data!.acceptTerms).toEqual({
      errors: ['MAIL_MISMATCH'],
      consent: null,
    });
    expect((await gql(CREATE, { mail: '', infoId: '' }, applicant.token)).data!.createGdprUserConsent).toEqual({
      errors: ['MAIL_REQUIRED', 'INFO_REQUIRED'],
      consent: null,
    });
    expect((await gql(ACCEPT, { mail: APPLICANT, infoId: termsId })).data!.acceptTerms).toEqual({
      errors: ['SIGN_IN_REQUIRED'],
      consent: null,
    });
    expect((await db.pool.query('select 1 from user_consents')).rowCount).toBe(0);
  });

  it('stores an acceptance with info, revision, time, site, mail and user; then hasTheLatestConsent answers it', async () => {
    const { data } = await gql(ACCEPT, { mail: APPLICANT.toUpperCase(), infoId: termsId }, applicant.token);
    expect(data!.acceptTerms).toMatchObject({
      errors: [],
      consent: { infoId: termsId, infoRevisionId: currentRevisionId, site: 'suedwest', mail: APPLICANT.toUpperCase() },
    });
    const { rows } = await db.pool.query('select info_id, revision_id, user_id, site, consented_at from user_consents');
    expect(rows).toEqual([
      { info_id: termsId, revision_id: currentRevisionId, user_id: applicant.userId, site: 'suedwest', consented_at: expect.any(Date) },
    ]);
    expect((await gql(HAS_LATEST, TERMS, applicant.token)).data!.hasTheLatestConsent).toMatchObject({
      infoId: termsId,
      infoRevisionId: currentRevisionId,
    });
    // Accepting again keeps the one record.
    await gql(ACCEPT, { mail: APPLICANT, infoId: termsId }, applicant.token);
    expect((await db.pool.query('select 1 from user_consents')).rowCount).toBe(1);
  });

  it('takes a guest’s newsletter consent under the mail alone', async () => {
    const newsletter = (await gql('{ consentInfos(placement: "NEWSLETTER", type: "NEWSLETTER") { id } }')).data!.consentInfos[0].id;
    const { data } = await gql(CREATE, { mail: 'gast@example.org', infoId: newsletter });
    expect(data!.createGdprUserConsent).toMatchObject({ errors: [], consent: { mail: 'gast@example.org', infoId: newsletter } });
    expect((await db.pool.query(`select user_id from user_consents where mail = 'gast@example.org'`)).rows).toEqual([{ user_id: null }]);
  });

  it('the board asks signed-in users only, until they accept, and again after a new revision', async () => {
    const recruiter = await signIn(db.pool, RECRUITER);
    const as = (token: string | null): BoardContext => ({ site: 'suedwest', locale: 'fr', token });
    expect(await board.checkLatestTerms.execute({ latestTermsFeature: true }, as(null))).toEqual({ kind: 'none' });
    expect(await board.checkLatestTerms.execute({ latestTermsFeature: true }, as('unknown-token'))).toEqual({ kind: 'none' });
    const asked = await board.checkLatestTerms.execute({ latestTermsFeature: true }, as(recruiter.token));
    expect(asked).toEqual({ kind: 'ask', infoId: termsId, text: expect.stringContaining('conditions générales') });
    expect(await board.acceptLatestTerms.execute({ infoId: termsId }, as(recruiter.token))).toEqual({ kind: 'saved' });
    expect(await board.checkLatestTerms.execute({ latestTermsFeature: true }, as(recruiter.token))).toEqual({ kind: 'none' });

    await db.pool.query(
      `insert into consent_info_revisions (info_id, texts, effective_at) values ($1, '{"de": "<p>Noch neuer</p>"}', now() - interval '1 minute')`,
      [termsId],
    );
    expect(await board.checkLatestTerms.execute({ latestTermsFeature: true }, as(recruiter.token))).toMatchObject({
      kind: 'ask',
      text: '<p>Noch neuer</p>',
    });
  });

  it('two concurrent acceptances of one revision store one consent', async () => {
    const repo = new PostgresConsentRepository(db.pool);
    const { rows } = await db.pool.query<{ id: string }>('select max(id)::text as id from consent_info_revisions where info_id = $1', [
      termsId,
    ]);
    const input = {
      infoId: termsId,
      revisionId: rows[0]!.id,
      userId: applicant.userId,
      mail: APPLICANT,
      site: 'default',
      at: new Date(),
      termsVersion: null,
    };
    const [a, b] = await Promise.all([repo.record(input), repo.record(input)]);
    expect(a.id).toBe(b.id);
    expect(
      (await db.pool.query('select 1 from user_consents where revision_id = $1 and user_id = $2', [input.revisionId, applicant.userId]))
        .rowCount,
    ).toBe(1);
  });
});
