import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/*
 * The local demo's mail catcher. `npm start` without SMTP_URL runs this catch-all SMTP peer on
 * 127.0.0.1 and points the workers' SMTP_URL at it; every mail lands as an .eml file in
 * `<DATA_DIR>/mailbox`, and each site shows them at `/dev/mailbox` (only on that path, and only to
 * requests addressed to a loopback host). Nothing here runs when SMTP_URL is set.
 */

/** Room for a contact message with all its attachments (10 × 50 MB, base64-encoded). */
const MAX_MESSAGE_BYTES = 10 * 50 * 1024 * 1024 * 1.4;

export interface DevMailServer {
  readonly port: number;
  close(): Promise<void>;
}

export function startDevMailServer(options: { dir: string; port: number; host?: string }): Promise<DevMailServer> {
  mkdirSync(options.dir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const name = `${Date.now().toString().padStart(15, '0')}-${process.pid}-${(counter++).toString().padStart(6, '0')}.eml`;
        writeFileSync(join(options.dir, name), Buffer.concat(chunks), { mode: 0o600 });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const address = server.server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : options.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

export interface DevMail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly date: string;
  readonly text: string;
}

/** The newest mails first, at most `limit`. */
export async function readDevMailbox(dir: string, limit = 50): Promise<DevMail[]> {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse()
      .slice(0, limit);
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(readFileSync(join(dir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
      return {
        id: file.replace(/\.eml$/, ''),
        to,
        subject: parsed.subject ?? '',
        date: (parsed.date ?? new Date(0)).toISOString(),
        text: parsed.text ?? '',
      };
    }),
  );
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/** `GET /dev/mailbox` (HTML) and `/dev/mailbox?format=json`; 404 unless enabled and asked on a loopback host. */
export async function devMailboxResponse(request: Request, dir: string | undefined): Promise<Response> {
  const url = new URL(request.url);
  if (!dir || !LOOPBACK_HOST.test(url.host))
    return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const mails = await readDevMailbox(dir);
  const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
  if (url.searchParams.get('format') === 'json') return Response.json({ mails }, { headers });
  const linkify = (text: string) => escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
  const items = mails
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · <time>${escapeHtml(m.date)}</time></p><pre>${linkify(m.text)}</pre></article>`,
    )
    .join('\n');
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo mailbox</title><meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:sans-serif;max-width:820px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:6px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap;word-break:break-all}</style></head>
<body><h1>Demo mailbox</h1><p>Mails sent by the local demo (<code>npm start</code> without <code>SMTP_URL</code>), newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
  return new Response(body, { headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
}
