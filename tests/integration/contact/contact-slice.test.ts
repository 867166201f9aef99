import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DeliverOutbox } from '../../../src/application/platform/mail/deliver-outbox.use-case';
import { CONTACT_LIMITS } from '../../../src/domain/contact/contact-message';
import { accountsFrom } from '../../../src/infrastructure/di/accounts.module';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { SmtpMailer } from '../../../src/infrastructure/mail/smtp-mailer';
import { PostgresOutboxQueue } from '../../../src/infrastructure/postgres/accounts/postgres-mail-outbox';
import { handleContactPost } from '../../../src/ui/server/contact/contact-api.server';
import { startSmtpPeer } from '../accounts/support';
import { insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML_AS_PDF = new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>');
const SITE_ADDRESS = 'kontakt@jobs-regional.de'; // sites/default/site.json contactEmail
const INJECTION = '\r\nBcc: victim@example.test\r\nX-Injected: yes';

const SEND = `mutation($input: ContactMessageInput!, $files: [Upload!]) {
  sendContactMessage(input: $input, files: $files) { sent errors { field code detail } } }`;

let sender = 0;
/** A fresh sender address per message: the per-address limit is its own test. */
const nextSender = () => `besucherin-${Date.now().toString(36)}-${sender++}@example.test`;

/** The contact form end to end: /graphql (multipart) and the board's form route → outbox on PostgreSQL → SMTP. */
describe('contact form on PostgreSQL, /graphql and SMTP', () => {
  let db: TestDatabase;
  let filesDir: string;
  let board: Board;
  let container: ReturnType<typeof buildContainer>;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let mailer: SmtpMailer;

  beforeAll(async () => {
    db = await createTestDatabase();
    filesDir = mkdtempSync(join(tmpdir(), 'contact-it-'));
    container = buildContainer({ site: 'default', databaseUrl: db.url, production: true, filesDir });
    board = boardFrom(container);
    smtp = await startSmtpPeer();
    mailer = new SmtpMailer(smtp.url, '"Jobs Regional" <no-reply@jobs-regional.de>');
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
    await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.pool.query('delete from mail_outbox');
    smtp.received.length = 0;
  });

  const send = async (input: Record<string, unknown>, files: Array<{ name: string; bytes: Uint8Array }> = [], locale = 'de') => {
    const body = new FormData();
    body.set('operations', JSON.stringify({ query: SEND, variables: { input, files: files.map(() => null) } }));
    body.set('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))));
    for (const [i, f] of files.entries()) body.set(String(i), new File([f.bytes as BlobPart], f.name, { type: 'application/pdf' }));
    const response = await board.handleGraphql(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'x-frontend': 'default', 'x-locale': locale, 'apollo-require-preflight': 'true' },
        body,
      }),
    );
    const json = (await response.json()) as { data?: { sendContactMessage: { sent: boolean; errors: unknown[] } }; errors?: unknown[] };
    return json.data?.sendContactMessage ?? { sent: false, errors: json.errors ?? [] };
  };

  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Erika Muster',
    email: nextSender(),
    subject: 'Frage zu einer Stelle',
    body: 'Guten Tag,\nwie kann ich mich bewerben?\n\nViele Grüße',
    copy: true,
    ...overrides,
  });

  const outbox = async () =>
    (
      await db.pool.query<{ id: string; recipient: string; subject: string; reply_to: string | null; files: string }>(
        `select o.id, o.recipient, o.subject, o.reply_to, (select count(*) from mail_outbox_attachments a where a.mail_id = o.id)::text as files
         from mail_outbox o order by o.id`,
      )
    ).rows;

  const deliver = async () =>
    new DeliverOutbox(new PostgresOutboxQueue(db.pool), mailer, { now: () => new Date(Date.now() + 5000) }).execute({ batchSize: 10 });

  it('sends the message with its PDF to the site’s address (Reply-To the sender) and a copy to the sender', async () => {
    const input = message();
    expect(await send(input, [{ name: 'Lebenslauf.pdf', bytes: PDF }], 'de')).toEqual({ sent: true, errors: [] });
    const rows = await outbox();
    expect(rows.map((r) => [r.recipient, r.reply_to, r.files])).toEqual([
      [SITE_ADDRESS, input.email, '1'],
      [input.email, null, '0'],
    ]);
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    const toSite = smtp.received.find((m) => m.headers.get('to') && JSON.stringify(m.to).includes(SITE_ADDRESS))!;
    expect(toSite.subject).toBe('Kontaktformular: Frage zu einer Stelle');
    expect(toSite.replyTo?.value[0]?.address).toBe(input.email);
    expect(toSite.text).toContain('wie kann ich mich bewerben?');
    expect(toSite.attachments.map((a) => [a.filename, a.contentType, Buffer.from(a.content).equals(Buffer.from(PDF))])).toEqual([
      ['Lebenslauf.pdf', 'application/pdf', true],
    ]);
    const copy = smtp.received.find((m) => m !== toSite)!;
    expect(copy.subject).toBe('Ihre Nachricht an Jobs Regional: Frage zu einer Stelle');
    expect(copy.text).toContain('wie kann ich mich bewerben?');
    expect(copy.text).toContain('Lebenslauf.pdf');
    expect(copy.attachments).toHaveLength(0);
    // Sent mails keep neither the words nor the files.
    expect(
      (await db.pool.query('select count(*)::int as n from mail_outbox_attachments')).rows[0].n +
        (await db.pool.query("select count(*)::int as n from mail_outbox where text_body <> '' or reply_to is not null")).rows[0].n,
    ).toBe(0);
  });

  it('without "copy" only the site gets the message', async () => {
    expect(await send(message({ copy: false }))).toEqual({ sent: true, errors: [] });
    expect((await outbox()).map((r) => r.recipient)).toEqual([SITE_ADDRESS]);
  });

  it.each(['name', 'email', 'subject'] as const)('refuses CR/LF in %s and queues nothing', async (field) => {
    const input = message();
    const result = await send({ ...input, [field]: `${input[field]}${INJECTION}` });
    expect(result).toEqual({ sent: false, errors: [{ field, code: 'LINE_BREAK', detail: null }] });
    expect(await outbox()).toEqual([]);
  });

  it('CR/LF in the body stays text: the delivered mails carry no injected header', async () => {
    const input = message({ body: `Hallo${INJECTION}\r\n\r\nNoch eine Zeile` });
    expect(await send(input)).toEqual({ sent: true, errors: [] });
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received).toHaveLength(2);
    for (const mail of smtp.received) {
      expect(mail.headers.has('bcc')).toBe(false);
      expect(mail.headers.has('x-injected')).toBe(false);
      expect(mail.text).toContain('Bcc: victim@example.test');
    }
  });

  it('refuses an empty body, a disguised file and an unknown type, and queues nothing', async () => {
    expect(await send(message({ body: '  \n ' }))).toEqual({ sent: false, errors: [{ field: 'body', code: 'REQUIRED', detail: null }] });
    expect(await send(message(), [{ name: 'cv.pdf', bytes: HTML_AS_PDF }])).toEqual({
      sent: false,
      errors: [{ field: 'files', code: 'FILE_TYPE_NOT_ALLOWED', detail: 'cv.pdf' }],
    });
    expect(await outbox()).toEqual([]);
  });

  it('names text far past its limit TOO_LONG at its field, over the API too (no bare request error)', async () => {
    expect(
      await send(message({ subject: 'x'.repeat(5 * CONTACT_LIMITS.subjectMax), body: 'y'.repeat(3 * CONTACT_LIMITS.bodyMax) })),
    ).toEqual({
      sent: false,
      errors: [
        { field: 'subject', code: 'TOO_LONG', detail: null },
        { field: 'body', code: 'TOO_LONG', detail: null },
      ],
    });
    expect(await outbox()).toEqual([]);
  });

  it('allows 5 messages an hour per sender address, then answers RATE_LIMITED and queues nothing', async () => {
    const email = nextSender();
    for (let i = 0; i < 5; i++) expect((await send(message({ email, copy: false }))).sent).toBe(true);
    expect(await send(message({ email: email.toUpperCase(), copy: false }))).toEqual({
      sent: false,
      errors: [{ field: 'email', code: 'RATE_LIMITED', detail: null }],
    });
    expect(await outbox()).toHaveLength(5);
  });

  describe('the board’s form route (no JavaScript)', () => {
    const post = async (fields: Record<string, string>, options: { session?: string; csrf?: boolean; json?: boolean } = {}) => {
      const accounts = accountsFrom(container, true);
      const csrf = accounts.csrf.issue();
      const form = new FormData();
      for (const [k, v] of Object.entries({ locale: 'de', ...(options.csrf === false ? {} : { csrfToken: csrf.token }), ...fields }))
        form.set(k, v);
      form.append('files', new File([PDF as BlobPart], 'anschreiben.pdf', { type: 'application/pdf' }));
      const cookie = [`jb_csrf=${encodeURIComponent(csrf.cookie)}`, ...(options.session ? [`jb_session=${options.session}`] : [])].join(
        '; ',
      );
      return handleContactPost(
        new Request(`http://localhost:3000/api/contact${options.json ? '?json=true' : ''}`, {
          method: 'POST',
          headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', cookie },
          body: form,
        }),
        board,
      );
    };
    const fields = () => ({ name: 'Erika Muster', email: nextSender(), subject: 'Hallo', body: 'Eine Frage.', copy: 'on' });

    it('sends an anonymous visitor to / with the success notice', async () => {
      const response = await post(fields());
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/?notice=contactSent');
      expect((await outbox()).map((r) => r.files)).toEqual(['1', '0']);
    });

    it('sends a signed-in visitor to /dashboard; a stale session cookie counts as anonymous', async () => {
      const email = `recruiterin-${Date.now()}@example.test`;
      await insertUser(db.pool, { email, roles: [['recruiter', null]] });
      const { token } = await signIn(db.pool, email);
      expect((await post(fields(), { session: token })).headers.get('location')).toBe('/dashboard?notice=contactSent');
      expect((await post(fields(), { session: 'x'.repeat(43) })).headers.get('location')).toBe('/?notice=contactSent');
    });

    it('answers without the CSRF token, a 1 MB body or CR/LF in the name with the form and its errors, sending nothing', async () => {
      const noCsrf = await post(fields(), { csrf: false });
      expect(noCsrf.headers.get('location')).toBe(`/kontakt?errors=${encodeURIComponent('_.CSRF.')}`);
      const huge = await post({ ...fields(), body: 'x'.repeat(1024 * 1024) }, { json: true });
      expect(await huge.json()).toMatchObject({ ok: false, errors: [{ field: 'body', code: 'TOO_LONG' }] });
      const justOver = await post({ ...fields(), body: 'x'.repeat(CONTACT_LIMITS.bodyMax + 1) }, { json: true });
      expect(await justOver.json()).toMatchObject({ ok: false, errors: [{ field: 'body', code: 'TOO_LONG' }] });
      const lineBreak = await post({ ...fields(), name: `Erika${INJECTION}` }, { json: true });
      expect(await lineBreak.json()).toMatchObject({
        ok: false,
        url: `/kontakt?errors=${encodeURIComponent('name.LINE_BREAK.')}`,
        errors: [{ field: 'name', code: 'LINE_BREAK' }],
      });
      expect(await outbox()).toEqual([]);
    });

    it('refuses a file by its content, whatever its name says, and sends nothing', async () => {
      const accounts = accountsFrom(container, true);
      const csrf = accounts.csrf.issue();
      const form = new FormData();
      for (const [k, v] of Object.entries({ locale: 'de', csrfToken: csrf.token, ...fields() })) form.set(k, v);
      form.append('files', new File([HTML_AS_PDF as BlobPart], 'lebenslauf.pdf', { type: 'application/pdf' }));
      const response = await handleContactPost(
        new Request('http://localhost:3000/api/contact', {
          method: 'POST',
          headers: {
            origin: 'http://localhost:3000',
            'sec-fetch-site': 'same-origin',
            cookie: `jb_csrf=${encodeURIComponent(csrf.cookie)}`,
          },
          body: form,
        }),
        board,
      );
      expect(response.headers.get('location')).toBe(`/kontakt?errors=${encodeURIComponent('files.FILE_TYPE_NOT_ALLOWED.lebenslauf.pdf')}`);
      // The form comes back filled: the text in a short-lived HttpOnly cookie, never the file.
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^jb_typed_contact=.*; HttpOnly/);
      const typed = JSON.parse(decodeURIComponent(cookie.split(';', 1)[0]!.slice('jb_typed_contact='.length)));
      expect(typed).toMatchObject({ name: 'Erika Muster', subject: 'Hallo', body: 'Eine Frage.', copy: 'on' });
      expect(JSON.stringify(typed)).not.toContain('<!doctype');
      expect(await outbox()).toEqual([]);
      expect(readdirSync(join(filesDir, '.incoming'))).toEqual([]);
    });

    it('stops reading a chunked post past the 25 MB of its files, answers REQUEST_TOO_LARGE and keeps no file', async () => {
      const accounts = accountsFrom(container, true);
      const csrf = accounts.csrf.issue();
      const boundary = 'contact-bound';
      const encoder = new TextEncoder();
      const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const head = encoder.encode(
        Object.entries({ locale: 'de', csrfToken: csrf.token, ...fields() })
          .map(([k, v]) => part(k, v))
          .join(''),
      );
      const megabyte = new Uint8Array(1024 * 1024).fill(0x20);
      let pulled = 0;
      let step = 0;
      // Eight files of 8 MB each, sent as they are pulled: 64 MB that would never fit one mail.
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const n = step++;
          if (n === 0) return void controller.enqueue(head);
          const file = Math.floor((n - 1) / 9);
          const within = (n - 1) % 9;
          if (file === 8) return controller.close();
          const chunk =
            within === 0
              ? encoder.encode(
                  `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="teil-${file}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
                )
              : within === 8
                ? encoder.encode('\r\n')
                : megabyte;
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const response = await handleContactPost(
        new Request('http://localhost:3000/api/contact?json=true', {
          method: 'POST',
          headers: {
            origin: 'http://localhost:3000',
            'sec-fetch-site': 'same-origin',
            cookie: `jb_csrf=${encodeURIComponent(csrf.cookie)}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          body,
          duplex: 'half',
        } as RequestInit),
        board,
      );
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toMatchObject({ ok: false, errors: [{ field: null, code: 'REQUEST_TOO_LARGE' }] });
      expect(pulled).toBeLessThanOrEqual(CONTACT_LIMITS.maxTotalBytes + 4 * 1024 * 1024);
      expect(await outbox()).toEqual([]);
      expect(readdirSync(join(filesDir, '.incoming'))).toEqual([]);
    });
  });
});
