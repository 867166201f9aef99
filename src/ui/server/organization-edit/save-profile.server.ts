import type { BoardContext } from '../../../application/board/board-context';
import type { ProfileFormError } from '../../../application/board/organizations/organization-edit-gateway.port';
import { detectProfileImageType, looksLikeSvg, MAX_PROFILE_IMAGE_BYTES } from '../../../domain/files/profile-image-policy';
import { organizationPath } from '../../../domain/organization/organization-path';
import { isLocale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import type { SpoolLimits } from '../../../infrastructure/di/form-posts.module';
import { organizationProfileSchema, toProfileChanges } from '../../forms/organization-profile-schema';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import { type FormPost, formAnswer, readPost, refusalAnswer, type RefusalCodes } from '../form-post.server';

/** Two images at their limit and the form (the presentation is the big field). */
export const PROFILE_BODY_LIMITS: SpoolLimits = {
  maxBodyBytes: 2 * MAX_PROFILE_IMAGE_BYTES + 512 * 1024,
  maxFileBytes: MAX_PROFILE_IMAGE_BYTES,
  maxFiles: 2,
  maxFieldBytes: 448 * 1024,
  maxFields: 10,
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

/**
 * `POST /api/organization-profile/{id}` (multipart: `csrfToken` first, `profile` as JSON, optional `logo`
 * and `cover` files, `locale`): the profile form's save. Thin driving adapter: the one form reader (same
 * origin, session cookie, CSRF token before the images, bounds while streaming), the form's zod schema,
 * then the board's SaveOrganizationProfile; the platform authorizes and decides. Answers JSON for the
 * form's fetch.
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
  if (!read.ok) return refusalAnswer(true, read.refusal, () => edit, PROFILE_CODES);
  try {
    return await save(request, organizationId, board, read.post);
  } finally {
    await read.post.dispose();
  }
}

async function save(request: Request, organizationId: string, board: Board, form: FormPost): Promise<Response> {
  const wanted = form.get('locale');
  const locale = isLocale(wanted) && board.site.locales.includes(wanted) ? wanted : board.site.defaultLocale;
  const home = pagePath(board.site, locale, '/');
  const refused = (status: number, errors: readonly ProfileFormError[]) => formAnswer(true, { ok: false, status, url: home, errors });
  let values: unknown;
  try {
    values = JSON.parse(form.get('profile'));
  } catch {
    return refused(400, [{ field: null, code: 'BAD_REQUEST' }]);
  }
  const parsed = organizationProfileSchema.safeParse(values);
  if (!parsed.success)
    return refused(
      422,
      parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || null, code: 'INVALID' })),
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
    return formAnswer(true, {
      ok: true,
      url: pagePath(board.site, locale, organizationPath(result.profile.slug)),
      extra: { logoUrl: result.profile.logoUrl, coverUrl: result.profile.coverUrl },
    });
  }
  const code = result.errors.find((e) => e.field === null)?.code;
  const status =
    code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : code === 'SIGN_IN_REQUIRED' || code === 'UNAUTHENTICATED' ? 401 : 422;
  return refused(status, result.errors);
}
