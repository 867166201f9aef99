import type { BoardContext } from '../../../application/board/board-context';
import type { ProfileFormError } from '../../../application/board/organizations/organization-edit-gateway.port';
import { detectProfileImageType, looksLikeSvg, MAX_PROFILE_IMAGE_BYTES } from '../../../domain/files/profile-image-policy';
import { organizationPath } from '../../../domain/organization/organization-path';
import { isSafeLocalPath } from '../../../domain/routing/safe-redirect';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import type { SpoolLimits } from '../../../infrastructure/di/form-posts.module';
import { encodeProfileFieldErrors } from '../../forms/organization-profile-feedback';
import { plainProfileValues, typedProfileEntries } from '../../forms/organization-profile-plain';
import { organizationProfileSchema, toProfileChanges, type OrganizationProfileValues } from '../../forms/organization-profile-schema';
import { withQuery } from '../../routing/with-query';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import { type FormPost, type FormProblem, formAnswer, readPost, refusalAnswer, type RefusalCodes } from '../form-post.server';
import { typedValuesCookie } from '../typed-values.server';

/** Two images at their limit and the form (the presentation is the big field). */
export const PROFILE_BODY_LIMITS: SpoolLimits = {
  maxBodyBytes: 2 * MAX_PROFILE_IMAGE_BYTES + 512 * 1024,
  maxFileBytes: MAX_PROFILE_IMAGE_BYTES,
  maxFiles: 2,
  maxFieldBytes: 448 * 1024,
  // The plain form sends a field per input and a checkbox per chosen benefit or term.
  maxFields: 160,
};

/** The reader's refusals in the profile form's words (organizationEdit.errors.*). */
const PROFILE_CODES: Partial<RefusalCodes> = {
  'too-many-files': 'BAD_REQUEST',
  'file-too-large': 'IMAGE_TOO_LARGE',
  'file-type': 'IMAGE_TYPE_NOT_ALLOWED',
};

/** A raster image by its first bytes; SVG-looking text goes on to the platform, which names it. */
const profileImageHead = (field: string, head: Uint8Array): boolean =>
  (field === 'logo' || field === 'cover') && (detectProfileImageType(head) !== null || looksLikeSvg(head));

export interface SaveAnswer {
  readonly ok: boolean;
  readonly errors?: readonly ProfileFormError[];
  /** The public profile page (with the locale prefix of multi-locale sites). */
  readonly url?: string;
  readonly logoUrl?: string | null;
  readonly coverUrl?: string | null;
}

/** The page's script asks for JSON; a browser posting the plain form asks for a page. */
const isPlainForm = (request: Request): boolean => (request.headers.get('accept') ?? '').includes('text/html');

