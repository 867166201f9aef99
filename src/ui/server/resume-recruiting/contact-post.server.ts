import { isOwnerAction } from '../../../domain/resume-contacts/contact-request';
import type { Board } from '../../../infrastructure/di/board';
import { withQuery } from '../../routing/with-query';
import { boardContextFor } from '../board-context.server';
import { refusalAnswer } from '../form-post.server';
import { answer, pageUrl, readPostedForm, returnPath } from '../job-posting/posted-form.server';
import { isEntityId } from '../../../domain/shared/entity-id';

const RESUME_ID = /^[0-9a-f-]{36}$/i;

/**
 * POST /api/resume-contacts/{send,decide}: the recruiter's contact form on a resume's page, and the
 * owner's approve / decline / revoke buttons. Plain forms through the one form reader (same origin,
 * session cookie, double-submit token); a 303 back to the page with a notice, or with the problem and
 * the typed message when refused, so the form works without JavaScript.
 */
export async function handleContactPost(request: Request, action: string, board: Board): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (!board.site.features.resume || (action !== 'send' && action !== 'decide'))
    return Response.json({ error: 'Not Found' }, { status: 404 });
  const posted = await readPostedForm(request, board, { signedIn: true });
  if ('refusal' in posted) {
    const page = pageUrl(board, posted.locale, action === 'send' ? '/resumes' : '/resume-contacts');
    return refusalAnswer(posted.json, posted.refusal, (p) => withQuery(page, { error: p.code }), { session: 'SIGN_IN_REQUIRED' });
  }
  const { form, locale } = posted;
  const ctx = await boardContextFor(board, locale, false);

  if (action === 'send') {
    const resumeId = form.get('resumeId');
    if (!RESUME_ID.test(resumeId)) return answer(posted, { ok: false, error: 'NOT_FOUND', url: pageUrl(board, locale, '/resumes') });
    const back = pageUrl(board, locale, `/resumes/${resumeId}`);
    const message = form.get('message');
    const outcome = await board.contactResumeOwner.execute({ resumeId, message, origin: new URL(request.url).origin }, ctx);
    if (outcome.ok) return answer(posted, { ok: true, url: withQuery(back, { notice: outcome.replayed ? 'alreadySent' : 'sent' }) });
    const error = outcome.errors[0]?.code ?? 'Default';
    // The session ended meanwhile: signing in again helps, and brings the recruiter back to the resume.
    if (error === 'UNAUTHENTICATED')
      return answer(posted, {
        ok: false,
        error: 'SIGN_IN_REQUIRED',
        url: withQuery(pageUrl(board, locale, '/user/login'), { callbackUrl: back }),
      });
    // The typed message comes back with a refusal of the message itself, so nothing typed is lost.
    return answer(posted, {
      ok: false,
      error,
      problems: outcome.errors.map((e) => ({ field: e.field, code: e.code })),
      url: withQuery(back, { error, ...(outcome.errors[0]?.field === 'message' ? { message: message.slice(0, 1000) } : {}) }),
    });
  }

  const back = returnPath(form, pageUrl(board, locale, '/resume-contacts'));
  const id = form.get('id');
  const decision = form.get('decision');
  if (!isEntityId(id) || !isOwnerAction(decision))
    return answer(posted, { ok: false, error: 'BAD_REQUEST', url: withQuery(back, { error: 'BAD_REQUEST' }) });
  const outcome = await board.decideContactRequest.execute({ id, action: decision }, ctx);
  if (outcome.ok) return answer(posted, { ok: true, url: withQuery(back, { notice: decision }) });
  const error = outcome.errors[0]?.code ?? 'Default';
  return answer(posted, { ok: false, error, url: withQuery(back, { error }) });
}
