import type { BoardContext } from '../../../application/board/board-context';
import { detectAttachmentType, MAX_ATTACHMENT_BYTES } from '../../../domain/files/attachment-policy';
import { detectProfileImageType } from '../../../domain/files/profile-image-policy';
import { MAX_RESUME_ATTACHMENTS } from '../../../domain/resume/resume-attachments';
import { MAX_RESUME_PICTURE_BYTES } from '../../../domain/resume/resume-picture';
import type { Board } from '../../../infrastructure/di/board';
import type { SpoolLimits } from '../../../infrastructure/di/form-posts.module';
import { resumeEditFrom, SECTION_OF_ACTION, WIZARD_ACTIONS } from '../../forms/resume-forms';
import { type AuthRequest, authRequestOf, pagePath } from '../auth/auth-request.server';
import { answer, json, withQuery } from '../auth/auth-response.server';
import { boardContextOf } from '../board-context.server';
import { typedResumeCookie } from './typed-resume.server';
import { fieldsOf, formAnswer, readPost, refusalAnswer, type RefusalCodes, wantsJson } from '../form-post.server';

/*
 * `/api/resume/{action}`: the POST forms of /resume/edit (one per section, plus each entry's remove and
 * move buttons and the visibility box). Thin driving adapter like /api/alerts: read the form, CSRF,
 * turn it into the change, run the board use case, answer with a 303 back to the section (plain forms
 * work without JavaScript) or JSON (`json=true`). Refusals come back as `errors=field~CODE,…`.
 */

const contextOf = (b: Board, req: AuthRequest): BoardContext => boardContextOf(b, req.request.headers, req.locale);

/** The form reader's refusals in the resume pages' words: CSRF, or bad input. */
const RESUME_CODES: Partial<RefusalCodes> = {
  session: 'CSRF',
  'content-type': 'INVALID_INPUT',
  unreadable: 'INVALID_INPUT',
  'too-large': 'INVALID_INPUT',
  'field-too-long': 'INVALID_INPUT',
  'too-many-files': 'INVALID_INPUT',
  'file-too-large': 'INVALID_INPUT',
  'file-type': 'INVALID_INPUT',
};

/** At most this many field errors travel back in the address. */
const MAX_ERRORS_IN_URL = 8;

export async function handleResumeApi(request: Request, action: string, b: Board): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (!b.site.features.resume) return json({ error: 'Not Found' }, { status: 404 });
  const section = SECTION_OF_ACTION[action];
  const wizard = WIZARD_ACTIONS[action];
  if (action === 'picture' || action === 'picture-remove') return changePicture(request, action, b);
  if (action === 'attachments' || action === 'attachment-rename' || action === 'attachment-remove')
    return changeAttachments(request, action, b);
  // The one form reader: same origin and the CSRF token checked, the body bounded while it streams.
  const read = await readPost(request, b);
  const req = authRequestOf(request, b.site, fieldsOf(read));
  const page = (path: string) => pagePath(b.site, req.locale, path);
  const edit = page('/resume/edit');
  // The edit page's forms come back to their section; the wizard's to their step, and on to the next one.
  const back = (query: Record<string, string>) =>
    wizard
      ? withQuery(page(`/resume/wizard/${query.notice ? wizard.next : wizard.step}`), query.notice ? {} : query)
      : `${withQuery(edit, query)}${section ? `#${section}` : ''}`;
  if (!section && !wizard) return json({ error: 'Not Found' }, { status: 404 });
  if (!read.ok)
    return refusalAnswer(req.json || wantsJson(request), read.refusal, (problem) => back({ error: problem.code }), RESUME_CODES);

  const change = resumeEditFrom(action, req.form);
  if (!change) return answer(req, back({ error: 'INVALID_INPUT' }), { error: 'INVALID_INPUT', status: 400 });
  const result = await b.changeMyResume.execute(change, contextOf(b, req));
  if (!result.ok) {
    if (result.code === 'SIGN_IN_REQUIRED')
      return answer(req, withQuery(page('/user/login'), { callbackUrl: edit }), { error: result.code, status: 401 });
    if ('errors' in result) {
      const errors = result.errors
        .slice(0, MAX_ERRORS_IN_URL)
        .map((e) => `${e.field ?? ''}~${e.code}`)
        .join(',');
      if (req.json) return json({ ok: false, error: 'INVALID', errors: result.errors }, { status: 400 });
      // The form comes back with what was typed (in a short-lived HttpOnly cookie, never in the address).
      return answer(req, back({ errors, form: action, ...(req.form.id ? { entry: req.form.id } : {}) }), {
        cookies: [typedResumeCookie(action, req.form, request)],
      });
    }
    return answer(req, back({ error: result.code }), { error: result.code, status: 404 });
  }
  if (req.json) return json({ ok: true, url: back({ notice: 'saved' }) });
  return answer(req, back({ notice: 'saved' }));
}

