import type { Board } from '../../../infrastructure/di/board';
import { placeParams, RESUME_PLACE_KEYS, rawPlaceOf, resumeSearchHref } from '../../routing/resume-search-query';
import { withQuery } from '../../routing/with-query';
import { boardContextFor } from '../board-context.server';
import { refusalAnswer } from '../form-post.server';
import { answer, pageUrl, readPostedForm } from '../job-posting/posted-form.server';
import { isEntityId } from '../../../domain/shared/entity-id';

const ACTIONS = new Set(['save', 'interval', 'delete', 'unsubscribe']);

/**
 * POST /api/resume-alerts/{save,interval,delete,unsubscribe}: the resume search's "save as alert" form,
 * the edit page's interval and delete forms, and the digest's unsubscribe page. Plain forms through the
 * one form reader; a 303 back with a notice, or with the problem and what was chosen (the search stays in
 * the address, the interval comes back), so every form works without JavaScript.
 */
export async function handleResumeAlertPost(request: Request, action: string, board: Board): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (!board.site.features.resume || !ACTIONS.has(action)) return Response.json({ error: 'Not Found' }, { status: 404 });
  // The unsubscribe link works from a mail, signed out: its signed token stands in for the session.
  const unsubscribe = action === 'unsubscribe';
  const posted = await readPostedForm(request, board, { signedIn: !unsubscribe });
  if ('refusal' in posted) {
    const page = pageUrl(board, posted.locale, unsubscribe ? '/resume-alert/unsubscribe' : '/resumes');
    return refusalAnswer(posted.json, posted.refusal, (p) => withQuery(page, { alertError: p.code }), { session: 'SIGN_IN_REQUIRED' });
  }
  const { form, locale } = posted;
  const ctx = await boardContextFor(board, locale, false);
  const interval = Number(form.get('interval'));

  if (action === 'save') {
    const search = {
      keywords: form.get('keywords').slice(0, 1000),
      careerStatus: form.getAll('careerStatus').slice(0, 60),
      languages: form.getAll('languages').slice(0, 60),
      skills: form.getAll('skills').slice(0, 60),
      occupations: form.getAll('occupations').slice(0, 60),
    };
    // The place as the search found it (a picked suggestion and its radius), read like the address's keys.
    const placeKeys = placeParams(Object.fromEntries(RESUME_PLACE_KEYS.map((key) => [key, form.get(key)])));
    const back = pageUrl(board, locale, resumeSearchHref({ ...search, ...placeKeys, page: 1 }));
    const place = rawPlaceOf({ ...search, ...placeKeys, page: 1 });
    const outcome = await board.saveResumeSearchAlert.execute(
      { search: { ...search, place }, interval, origin: new URL(request.url).origin },
      ctx,
    );
    if (outcome.ok) return answer(posted, { ok: true, url: withQuery(back, { alertNotice: 'saved' }) });
    const error = outcome.errors[0]?.code ?? 'Default';
    // The session ended meanwhile: signing in again helps, and brings the recruiter back to the search.
    if (error === 'UNAUTHENTICATED')
      return answer(posted, {
        ok: false,
        error: 'SIGN_IN_REQUIRED',
        url: withQuery(pageUrl(board, locale, '/user/login'), { callbackUrl: back }),
      });
    return answer(posted, {
      ok: false,
      error,
      problems: outcome.errors,
      url: withQuery(back, { alertError: error, interval: form.get('interval').slice(0, 10) }),
    });
  }

  if (action === 'unsubscribe') {
    const token = form.get('token').slice(0, 300);
    const page = pageUrl(board, locale, '/resume-alert/unsubscribe');
    const result = await board.unsubscribeResumeAlert.execute({ token }, ctx);
    return result === 'UNSUBSCRIBED'
      ? answer(posted, { ok: true, url: withQuery(page, { done: '1' }) })
      : answer(posted, { ok: false, error: result, url: withQuery(page, { alertError: result }) });
  }

  const id = form.get('id');
  if (!isEntityId(id)) return answer(posted, { ok: false, error: 'NOT_FOUND', url: pageUrl(board, locale, '/resumes') });
  const edit = pageUrl(board, locale, `/resume-alert/edit/${id}`);
  if (action === 'delete') {
    const outcome = await board.changeResumeAlert.delete({ id }, ctx);
    return outcome.ok
      ? answer(posted, { ok: true, url: withQuery(pageUrl(board, locale, '/resumes'), { alertNotice: 'deleted' }) })
      : answer(posted, { ok: false, error: 'NOT_FOUND', url: withQuery(edit, { alertError: 'NOT_FOUND' }) });
  }
  const outcome = await board.changeResumeAlert.interval({ id, interval }, ctx);
  if (outcome.ok) return answer(posted, { ok: true, url: withQuery(edit, { alertNotice: 'changed' }) });
  const error = outcome.errors[0]?.code ?? 'Default';
  return answer(posted, { ok: false, error, problems: outcome.errors, url: withQuery(edit, { alertError: error }) });
}
