import type { BoardContext } from '../../../application/board/board-context';
import type { ProfileFormError } from '../../../application/board/organizations/organization-edit-gateway.port';
import { MAX_PROFILE_IMAGE_BYTES } from '../../../domain/files/profile-image-policy';
import { organizationPath } from '../../../domain/organization/organization-path';
import { isLocale } from '../../../domain/shared/locale';
import type { Accounts } from '../../../infrastructure/di/accounts.module';
import type { Board } from '../../../infrastructure/di/board';
import { organizationProfileSchema, toProfileChanges } from '../../forms/organization-profile-schema';
import { CSRF_COOKIE, readCookie, SESSION_COOKIE } from '../auth/auth-cookies';
import { csrfProblem, pagePath, type AuthRequest } from '../auth/auth-request.server';

/** Two images and the form: anything bigger is refused before it is parsed. */
export const MAX_SAVE_BODY_BYTES = 2 * MAX_PROFILE_IMAGE_BYTES + 512 * 1024;

export interface SaveAnswer {
  readonly ok: boolean;
  readonly errors?: readonly ProfileFormError[];
  /** The public profile page (with the locale prefix of multi-locale sites). */
  readonly url?: string;
  readonly logoUrl?: string | null;
  readonly coverUrl?: string | null;
}

const answer = (body: SaveAnswer, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
const refused = (code: string, status: number) => answer({ ok: false, errors: [{ field: null, code }] }, status);

/** The body, or null once it grows past `limit` (a missing or lying Content-Length cannot get around it). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const fileOf = (value: FormDataEntryValue | null): File | undefined => (value instanceof File && value.size > 0 ? value : undefined);

/**
 * `POST /api/organization-profile/{id}` (multipart: `profile` as JSON, optional `logo` and `cover`
 * files, `csrfToken`, `locale`): the profile form's save. Thin driving adapter: size limit, CSRF
 * (same-origin signals and the double-submit token), the form's zod schema, then the board's
 * SaveOrganizationProfile; the platform authorizes and decides. Answers JSON for the form's fetch.
 */
export async function handleProfileSave(
  request: Request,
  organizationId: string,
  deps: { board: Board; accounts: Pick<Accounts, 'csrf'> },
): Promise<Response> {
  const { board, accounts } = deps;
  if (request.method !== 'POST') return refused('METHOD_NOT_ALLOWED', 405);
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_SAVE_BODY_BYTES) return refused('REQUEST_TOO_LARGE', 413);
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return refused('BAD_REQUEST', 400);
  const body = await readLimited(request, MAX_SAVE_BODY_BYTES);
  if (!body) return refused('REQUEST_TOO_LARGE', 413);
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    return refused('BAD_REQUEST', 400);
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };

  const cookies = request.headers.get('cookie');
  const wanted = text('locale');
  const locale = isLocale(wanted) && board.site.locales.includes(wanted) ? wanted : board.site.defaultLocale;
  const sessionToken = readCookie(cookies, SESSION_COOKIE);
  const authRequest: AuthRequest = {
    request,
    url: new URL(request.url),
    form: { csrfToken: text('csrfToken') ?? '' },
    json: true,
    sessionToken,
    csrfCookie: readCookie(cookies, CSRF_COOKIE),
    ip: '',
    locale,
  };
  if (csrfProblem(authRequest, accounts)) return refused('CSRF', 403);
  if (!sessionToken) return refused('SIGN_IN_REQUIRED', 401);

  let values: unknown;
  try {
    values = JSON.parse(text('profile') ?? '');
  } catch {
    return refused('BAD_REQUEST', 400);
  }
  const parsed = organizationProfileSchema.safeParse(values);
  if (!parsed.success) {
    return answer(
      { ok: false, errors: parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || null, code: 'INVALID' })) },
      422,
    );
  }
  const logo = fileOf(form.get('logo'));
  const cover = fileOf(form.get('cover'));
  // The platform checks sizes too; refusing here spares it the bytes.
  const tooLarge = [
    logo && logo.size > MAX_PROFILE_IMAGE_BYTES ? 'logo' : null,
    cover && cover.size > MAX_PROFILE_IMAGE_BYTES ? 'cover' : null,
  ].filter((f): f is string => f !== null);
  if (tooLarge.length > 0) return answer({ ok: false, errors: tooLarge.map((field) => ({ field, code: 'IMAGE_TOO_LARGE' })) }, 422);

  const requestId = request.headers.get('x-request-id');
  const ctx: BoardContext = { site: board.site.key, locale, token: sessionToken, ...(requestId ? { requestId } : {}) };
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
    return answer({
      ok: true,
      url: pagePath(board.site, locale, organizationPath(result.profile.slug)),
      logoUrl: result.profile.logoUrl,
      coverUrl: result.profile.coverUrl,
    });
  }
  const code = result.errors.find((e) => e.field === null)?.code;
  const status = code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : code === 'SIGN_IN_REQUIRED' ? 401 : 422;
  return answer({ ok: false, errors: result.errors }, status);
}
