import type { BoardUpload } from '../../../application/board/job-posting/job-posting-gateway.port';
import type { Board } from '../../../infrastructure/di/board';
import { formFieldOf, jobWizardSchema, toJobContent, wizardValuesFromForm, type JobWizardValues } from '../../forms/job-wizard-schema';
import { withQuery } from '../../routing/with-query';
import { boardContextFor } from '../board-context.server';
import { answer, pageUrl, readPostedForm } from './posted-form.server';

const ID = /^\d{1,18}$/;

async function uploadOf(form: FormData, key: string): Promise<BoardUpload | null> {
  const value = form.get(key);
  if (!value || typeof value === 'string' || value.size === 0) return null;
  return { name: value.name.slice(0, 200) || key, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
}

/**
 * POST /api/job-wizard: the wizard's form (multipart, with or without JavaScript). Validated with the
 * wizard's schema, then saved through the platform, which sanitizes, checks files and authorizes. Saved
 * jobs continue to the preview; refusals go back to the wizard (JSON with the fields' problems for the
 * page's script, a 303 with the error for a plain form).
 */
export async function handleJobWizardPost(request: Request, board: Board): Promise<Response> {
  const posted = await readPostedForm(request, board);
  if ('problem' in posted) {
    const status = posted.problem === 'too-large' ? 413 : posted.problem === 'unreadable' ? 400 : 403;
    return Response.json(
      { ok: false, error: posted.problem === 'too-large' ? 'FILE_TOO_LARGE' : posted.problem === 'unreadable' ? 'BAD_REQUEST' : 'CSRF' },
      { status },
    );
  }
  const { form, locale } = posted;
  const rawId = form.get('id');
  const id = typeof rawId === 'string' && ID.test(rawId) ? rawId : null;
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
