import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { NEWSLETTER } from '../../../src/infrastructure/di/newsletter.module';
import { PostgresNewsletterPersonalData } from '../../../src/infrastructure/postgres/newsletter/postgres-newsletter-personal-data';
import { handleNewsletterApi } from '../../../src/ui/server/newsletter/newsletter-endpoints.server';
import { insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { resolveAuthSecret } from '../../../src/infrastructure/auth/auth-secret';
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_PROOF_HEADER, clientAddressProof } from '../../../src/infrastructure/http/visitor-address';
import { startHttpServer } from '../graphql/support/http-bridge';

const SITE = 'default'; // sites/default/site.json: newsletter on, German only

interface Mail {
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
}

let counter = 0;
const nextAddress = () => `leserin-${Date.now().toString(36)}-${counter++}@example.test`;

/** The newsletter end to end: /graphql in process → use cases → PostgreSQL and the outbox; the board's one-click endpoint. */
describe('newsletter on PostgreSQL and /graphql', () => {
  let db: TestDatabase;
  let filesDir: string;
  let board: Board;
  let container: ReturnType<typeof buildContainer>;
  let revisionId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    filesDir = mkdtempSync(join(tmpdir(), 'newsletter-it-'));
    container = buildContainer({ site: SITE, databaseUrl: db.url, production: true, filesDir });
    board = boardFrom(container);
    const info = await db.pool.query<{ id: string }>(
      `insert into consent_infos (type, placement, opt_in) values ('NEWSLETTER', 'NEWSLETTER', true) returning id`,
    );
    const revision = await db.pool.query<{ id: string }>(
      `insert into consent_info_revisions (info_id, texts, effective_at) values ($1, $2, now() - interval '1 day') returning id`,
      [info.rows[0]!.id, JSON.stringify({ de: '<p>Ja, ich möchte den Newsletter.</p>' })],
    );
    revisionId = revision.rows[0]!.id;
  });
  afterAll(async () => {
    await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.pool.query('delete from mail_outbox');
    await db.pool.query('delete from rate_limits');
  });

  const gql = async <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
    extra: Record<string, string> = {},
  ): Promise<T> => {
    const response = await board.handleGraphql(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-frontend': SITE,
          'x-locale': 'de',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...extra,
        },
        body: JSON.stringify({ query, variables }),
      }),
    );
    const json = (await response.json()) as { data?: T; errors?: unknown[] };
    if (!json.data) throw new Error(JSON.stringify(json.errors));
    return json.data;
  };

  /** The visitor's address as the board forwards it: with its proof under the shared server secret. */
  const fromBoard = (address: string, proof = clientAddressProof(resolveAuthSecret(), address)) => ({
    [CLIENT_ADDRESS_HEADER]: address,
    [CLIENT_ADDRESS_PROOF_HEADER]: proof,
  });
  const SIGN_UP = `mutation($input: NewsletterSignUpInput!) { signUpForNewsletter(input: $input) { ok errors } }`;
  const signUpWith = (email: string, headers: Record<string, string>) =>
    gql<{ signUpForNewsletter: { ok: boolean; errors: string[] } }>(
      SIGN_UP,
      { input: { email, consentRevisionId: revisionId, origin: 'http://localhost:3000' } },
      undefined,
      headers,
    ).then((d) => d.signUpForNewsletter);
  const signUp = (email: string, consentRevisionId = revisionId, clientAddress = '203.0.113.7') =>
    gql<{ signUpForNewsletter: { ok: boolean; errors: string[] } }>(
      SIGN_UP,
      { input: { email, consentRevisionId, origin: 'http://localhost:3000' } },
      undefined,
      fromBoard(clientAddress),
    ).then((d) => d.signUpForNewsletter);
  const confirm = (token: string) =>
    gql<{ confirmNewsletter: { ok: boolean; errors: string[] } }>(`mutation($t: String!) { confirmNewsletter(token: $t) { ok errors } }`, {
      t: token,
    }).then((d) => d.confirmNewsletter);
  const mails = async (to?: string): Promise<Mail[]> =>
    (
      await db.pool.query<Mail>(
        `select recipient, subject, text_body, html_body, headers from mail_outbox ${to ? 'where recipient = $1' : ''} order by id`,
        to ? [to] : [],
      )
    ).rows;
  const subscription = async (email: string) =>
    (await db.pool.query('select * from newsletter_subscriptions where site = $1 and email = $2', [SITE, email])).rows[0] as
      | { id: string; confirmed_at: Date | null; confirm_token_hash: string | null; consent_id: string | null }
      | undefined;
  const tokenOf = (mail: Mail): string => /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;

  it('double opt-in: the consent is recorded with its revision, the link mailed in the site language, and confirms once', async () => {
    const email = nextAddress();
    expect(await signUp(email)).toEqual({ ok: true, errors: [] });
    const [mail] = await mails(email);
    expect(mail!.subject).toBe('Bitte bestätigen Sie Ihr Newsletter-Abonnement bei Jobs Regional');
    const sub = await subscription(email);
    expect(sub!.confirmed_at).toBeNull();
    // Only the token's hash is stored, never the token the mail carries.
    const token = tokenOf(mail!);
    expect(sub!.confirm_token_hash).not.toContain(token);
    const consent = await db.pool.query('select revision_id::text, mail, user_id from user_consents where id = $1', [sub!.consent_id]);
    expect(consent.rows[0]).toEqual({ revision_id: revisionId, mail: email, user_id: null });

    expect(await confirm(token)).toEqual({ ok: true, errors: [] });
    expect((await subscription(email))!.confirmed_at).not.toBeNull();
    // Single use: the same link again is invalid.
    expect(await confirm(token)).toEqual({ ok: false, errors: ['INVALID_TOKEN'] });
  });

  it('a forged or expired token is INVALID_TOKEN and changes nothing', async () => {
    const email = nextAddress();
    await signUp(email);
    const token = tokenOf((await mails(email))[0]!);
    expect(await confirm(`${token.slice(0, -4)}AAAA`)).toEqual({ ok: false, errors: ['INVALID_TOKEN'] });
    expect(await confirm('not a token')).toEqual({ ok: false, errors: ['INVALID_TOKEN'] });
    await db.pool.query(`update newsletter_subscriptions set confirm_expires_at = now() - interval '1 second' where email = $1`, [email]);
    expect(await confirm(token)).toEqual({ ok: false, errors: ['INVALID_TOKEN'] });
    expect((await subscription(email))!.confirmed_at).toBeNull();
  });

  it('a second sign-up within the hour sends no second mail and answers the same; after the hour a new link goes out', async () => {
    const email = nextAddress();
    await signUp(email);
    expect(await signUp(email.toUpperCase())).toEqual({ ok: true, errors: [] });
    expect(await mails(email)).toHaveLength(1);
    await db.pool.query(`update newsletter_subscriptions set confirmation_sent_at = now() - interval '61 minutes' where email = $1`, [
      email,
    ]);
    await signUp(email);
    const sent = await mails(email);
    expect(sent).toHaveLength(2);
    // The first link no longer works; the new one does.
    expect(await confirm(tokenOf(sent[0]!))).toEqual({ ok: false, errors: ['INVALID_TOKEN'] });
    expect(await confirm(tokenOf(sent[1]!))).toEqual({ ok: true, errors: [] });
    // Subscribed already: the same answer, no mail (a fresh hour of the address's limit).
    await db.pool.query('delete from rate_limits');
    expect(await signUp(email)).toEqual({ ok: true, errors: [] });
    expect(await mails(email)).toHaveLength(2);
  });

  it('refuses an outdated consent wording and rate-limits per address and per client', async () => {
    expect(await signUp(nextAddress(), '999999')).toEqual({ ok: false, errors: ['CONSENT_CHANGED'] });
    const email = nextAddress();
    for (let i = 0; i < 3; i++) expect((await signUp(email)).ok).toBe(true);
    expect(await signUp(email)).toEqual({ ok: false, errors: ['RATE_LIMITED'] });
    for (let i = 0; i < 30; i++) await signUp(nextAddress(), revisionId, '198.51.100.9');
    expect(await signUp(nextAddress(), revisionId, '198.51.100.9')).toEqual({ ok: false, errors: ['RATE_LIMITED'] });
    // Another visitor is not held back by the first one's sign-ups.
    expect(await signUp(nextAddress(), revisionId, '198.51.100.10')).toEqual({ ok: true, errors: [] });
  });

  it('a client that talks to the API directly cannot name the address its sign-ups count against', async () => {
    // The old argument is gone from the schema.
    await expect(
      gql(SIGN_UP, {
        input: { email: nextAddress(), consentRevisionId: revisionId, origin: 'http://localhost:3000', clientAddress: '1.2.3.4' },
      }),
    ).rejects.toThrow(/clientAddress/);
    // A forwarded address without the board's proof, or with a forged one, is ignored: every sign-up
    // counts against the connection, so a fresh made-up address per request gains nothing.
    for (let i = 0; i < 30; i++) {
      const made = `192.0.2.${i}`;
      const headers = i % 2 === 0 ? { [CLIENT_ADDRESS_HEADER]: made } : fromBoard(made, clientAddressProof('x'.repeat(40), made));
      expect((await signUpWith(nextAddress(), headers)).ok).toBe(true);
    }
    expect(await signUpWith(nextAddress(), { [CLIENT_ADDRESS_HEADER]: '192.0.2.200' })).toEqual({ ok: false, errors: ['RATE_LIMITED'] });
    // A proof for one address does not carry over to another.
    const proofForA = clientAddressProof(resolveAuthSecret(), '192.0.2.1');
    expect(await signUpWith(nextAddress(), fromBoard('192.0.2.2', proofForA))).toEqual({ ok: false, errors: ['RATE_LIMITED'] });
  });

  it('the board forwards each visitor’s address, in process and over HTTP (board and platform apart)', async () => {
    const visitor = (address: string) => ({ site: SITE, locale: 'de' as const, clientAddress: address });
    const input = () => ({ email: nextAddress(), consent: true, consentRevisionId: revisionId, origin: 'http://localhost:3000' });
    // In process (one process serves both).
    for (let i = 0; i < 30; i++) expect((await board.subscribeToNewsletter.execute(input(), visitor('203.0.113.50'))).ok).toBe(true);
    expect(await board.subscribeToNewsletter.execute(input(), visitor('203.0.113.50'))).toEqual({ ok: false, code: 'RATE_LIMITED' });
    expect((await board.subscribeToNewsletter.execute(input(), visitor('203.0.113.51'))).ok).toBe(true);
    // A board-only process reaching this platform over HTTP.
    const platform = await startHttpServer((request) => board.handleGraphql(request));
    try {
      const apart = boardFrom(buildContainer({ role: 'board', site: SITE, production: true, platformUrl: platform.origin, filesDir }));
      expect(await apart.subscribeToNewsletter.execute(input(), visitor('203.0.113.50'))).toEqual({ ok: false, code: 'RATE_LIMITED' });
      for (let i = 0; i < 29; i++) expect((await apart.subscribeToNewsletter.execute(input(), visitor('203.0.113.51'))).ok).toBe(true);
      expect(await apart.subscribeToNewsletter.execute(input(), visitor('203.0.113.51'))).toEqual({ ok: false, code: 'RATE_LIMITED' });
      expect((await apart.subscribeToNewsletter.execute(input(), visitor('203.0.113.52'))).ok).toBe(true);
    } finally {
      await platform.close();
    }
  });

  describe('staff', () => {
    const LIST = `{ newsletterIssues { issues { id status recipients } subscribers errors } }`;
    const SAVE = `mutation($input: NewsletterIssueInput!) { saveNewsletterIssue(input: $input) { issue { id bodyHtml status } errors fieldErrors { field code } } }`;
    const SEND = `mutation($id: ID!) { sendNewsletterIssue(id: $id) { issue { id status } errors } }`;
    let admin: string;
    let otherSiteAdmin: string;
    let siteAdmin: string;
    let applicant: string;
    let recruiter: string;

    beforeAll(async () => {
      const make = async (roles: Array<[string, string | null]>) => {
        const email = nextAddress();
        await insertUser(db.pool, { email, roles });
        return (await signIn(db.pool, email)).token;
      };
      admin = await make([['administrator', null]]);
      siteAdmin = await make([['site_admin', SITE]]);
      otherSiteAdmin = await make([['site_admin', 'suedwest']]);
      applicant = await make([['applicant', null]]);
      recruiter = await make([['recruiter', null]]);
    });

    it('only administrators and the site admins of this site see or change issues', async () => {
      expect((await gql<{ newsletterIssues: { errors: string[] } }>(LIST)).newsletterIssues.errors).toEqual(['UNAUTHENTICATED']);
      for (const token of [applicant, recruiter, otherSiteAdmin]) {
        expect((await gql<{ newsletterIssues: { errors: string[] } }>(LIST, {}, token)).newsletterIssues.errors).toEqual(['FORBIDDEN']);
        const saved = await gql<{ saveNewsletterIssue: { issue: unknown; errors: string[] } }>(
          SAVE,
          { input: { subject: 'x', body: 'y', jobIds: [], postIds: [] } },
          token,
        );
        expect(saved.saveNewsletterIssue).toMatchObject({ issue: null, errors: ['FORBIDDEN'] });
      }
      expect((await gql<{ newsletterIssues: { errors: string[] } }>(LIST, {}, siteAdmin)).newsletterIssues.errors).toEqual([]);
      expect((await gql<{ newsletterIssues: { errors: string[] } }>(LIST, {}, admin)).newsletterIssues.errors).toEqual([]);
      expect(await db.pool.query('select 1 from newsletter_issues where subject = $1', ['x'])).toHaveProperty('rowCount', 0);
    });

    it('sanitizes the body, refuses a subject with a line break, and sends exactly once per subscriber with two concurrent senders', async () => {
      const refused = await gql<{ saveNewsletterIssue: { errors: string[]; fieldErrors: unknown[] } }>(
        SAVE,
        { input: { subject: 'Neu\r\nBcc: x@example.test', body: '', jobIds: [], postIds: [] } },
        admin,
      );
      expect(refused.saveNewsletterIssue.errors).toEqual(['INVALID']);
      expect(refused.saveNewsletterIssue.fieldErrors).toEqual([
        { field: 'subject', code: 'LINE_BREAK' },
        { field: 'body', code: 'REQUIRED' },
      ]);

      const saved = await gql<{ saveNewsletterIssue: { issue: { id: string; bodyHtml: string; status: string } } }>(
        SAVE,
        {
          input: {
            subject: 'Neues im Mai',
            body: '<p>Hallo <b>alle</b></p><script>alert(1)</script><img src=x onerror=alert(1)>',
            jobIds: [],
            postIds: [],
          },
        },
        siteAdmin,
      );
      const issue = saved.saveNewsletterIssue.issue;
      expect(issue.status).toBe('DRAFT');
      expect(issue.bodyHtml).toContain('<b>alle</b>');
      expect(issue.bodyHtml).not.toMatch(/script|onerror/);

      // 60 confirmed subscribers (in two languages) and one pending, who gets nothing.
      const confirmed: string[] = [];
      for (let i = 0; i < 60; i++) confirmed.push(nextAddress());
      await db.pool.query(
        `insert into newsletter_subscriptions (site, email, locale, origin, confirmed_at)
         select $1, e, case when n % 2 = 0 then 'de' else 'en-GB' end, 'http://localhost:3000', now()
         from unnest($2::text[]) with ordinality as t(e, n)`,
        [SITE, confirmed],
      );
      const pending = nextAddress();
      await signUp(pending);
      await db.pool.query('delete from mail_outbox');

      // Triggered twice: the second changes nothing.
      const first = await gql<{ sendNewsletterIssue: { issue: { status: string } } }>(SEND, { id: issue.id }, admin);
      const second = await gql<{ sendNewsletterIssue: { issue: { status: string } } }>(SEND, { id: issue.id }, admin);
      expect(first.sendNewsletterIssue.issue.status).toBe('SENDING');
      expect(second.sendNewsletterIssue.issue.status).toBe('SENDING');

      const run = container.get(NEWSLETTER.RunBatches);
      await Promise.all([
        run.execute({ site: SITE, batchSize: 7, maxBatches: 50 }),
        run.execute({ site: SITE, batchSize: 7, maxBatches: 50 }),
      ]);
      await run.execute({ site: SITE, batchSize: 7, maxBatches: 50 });

      const sent = await mails();
      const subscribers = (
        await db.pool.query<{ n: number }>('select count(*)::int as n from newsletter_subscriptions where confirmed_at is not null')
      ).rows[0]!.n;
      expect(sent).toHaveLength(subscribers);
      expect(new Set(sent.map((m) => m.recipient)).size).toBe(subscribers);
      expect(sent.map((m) => m.recipient)).not.toContain(pending);
      const english = sent.find((m) => m.recipient === confirmed[0]);
      expect(english!.subject).toBe('Neues im Mai');
      expect(english!.text_body).toContain('You receive this newsletter');
      expect(sent.find((m) => m.recipient === confirmed[1])!.text_body).toContain('Sie erhalten diesen Newsletter');
      // RFC 8058 on every subscriber's mail.
      expect(english!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(english!.headers['List-Unsubscribe']).toMatch(
        /^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=[^>]+&locale=en-GB>$/,
      );

      const list = await gql<{ newsletterIssues: { issues: Array<{ id: string; status: string; recipients: number }> } }>(LIST, {}, admin);
      expect(list.newsletterIssues.issues.find((i) => i.id === issue.id)).toEqual({
        id: issue.id,
        status: 'SENT',
        recipients: subscribers,
      });
      // A sent issue no longer changes, and another pass sends nothing.
      const late = await gql<{ saveNewsletterIssue: { errors: string[] } }>(
        SAVE,
        { input: { id: issue.id, subject: 'Anders', body: 'Text', jobIds: [], postIds: [] } },
        admin,
      );
      expect(late.saveNewsletterIssue.errors).toEqual(['NOT_EDITABLE']);
      await run.execute({ site: SITE, batchSize: 7, maxBatches: 50 });
      expect(await mails()).toHaveLength(subscribers);

      // One click: the mail provider POSTs to the List-Unsubscribe address, without session or CSRF token.
      const oneClick = english!.headers['List-Unsubscribe']!.slice(1, -1);
      const response = await handleNewsletterApi(
        new Request(oneClick, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
          body: 'List-Unsubscribe=One-Click',
        }),
        'unsubscribe',
        board,
      );
      expect(response.status).toBe(200);
      expect(await subscription(confirmed[0]!)).toBeUndefined();
      // A forged token unsubscribes nobody.
      const forged = oneClick.replace(/token=\d+\./, 'token=1.');
      const refusedClick = await handleNewsletterApi(
        new Request(forged, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
        'unsubscribe',
        board,
      );
      expect(refusedClick.status).toBe(400);
    });

    it('a test send goes to the staff member only, marked as a test and without an unsubscribe header', async () => {
      const saved = await gql<{ saveNewsletterIssue: { issue: { id: string } } }>(
        SAVE,
        { input: { subject: 'Probe', body: 'Erster Absatz\n\nZweiter', jobIds: [], postIds: [] } },
        admin,
      );
      const id = saved.saveNewsletterIssue.issue.id;
      const test = await gql<{ sendNewsletterTest: { ok: boolean } }>(
        `mutation($id: ID!) { sendNewsletterTest(id: $id) { ok errors } }`,
        { id },
        admin,
      );
      expect(test.sendNewsletterTest.ok).toBe(true);
      const sent = await mails();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.subject).toBe('[Test] Probe');
      expect(sent[0]!.headers).toEqual({});
      expect(sent[0]!.html_body).toContain('<p>Erster Absatz</p>');
    });
  });

  it('privacy: the subscription is in the data download and goes with the account', async () => {
    const email = nextAddress();
    const userId = await insertUser(db.pool, { email, emailVerified: true });
    const { token } = await signIn(db.pool, email);
    const MINE = `{ myNewsletterSubscription { state consentRevisionId errors } }`;
    const CHANGE = `mutation($input: MyNewsletterChangeInput!) { changeMyNewsletterSubscription(input: $input) { state errors } }`;
    const before = await gql<{ myNewsletterSubscription: { state: string | null; consentRevisionId: string } }>(MINE, {}, token);
    expect(before.myNewsletterSubscription).toMatchObject({ state: null, consentRevisionId: revisionId });
    const changed = await gql<{ changeMyNewsletterSubscription: { state: string } }>(
      CHANGE,
      { input: { subscribe: true, consentRevisionId: revisionId } },
      token,
    );
    // A verified account address needs no link.
    expect(changed.changeMyNewsletterSubscription.state).toBe('CONFIRMED');

    // A second site's subscription made as a guest with the same, verified address counts as the account's.
    await db.pool.query(
      `insert into newsletter_subscriptions (site, email, locale, origin, confirmed_at) values ('suedwest', $1, 'fr', 'http://localhost:3001', now())`,
      [email],
    );
    const source = new PostgresNewsletterPersonalData(db.pool);
    const exported = (await source.collect(userId)) as Array<{ site: string; subscribedAs: string; consentRevisionId: string | null }>;
    expect(exported.map((s) => [s.site, s.subscribedAs]).sort()).toEqual([
      [SITE, 'account'],
      ['suedwest', 'guest'],
    ]);
    expect(exported.find((s) => s.site === SITE)!.consentRevisionId).toBe(revisionId);

    await source.eraseUnlinked(userId);
    await db.pool.query('delete from users where id = $1', [userId]);
    expect((await db.pool.query('select 1 from newsletter_subscriptions where email = $1', [email])).rowCount).toBe(0);
  });
});
