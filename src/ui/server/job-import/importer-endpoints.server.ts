import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import { IMPORTER_TEXT_FIELDS, readImporterForm } from '../../forms/importer-form';
import { withQuery } from '../../routing/with-query';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import { fieldsOf, formAnswer, readPost, refusalAnswer, wantsJson } from '../form-post.server';
import { typedValuesCookie } from '../typed-values.server';
import { isEntityId } from '../../../domain/shared/entity-id';

/** Where the importer pages are: staff under /admin, an organization's owner beside the job manager. */
export const IMPORTER_AREAS = { admin: '/admin/importers', organization: '/job-manager/imports' } as const;
export type ImporterArea = keyof typeof IMPORTER_AREAS;

const areaOf = (value: string | undefined): ImporterArea => (value === 'organization' ? 'organization' : 'admin');

const statusOf = (code: string) => (code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : 422);

/** `?fieldErrors=field~CODE,…` as the form page reads it. */
const fieldErrorsParam = (problems: ReadonlyArray<{ field: string; code: string }>) =>
  problems
    .slice(0, 8)
    .map((p) => `${p.field.replace('mapping.', '')}~${p.code}`)
    .join(',');

/**
 * `POST /api/job-import/{save,run,delete}` (urlencoded or multipart: `csrfToken`, `locale`, `area`, `id`
 * and the importer form's fields): the importer pages' forms without JavaScript. The platform decides
 * who may; a refused save comes back to the form with each problem on its field and what was typed (in
 * a short-lived cookie: a source URL may carry an access key that belongs in no address or log).
 */
export async function handleImporterPost(request: Request, action: string, board: Board): Promise<Response> {
  const read = await readPost(request, board, { signedIn: true });
  const fields = fieldsOf(read);
  const wanted = fields.locale;
  const locale: Locale = isLocale(wanted) && board.site.locales.includes(wanted) ? wanted : board.site.defaultLocale;
  const area = areaOf(fields.area);
  const base = pagePath(board.site, locale, IMPORTER_AREAS[area]);
  const id = isEntityId(fields.id ?? '') ? (fields.id as string) : null;
  const formPath = id ? `${base}/${id}/edit` : `${base}/new`;
  if (!read.ok)
    return refusalAnswer(wantsJson(request), read.refusal, (p) => withQuery(action === 'save' ? formPath : base, { error: p.code }));
  const post = read.post;
  try {
    const json = wantsJson(request, post);
    const ctx = boardContextOf(board, request.headers, locale);
    if (action === 'run' || action === 'delete') {
      if (!id)
        return formAnswer(json, {
          ok: false,
          status: 400,
          url: withQuery(base, { error: 'NOT_FOUND' }),
          errors: [{ field: null, code: 'NOT_FOUND' }],
        });
      const result = action === 'run' ? await board.manageImporters.run(id, ctx) : await board.manageImporters.delete(id, ctx);
      const code = result.errors[0];
      if (code)
        return formAnswer(json, {
          ok: false,
          status: statusOf(code),
          url: withQuery(`${base}/${id}`, { error: code }),
          errors: [{ field: null, code }],
        });
      return formAnswer(json, {
        ok: true,
        url: action === 'run' ? withQuery(`${base}/${id}`, { notice: 'runRequested' }) : withQuery(base, { notice: 'deleted' }),
      });
    }
    if (action !== 'save') return formAnswer(json, { ok: false, status: 404, url: base, errors: [{ field: null, code: 'NOT_FOUND' }] });

    const typed = IMPORTER_TEXT_FIELDS.map((name) => [name, fields[name] ?? ''] as const);
    const refused = (status: number, code: string, problems: ReadonlyArray<{ field: string; code: string }>) =>
      formAnswer(
        json,
        {
          ok: false,
          status,
          url: withQuery(formPath, { error: code, fieldErrors: fieldErrorsParam(problems) || null }),
          errors: problems.length > 0 ? problems.map((p) => ({ field: p.field, code: p.code })) : [{ field: null, code }],
        },
        { cookies: json ? [] : [typedValuesCookie('importer', typed, new URL(request.url))] },
      );
    const { options } = await board.manageImporters.form(null, ctx);
    if (options.errors[0]) return refused(statusOf(options.errors[0]), options.errors[0], []);
    const form = readImporterForm(fields, options.terms);
    if (!form.ok) return refused(422, 'INVALID', form.problems);
    const result = await board.manageImporters.save(id, form.input, ctx);
    const code = result.errors[0];
    if (code || !result.id) return refused(statusOf(code ?? 'INVALID'), code ?? 'INVALID', result.problems);
    return formAnswer(json, { ok: true, url: withQuery(`${base}/${result.id}`, { notice: 'saved' }) });
  } finally {
    await post.dispose();
  }
}