/** The picture form: one image, judged by its first bytes while it streams and refused past the limit. */
const PICTURE_LIMITS: SpoolLimits = {
  maxBodyBytes: MAX_RESUME_PICTURE_BYTES + 64 * 1024,
  maxFileBytes: MAX_RESUME_PICTURE_BYTES,
  maxFiles: 1,
  maxFieldBytes: 1024,
  maxFields: 10,
};

const PICTURE_CODES: Partial<RefusalCodes> = {
  ...RESUME_CODES,
  'file-too-large': 'IMAGE_TOO_LARGE',
  'too-large': 'IMAGE_TOO_LARGE',
  'file-type': 'IMAGE_TYPE_NOT_ALLOWED',
};

/** `/api/resume/picture` (a new picture) and `/api/resume/picture-remove`: back to the picture box with the outcome. */
async function changePicture(request: Request, action: 'picture' | 'picture-remove', b: Board): Promise<Response> {
  const read = await readPost(request, b, {
    accepts: action === 'picture' ? ['multipart'] : ['multipart', 'urlencoded'],
    ...(action === 'picture' ? { limits: PICTURE_LIMITS } : {}),
    signedIn: true,
    acceptsHead: (_field, head) => detectProfileImageType(head) !== null,
  });
  const req = authRequestOf(request, b.site, fieldsOf(read));
  const edit = pagePath(b.site, req.locale, '/resume/edit');
  const back = (query: Record<string, string>) => `${withQuery(edit, query)}#picture`;
  const json = req.json || wantsJson(request);
  if (!read.ok) return refusalAnswer(json, read.refusal, (p) => back({ errors: `picture~${p.code}`, form: 'picture' }), PICTURE_CODES);
  try {
    const spooled = read.post.files.find((f) => f.field === 'picture');
    if (action === 'picture' && (!spooled || spooled.size === 0))
      return formAnswer(json, {
        ok: false,
        status: 422,
        url: back({ errors: 'picture~REQUIRED', form: 'picture' }),
        errors: [{ field: 'picture', code: 'REQUIRED' }],
      });
    const file = action === 'picture' && spooled ? await read.post.fileOf(spooled) : null;
    const errors = await b.changeMyResumePicture.execute({ file }, contextOf(b, req));
    if (errors[0]?.code === 'UNAUTHENTICATED')
      return formAnswer(json, {
        ok: false,
        status: 401,
        url: withQuery(pagePath(b.site, req.locale, '/user/login'), { callbackUrl: edit }),
        errors,
      });
    if (errors.length > 0)
      return formAnswer(json, {
        ok: false,
        status: 422,
        url: back({ errors: errors.map((e) => `picture~${e.code}`).join(','), form: 'picture' }),
        errors,
      });
    return formAnswer(json, { ok: true, url: back({ notice: 'saved' }) });
  } finally {
    await read.post.dispose();
  }
}

