import type { BoardUpload } from '../../../application/board/job-posting/job-posting-gateway.port';
import { detectAttachmentType, MAX_ATTACHMENT_BYTES } from '../../../domain/files/attachment-policy';
import { MAX_PROFILE_IMAGE_BYTES } from '../../../domain/files/profile-image-policy';
import { looksLikeSvg } from '../../../domain/files/upload-names';
import type { Board } from '../../../infrastructure/di/board';
import type { SpoolLimits } from '../../../infrastructure/di/form-posts.module';
import { formFieldOf, jobWizardSchema, toJobContent, wizardValuesFromForm, type JobWizardValues } from '../../forms/job-wizard-schema';
import type { Locale } from '../../../domain/shared/locale';
import { withQuery } from '../../routing/with-query';
import { boardContextFor } from '../board-context.server';
import { type FormPost, formAnswer, type RefusalCodes, refusalProblem } from '../form-post.server';
import { answer, pageUrl, readPostedForm } from './posted-form.server';
import { isEntityId } from '../../../domain/shared/entity-id';

/**
 * The wizard's body: the PDF at the upload limit, the logo at the image limit (stopped while it streams,
 * never read further), and the fields (the description is the big one).
 */
export const JOB_WIZARD_BODY_LIMITS: SpoolLimits = {
  maxBodyBytes: MAX_ATTACHMENT_BYTES + MAX_PROFILE_IMAGE_BYTES + 2 * 1024 * 1024,
  maxFileBytes: MAX_ATTACHMENT_BYTES,
  maxFileBytesByField: { logo: MAX_PROFILE_IMAGE_BYTES },
  maxFiles: 2,
  maxFieldBytes: 1024 * 1024,
  maxFields: 400,
};

/** The reader's refusals in the wizard's words (jobWizard.errors.* and jobWizard.problems.*). */
const WIZARD_REFUSAL_CODES: Partial<RefusalCodes> = {
  session: 'UNAUTHENTICATED',
  'too-large': 'FILE_TOO_LARGE',
  'too-many-files': 'BAD_REQUEST',
  'file-type': (field) => (field === 'file' ? 'FILE_NOT_PDF' : 'LOGO_TYPE_NOT_ALLOWED'),
  'file-too-large': (field) => (field === 'logo' ? 'LOGO_TOO_LARGE' : 'FILE_TOO_LARGE'),
};

/**
 * The PDF must start like one, the logo like a raster image; SVG-looking text goes on to the platform,
 * which names it (and checks both again, decoding the logo).
 */
function wizardHead(field: string, head: Uint8Array): boolean {
  const type = detectAttachmentType(head);
  if (field === 'file') return type === 'application/pdf';
  if (field === 'logo') return (type !== null && type !== 'application/pdf') || looksLikeSvg(head);
  return false;
}

async function uploadOf(form: FormPost, key: string): Promise<BoardUpload | null> {
  const file = form.files.find((f) => f.field === key && f.size > 0);
  if (!file) return null;
  return { name: file.name.slice(0, 200) || key, type: file.type, content: await form.fileOf(file) };
}

/**
 * POST /api/job-wizard: the wizard's form (multipart, with or without JavaScript). Validated with the
 * wizard's schema, then saved through the platform, which sanitizes, checks files and authorizes. Saved
 * jobs continue to the preview; refusals go back to the wizard (JSON with the fields' problems for the
 * page's script, a 303 with the error for a plain form).
 */
export async function handleJobWizardPost(request: Request, board: Board): Promise<Response> {
  const posted = await readPostedForm(request, board, {
    accepts: ['multipart', 'urlencoded'],
    limits: JOB_WIZARD_BODY_LIMITS,
    signedIn: true,
    acceptsHead: wizardHead,
  });
  if ('refusal' in posted) {
    const { refusal, locale } = posted;
    const problem = refusalProblem(refusal, WIZARD_REFUSAL_CODES);
    const field = problem.field ? formFieldOf(problem.field) : null;
    const rawId = refusal.fields.find(([key]) => key === 'id')?.[1];
    const url =
      problem.code === 'UNAUTHENTICATED'
        ? pageUrl(board, locale, '/user/login')
        : pageUrl(
            board,
            locale,
            withQuery('/job/wizard', {
              id: rawId && isEntityId(rawId) ? rawId : null,
              error: problem.code,
              problems: field ? `${field}:${problem.code}` : null,
            }),
          );
    return formAnswer(
      posted.json,
      { ok: false, status: refusal.status, url, errors: [{ ...problem, field }] },
      { close: true, ...(refusal.retryAfterSeconds !== undefined ? { retryAfterSeconds: refusal.retryAfterSeconds } : {}) },
    );
  }
  try {
    return await save(posted.form, posted.locale, posted.json, board);
  } finally {
    await posted.form.dispose();
  }
}

async function save(form: FormPost, locale: Locale, json: boolean, board: Board): Promise<Response> {
  const posted = { json };
  const rawId = form.get('id');
  const id = isEntityId(rawId) ? rawId : null;
  // A plain form loses its values on the way back; the problems travel in the address so the page can list them.
  const wizard = (error: string, problems: ReadonlyArray<{ field: string; code: string }> = []) =>
    pageUrl(
      board,
      locale,
      withQuery('/job/wizard', {
        id,
        error,
        problems:
          problems
            .slice(0, 10)
            .map((p) => `${p.field}:${p.code}`)
            .join(',') || null,
      }),
    );
  const [file, logo] = await Promise.all([uploadOf(form, 'file'), uploadOf(form, 'logo')]);
  const raw = { ...wizardValuesFromForm(form), hasFile: file !== null || form.get('hasFile') === 'true' };
  const parsed = jobWizardSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => ({
      field: String(i.path[0] ?? 'form'),
      code: i.message.replace(/^jobWizard\.problems\./, ''),
    }));
    return answer(posted, { ok: false, error: 'INVALID', problems, url: wizard('INVALID', problems) });
  }
  const ctx = await boardContextFor(board, locale, false);
  const outcome = await board.saveJobPosting.execute(
    {
      id,
      content: toJobContent(parsed.data as JobWizardValues),
      file: parsed.data.type === 'job_per_file' ? file : null,
      logo,
      removeLogo: form.get('removeLogo') === 'on' || form.get('removeLogo') === 'true',
    },
    ctx,
  );
  if (!outcome.ok) {
    const problems = outcome.problems.map((p) => ({ field: formFieldOf(p.field), code: p.code }));
    return answer(posted, { ok: false, error: outcome.code, problems, url: wizard(outcome.code, problems) });
  }
  return answer(posted, { ok: true, url: pageUrl(board, locale, withQuery('/job/wizard/preview', { id: outcome.id })) });
}
