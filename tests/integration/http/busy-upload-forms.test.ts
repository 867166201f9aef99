import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { uploadSlotsOf } from '../../../src/infrastructure/di/form-posts.module';
import { parseTypedRecord, typedValuesCookieName } from '../../../src/ui/server/typed-values.server';
import { isApplicationTypedField } from '../../../src/ui/forms/application-typed-values';
import { handleSubmit } from '../../../src/ui/server/applications/applications-api.server';
import { handleResumeApi } from '../../../src/ui/server/resumes/resume-endpoints.server';
import { handleResumeImportApi } from '../../../src/ui/server/resumes/resume-import-endpoints.server';

/*
 * Every upload slot of the board's process is taken (one slot, no wait): each upload form is refused as
 * busy before any file byte is read, answers BUSY its page's way, and a plain application form comes
 * back with what was typed. A board-only process: none of this reaches the platform.
 */

const ORIGIN = 'http://localhost:3000';
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

let filesDir: string;
let board: Board;
let release: (() => void) | null = null;
let csrf: { cookie: string; token: string };
const saved = { concurrency: process.env.UPLOAD_CONCURRENCY, wait: process.env.UPLOAD_QUEUE_WAIT_MS };

beforeAll(async () => {
  process.env.UPLOAD_CONCURRENCY = '1';
  process.env.UPLOAD_QUEUE_WAIT_MS = '0';
  filesDir = mkdtempSync(join(tmpdir(), 'busy-forms-'));
  const container = buildContainer({ role: 'board', site: 'default', production: false, platformUrl: 'http://127.0.0.1:9', filesDir });
  board = boardFrom(container);
  csrf = board.csrfGuard.csrf.issue();
  release = await uploadSlotsOf(container).acquire();
  expect(release).not.toBeNull();
});
afterAll(() => {
  release?.();
  process.env.UPLOAD_CONCURRENCY = saved.concurrency;
  process.env.UPLOAD_QUEUE_WAIT_MS = saved.wait;
  if (saved.concurrency === undefined) delete process.env.UPLOAD_CONCURRENCY;
  if (saved.wait === undefined) delete process.env.UPLOAD_QUEUE_WAIT_MS;
  rmSync(filesDir, { recursive: true, force: true });
});

const post = (path: string, form: FormData, signedIn = false) =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      cookie: [`jb_csrf=${encodeURIComponent(csrf.cookie)}`, ...(signedIn ? ['jb_session=some-session'] : [])].join('; '),
    },
    body: form,
  });

/** The fields in the order the form sends them: the token first, the files last. */
function applicationForm(): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    csrfToken: csrf.token,
    jobId: '42',
    slug: 'koch-m-w-d-stuttgart',
    idempotencyKey: 'a'.repeat(32),
    flow: 'form',
    locale: 'de',
    firstName: 'Erika',
    lastName: 'Muster',
    email: 'erika@example.test',
    phone: '+49 711 123456',
    'answers.q1': 'Ja, seit 2019',
    coverLetter: 'Ich freue mich auf die Aufgabe – mit Umlauten: äöü.',
    privacyConsent: 'on',
  }))
    form.append(k, v);
  form.append('files', new File([PDF], 'lebenslauf.pdf', { type: 'application/pdf' }));
  return form;
}

const cookieValue = (response: Response, name: string): string | undefined => {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    if (pair.slice(0, at) === name) return decodeURIComponent(pair.slice(at + 1));
  }
  return undefined;
};

describe('upload forms while every upload slot is taken', () => {
  it('a plain application goes back to its form with BUSY and with everything typed (no file)', async () => {
    const response = await handleSubmit(post('/api/applications/submit', applicationForm()), board);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/job/koch-m-w-d-stuttgart/apply?errors=_.BUSY.');
    expect(response.headers.get('retry-after')).not.toBeNull();
    const typed = parseTypedRecord(cookieValue(response, typedValuesCookieName('application')), isApplicationTypedField);
    expect(typed).toEqual({
      firstName: 'Erika',
      lastName: 'Muster',
      email: 'erika@example.test',
      phone: '+49 711 123456',
      'answers.q1': 'Ja, seit 2019',
      privacyConsent: 'on',
      coverLetter: 'Ich freue mich auf die Aufgabe – mit Umlauten: äöü.',
    });
    // The envelope never travels in the cookie.
    expect(Object.keys(typed)).not.toContain('csrfToken');
  });

  it("the application form's script gets 503 BUSY with Retry-After and no cookie (its page still holds the values)", async () => {
    const response = await handleSubmit(post('/api/applications/submit?json=true', applicationForm()), board);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).not.toBeNull();
    expect(await response.json()).toMatchObject({ ok: false, error: 'BUSY', errors: [{ field: null, code: 'BUSY' }] });
    expect(cookieValue(response, typedValuesCookieName('application'))).toBeUndefined();
  });

  it('a post from another site gets no typed values back, busy or not', async () => {
    const request = new Request(`${ORIGIN}/api/applications/submit`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie: `jb_csrf=${encodeURIComponent(csrf.cookie)}` },
      body: applicationForm(),
    });
    const response = await handleSubmit(request, board);
    expect(cookieValue(response, typedValuesCookieName('application'))).toBeUndefined();
  });

  it('the résumé picture form goes back to its box with BUSY', async () => {
    const form = new FormData();
    form.append('csrfToken', csrf.token);
    form.append('locale', 'de');
    form.append('picture', new File([PNG], 'ich.png', { type: 'image/png' }));
    const response = await handleResumeApi(post('/api/resume/picture', form, true), 'picture', board);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/lebenslauf/edit?errors=picture%7EBUSY&form=picture#picture');
  });

  it('the CV import goes back to its step with BUSY', async () => {
    const form = new FormData();
    form.append('csrfToken', csrf.token);
    form.append('locale', 'de');
    form.append('file', new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    const response = await handleResumeImportApi(post('/api/resume-import/upload', form, true), 'upload', board);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/lebenslauf/wizard/import?error=BUSY');
  });
});
