import { detectCvFileType, MAX_CV_IMPORT_BYTES } from '../../../domain/resume/cv-import/cv-file-policy';
import type { ResumeImportProposal } from '../../../domain/resume/cv-import/resume-import';
import { RESUME_LIMITS } from '../../../domain/resume/resume-rules';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import type { SpoolLimits } from '../../../infrastructure/di/form-posts.module';
import { pagePath } from '../auth/auth-request.server';
import { withQuery } from '../auth/auth-response.server';
import { boardContextOf } from '../board-context.server';
import { type FormPost, formAnswer, readPost, refusalAnswer, type RefusalCodes, wantsJson } from '../form-post.server';
import { typedImportReviewCookie } from './typed-resume.server';
import { reviewedProposal } from '../../forms/cv-review-fields';
import { isEntityId } from '../../../domain/shared/entity-id';

/*
 * `/api/resume-import/{upload|confirm}`: the wizard's CV import. The upload is read by the shared form
 * reader (same origin, session cookie, CSRF token before the file, the file streamed to disk with its
 * first bytes checked, 50 MB + 1 byte refused while it streams) and sent on to the platform, which
 * checks it again and reads it; the answer leads to the review. The confirmation carries the corrected
 * proposal; refused, the review comes back with the corrections (kept on the import) and the problems.
 */

/** One CV and the form's few fields. */
export const CV_UPLOAD_LIMITS: SpoolLimits = {
  maxBodyBytes: MAX_CV_IMPORT_BYTES + 64 * 1024,
  maxFileBytes: MAX_CV_IMPORT_BYTES,
  maxFiles: 1,
  maxFieldBytes: 1024,
  maxFields: 10,
};

/** The review form: every entry's fields at their edge bounds. */
const CONFIRM_LIMITS: SpoolLimits = {
  maxBodyBytes: 1024 * 1024,
  maxFileBytes: 0,
  maxFiles: 0,
  maxFieldBytes: 4000,
  maxFields: 10 * (RESUME_LIMITS.workExperience + RESUME_LIMITS.education) + 4 * RESUME_LIMITS.languages + 20,
};

const CODES: Partial<RefusalCodes> = { 'content-type': 'INVALID_INPUT', unreadable: 'INVALID_INPUT', 'file-type': 'FILE_TYPE_NOT_ALLOWED' };
const MAX_ERRORS_IN_URL = 8;

const localeOf = (b: Board, value: string | undefined): Locale =>
  isLocale(value) && b.site.locales.includes(value) ? value : b.site.defaultLocale;

export async function handleResumeImportApi(request: Request, action: string, b: Board): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (!b.site.features.resume || (action !== 'upload' && action !== 'confirm')) return new Response(null, { status: 404 });
  const read = await readPost(request, b, {
    accepts: action === 'upload' ? ['multipart'] : ['multipart', 'urlencoded'],
    limits: action === 'upload' ? CV_UPLOAD_LIMITS : CONFIRM_LIMITS,
    signedIn: true,
    acceptsHead: (_field, head) => detectCvFileType(head) !== null,
  });
  if (!read.ok) {
    const locale = localeOf(b, read.refusal.fields.find(([k]) => k === 'locale')?.[1]);
    const step = pagePath(b.site, locale, '/resume/wizard/import');
    return refusalAnswer(wantsJson(request), read.refusal, (p) => withQuery(step, { error: p.code }), CODES);
  }
  try {
    return action === 'upload' ? await upload(request, b, read.post) : await confirm(request, b, read.post);
  } finally {
    await read.post.dispose();
  }
}

async function upload(request: Request, b: Board, post: FormPost): Promise<Response> {
  const json = wantsJson(request, post);
  const locale = localeOf(b, post.get('locale'));
  const step = pagePath(b.site, locale, '/resume/wizard/import');
  const spooled = post.files.find((f) => f.field === 'file');
  const refuse = (code: string, status: number) =>
    formAnswer(json, { ok: false, status, url: withQuery(step, { error: code }), errors: [{ field: 'file', code }] });
  if (!spooled || spooled.size === 0) return refuse('FILE_REQUIRED', 422);
  const result = await b.importMyCv.execute({ file: await post.fileOf(spooled) }, boardContextOf(b, request.headers, locale));
  if (result.importId) return formAnswer(json, { ok: true, url: withQuery(step, { import: result.importId }) });
  const code = result.errors[0]?.code ?? 'Default';
  // The session ended meanwhile: sign in, then back to this step.
  if (code === 'UNAUTHENTICATED')
    return formAnswer(json, {
      ok: false,
      status: 401,
      url: withQuery(pagePath(b.site, locale, '/user/login'), { callbackUrl: step }),
      errors: [{ field: null, code }],
    });
  return refuse(code, 422);
}

/** The review form's fields as a proposal: entries whose box was cleared are left out. */
export function proposalFrom(post: Pick<FormPost, 'get' | 'entries'>): ResumeImportProposal {
  return reviewedProposal(
    post.entries().map(([name]) => name),
    (name) => post.get(name),
    (entry) => post.get(`${entry}.include`) === 'on',
  );
}

async function confirm(request: Request, b: Board, post: FormPost): Promise<Response> {
  const json = wantsJson(request, post);
  const locale = localeOf(b, post.get('locale'));
  const step = pagePath(b.site, locale, '/resume/wizard/import');
  const id = post.get('importId');
  if (!isEntityId(id))
    return formAnswer(json, {
      ok: false,
      status: 400,
      url: withQuery(step, { error: 'INVALID_INPUT' }),
      errors: [{ field: null, code: 'INVALID_INPUT' }],
    });
  const errors = await b.confirmCvImport.execute({ id, proposal: proposalFrom(post) }, boardContextOf(b, request.headers, locale));
  if (errors.length === 0) return formAnswer(json, { ok: true, url: pagePath(b.site, locale, '/resume/wizard/job-preferences') });
  if (errors[0]?.code === 'NOT_FOUND')
    return formAnswer(json, {
      ok: false,
      status: 404,
      url: withQuery(step, { error: 'NOT_FOUND' }),
      errors: [{ field: null, code: 'NOT_FOUND' }],
    });
  const encoded = errors
    .slice(0, MAX_ERRORS_IN_URL)
    .map((e) => `${e.field ?? ''}~${e.code}`)
    .join(',');
  // Without JavaScript the review comes back as it was sent: corrections, boxes and all (never in the address).
  return formAnswer(
    json,
    { ok: false, status: 422, url: withQuery(step, { import: id, errors: encoded }), errors },
    json ? {} : { cookies: [typedImportReviewCookie(id, post.entries(), request)] },
  );
}
