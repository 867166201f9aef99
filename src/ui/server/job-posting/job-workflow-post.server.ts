import type { JobWorkflowCommand } from '../../../application/board/job-posting/job-posting-gateway.port';
import type { Board } from '../../../infrastructure/di/board';
import { withQuery } from '../../routing/with-query';
import { boardContextFor } from '../board-context.server';
import { isSafeLocalPath } from '../../../domain/routing/safe-redirect';
import { type FormPost, refusalAnswer } from '../form-post.server';
import { answer, pageUrl, readPostedForm, returnPath } from './posted-form.server';
import { isEntityId } from '../../../domain/shared/entity-id';

const COMMANDS: readonly JobWorkflowCommand[] = ['PUBLISH', 'SCHEDULE', 'ARCHIVE', 'REPUBLISH', 'DUPLICATE', 'APPROVE', 'REJECT'];

/** `datetime-local` (the browser's local time, sent with the page's offset when JavaScript runs) as ISO. */
function publishAtOf(form: FormPost): string | null {
  const local = form.get('publishAt');
  const offset = form.get('timezoneOffset');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const minutes = /^-?\d{1,4}$/.test(offset) ? Number(offset) : 0;
  const utc = new Date(`${local}:00.000Z`).getTime() + minutes * 60_000;
  return Number.isNaN(utc) ? null : new Date(utc).toISOString();
}

/**
 * POST /api/job-workflow: the preview's and the job manager's buttons (publish, schedule, archive,
 * republish, duplicate, approve, reject with reason). Publishing continues to the bundles step, a
 * duplicate opens in the wizard, everything else returns to the page it came from with a notice.
 */
export async function handleJobWorkflowPost(request: Request, board: Board): Promise<Response> {
  const posted = await readPostedForm(request, board, { signedIn: true });
  if ('refusal' in posted) {
    const back = posted.refusal.fields.find(([key]) => key === 'returnTo')?.[1];
    const page = back && back.length <= 2000 && isSafeLocalPath(back) ? back : pageUrl(board, posted.locale, '/job-manager');
    return refusalAnswer(posted.json, posted.refusal, (p) => withQuery(page, { error: p.code }), { session: 'UNAUTHENTICATED' });
  }
  const { form, locale } = posted;
  const id = form.get('id');
  const command = form.get('action');
  const back = returnPath(form, pageUrl(board, locale, '/job-manager'));
  if (!isEntityId(id) || !COMMANDS.includes(command as JobWorkflowCommand)) {
    return answer(posted, { ok: false, error: 'BAD_REQUEST', url: withQuery(back, { error: 'BAD_REQUEST' }) });
  }
  const reason = form.get('reason');
  const ctx = await boardContextFor(board, locale, false);
  const outcome = await board.changeJobWorkflow.execute(
    {
      id,
      command: command as JobWorkflowCommand,
      publishAt: command === 'SCHEDULE' ? (publishAtOf(form) ?? 'invalid') : null,
      reason: form.has('reason') ? reason : null,
    },
    ctx,
  );
  // A site that charges for postings: the bundles step offers what to buy, then publishes.
  if (!outcome.ok && outcome.code === 'PAYMENT_REQUIRED')
    return answer(posted, {
      ok: false,
      error: outcome.code,
      url: pageUrl(board, locale, withQuery('/job/wizard/bundles', { id, payment: 'required' })),
    });
  if (!outcome.ok) {
    const problem = outcome.problems[0]?.code;
    return answer(posted, {
      ok: false,
      error: outcome.code,
      problems: outcome.problems,
      url: withQuery(back, { error: problem ?? outcome.code }),
    });
  }
  if (command === 'PUBLISH' || command === 'SCHEDULE')
    return answer(posted, { ok: true, url: pageUrl(board, locale, withQuery('/job/wizard/bundles', { id: outcome.id })) });
  if (command === 'DUPLICATE')
    return answer(posted, { ok: true, url: pageUrl(board, locale, withQuery('/job/wizard', { id: outcome.id, notice: 'duplicated' })) });
  return answer(posted, { ok: true, url: withQuery(back, { notice: command.toLowerCase() }) });
}