/** The edit page a plain post came from (a local path only), else the site's home. */
const backOf = (returnTo: string | undefined, fallback: string): string =>
  returnTo && returnTo.length <= 2000 && isSafeLocalPath(returnTo) ? returnTo.split(/[?#]/)[0]! : fallback;

/**
 * `POST /api/organization-profile/{id}` (multipart: `csrfToken` first, optional `logo` and `cover` files,
 * `locale`; the page's script sends the values as JSON in `profile`, the plain form one field per input
 * and `returnTo`): the profile form's save. Thin driving adapter: the one form reader (same origin,
 * session cookie, CSRF token before the images, bounds while streaming), the form's zod schema, then the
 * board's SaveOrganizationProfile; the platform authorizes and decides. Answers JSON for the script; a
 * plain form gets a 303 back to the edit page, with the outcome in its address and, when refused, what
 * was typed in a short-lived HttpOnly cookie.
 */
export async function handleProfileSave(request: Request, organizationId: string, deps: { board: Board }): Promise<Response> {
  const { board } = deps;
  const edit = pagePath(board.site, board.site.defaultLocale, '/');
  if (request.method !== 'POST')
    return formAnswer(true, { ok: false, status: 405, url: edit, errors: [{ field: null, code: 'METHOD_NOT_ALLOWED' }] });
  const read = await readPost(request, board, {
    accepts: ['multipart'],
    limits: PROFILE_BODY_LIMITS,
    signedIn: true,
    acceptsHead: profileImageHead,
  });
  if (!read.ok) {
    const plain = isPlainForm(request);
    const back = backOf(read.refusal.fields.find(([key]) => key === 'returnTo')?.[1], edit);
    return refusalAnswer(!plain, read.refusal, (p) => `${withQuery(back, { profileError: p.code })}#profile-outcome`, PROFILE_CODES);
  }
  try {
    return await save(request, organizationId, board, read.post);
  } finally {
    await read.post.dispose();
  }
}

async function save(request: Request, organizationId: string, board: Board, form: FormPost): Promise<Response> {
  const wanted = form.get('locale');
  const locale: Locale = isLocale(wanted) && board.site.locales.includes(wanted) ? wanted : board.site.defaultLocale;
  const home = pagePath(board.site, locale, '/');
  const scripted = form.getAll('profile').length > 0;
  const json = scripted || !isPlainForm(request);
  const back = backOf(form.get('returnTo'), home);

  let values: unknown;
  if (scripted) {
    try {
      values = JSON.parse(form.get('profile'));
    } catch {
      return formAnswer(true, { ok: false, status: 400, url: home, errors: [{ field: null, code: 'BAD_REQUEST' }] });
    }
  } else values = plainProfileValues(form, locale);

  /** Refused: the script gets the problems; the plain form comes back with them at their fields and its values. */
  const refused = (status: number, code: string, problems: ReadonlyArray<{ field: string | null; code: string; key?: string }>) => {
    const errors: FormProblem[] = problems.map((p) => ({ field: p.field, code: p.code }));
    if (json) return formAnswer(true, { ok: false, status, url: home, errors });
    const fieldErrors = problems.flatMap((p) =>
      p.field ? [{ field: p.field.startsWith('benefits') ? 'benefits' : p.field, key: p.key ?? `organizationEdit.errors.${p.code}` }] : [],
    );
    const url = `${withQuery(back, { profileError: code, profileErrors: encodeProfileFieldErrors(fieldErrors) })}#profile-outcome`;
    const cookies = [typedValuesCookie('organization', typedProfileEntries(values as OrganizationProfileValues), new URL(request.url))];
    return formAnswer(false, { ok: false, status, url, error: code, errors }, { cookies });
  };

  const parsed = organizationProfileSchema.safeParse(values);
  if (!parsed.success)
    return refused(
      422,
      'FIX_FIELDS',
      parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || null, code: 'INVALID', key: issue.message })),
    );
  const image = async (field: 'logo' | 'cover') => {
    const file = form.files.find((f) => f.field === field && f.size > 0);
    return file ? form.fileOf(file) : undefined;
  };
  const [logo, cover] = await Promise.all([image('logo'), image('cover')]);
  const ctx: BoardContext = boardContextOf(board, request.headers, locale);
  const result = await board.saveOrganizationProfile.execute(
    {
      organizationId,
      changes: toProfileChanges(parsed.data),
      ...(logo ? { logo } : parsed.data.removeLogo ? { logo: null } : {}),
      ...(cover ? { cover } : parsed.data.removeCover ? { cover: null } : {}),
    },
    ctx,
  );
  if (result.ok) {
    const profilePage = pagePath(board.site, locale, organizationPath(result.profile.slug));
    return formAnswer(json, {
      ok: true,
      url: json ? profilePage : `${withQuery(back === home ? profilePage : back, { profileNotice: 'saved' })}#profile-outcome`,
      extra: { logoUrl: result.profile.logoUrl, coverUrl: result.profile.coverUrl },
    });
  }
  const general = result.errors.find((e) => e.field === null)?.code;
  const status =
    general === 'FORBIDDEN'
      ? 403
      : general === 'NOT_FOUND'
        ? 404
        : general === 'SIGN_IN_REQUIRED' || general === 'UNAUTHENTICATED'
          ? 401
          : 422;
  return refused(status, general ?? 'FIX_FIELDS', result.errors);
}