/** The attachments box's upload: up to the box's limit of files at the application file size, judged by their first bytes. */
const ATTACHMENT_LIMITS: SpoolLimits = {
  maxBodyBytes: MAX_RESUME_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 64 * 1024,
  maxFileBytes: MAX_ATTACHMENT_BYTES,
  maxFiles: MAX_RESUME_ATTACHMENTS,
  maxFieldBytes: 1024,
  maxFields: 10,
};

const ATTACHMENT_CODES: Partial<RefusalCodes> = {
  ...RESUME_CODES,
  'file-too-large': 'FILE_TOO_LARGE',
  'too-large': 'FILE_TOO_LARGE',
  'file-type': 'FILE_TYPE_NOT_ALLOWED',
  'too-many-files': 'TOO_MANY_FILES',
};

/**
 * `/api/resume/attachments` (files into the box), `/api/resume/attachment-rename` and `/api/resume/attachment-remove`:
 * back to the attachments box with the outcome.
 */
async function changeAttachments(
  request: Request,
  action: 'attachments' | 'attachment-rename' | 'attachment-remove',
  b: Board,
): Promise<Response> {
  const upload = action === 'attachments';
  const read = await readPost(request, b, {
    accepts: upload ? ['multipart'] : ['multipart', 'urlencoded'],
    ...(upload ? { limits: ATTACHMENT_LIMITS } : {}),
    signedIn: true,
    acceptsHead: (_field, head) => detectAttachmentType(head) !== null,
  });
  const req = authRequestOf(request, b.site, fieldsOf(read));
  const edit = pagePath(b.site, req.locale, '/resume/edit');
  const back = (query: Record<string, string>) => `${withQuery(edit, query)}#attachments`;
  const json = req.json || wantsJson(request);
  // A refused rename comes back with the typed label (in the typed-values cookie, like every resume form).
  const rename = action === 'attachment-rename';
  const refused = (errors: readonly { field: string | null; code: string }[], status = 422) =>
    formAnswer(
      json,
      {
        ok: false,
        status,
        url: back({
          errors: errors
            .slice(0, MAX_ERRORS_IN_URL)
            .map((e) => `attachments~${e.code}`)
            .join(','),
          form: rename ? action : 'attachments',
          ...(rename ? { entry: req.form.id ?? '' } : {}),
        }),
        errors,
      },
      rename && !json ? { cookies: [typedResumeCookie(action, req.form, request)] } : {},
    );
  if (!read.ok)
    return refusalAnswer(json, read.refusal, (p) => back({ errors: `attachments~${p.code}`, form: 'attachments' }), ATTACHMENT_CODES);
  try {
    const ctx = contextOf(b, req);
    let errors: readonly { field: string | null; code: string }[];
    if (upload) {
      const spooled = read.post.files.filter((f) => f.field === 'files' && f.size > 0);
      if (spooled.length === 0) return refused([{ field: 'attachments', code: 'REQUIRED' }]);
      const files = await Promise.all(spooled.map((f) => read.post.fileOf(f)));
      errors = await b.changeMyResumeAttachments.execute({ add: files }, ctx);
    } else {
      const id = req.form.id ?? '';
      errors = await b.changeMyResumeAttachments.execute(
        action === 'attachment-rename' ? { rename: { id, name: req.form.name ?? '' } } : { remove: id },
        ctx,
      );
    }
    if (errors[0]?.code === 'UNAUTHENTICATED')
      return formAnswer(json, {
        ok: false,
        status: 401,
        url: withQuery(pagePath(b.site, req.locale, '/user/login'), { callbackUrl: edit }),
        errors,
      });
    if (errors.length > 0) return refused(errors, errors[0]?.code === 'NOT_FOUND' ? 404 : 422);
    return formAnswer(json, { ok: true, url: back({ notice: 'saved' }) });
  } finally {
    await read.post.dispose();
  }
}
