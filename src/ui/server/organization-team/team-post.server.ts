import type { TeamChange } from '../../../application/board/organization-team/change-team.use-case';
import { isSafeLocalPath } from '../../../domain/routing/safe-redirect';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import { publicOrigin } from '../../../domain/site/public-origin';
import type { Board } from '../../../infrastructure/di/board';
import { withQuery } from '../../routing/with-query';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import { type FormPost, formAnswer, readPost, refusalAnswer, wantsJson } from '../form-post.server';
import { typedValuesCookie } from '../typed-values.server';
import { isEntityId } from '../../../domain/shared/entity-id';

const NOTICES: Readonly<Record<TeamChange['kind'] | 'leave' | 'decline' | 'role', string>> = {
  invite: 'invited',
  withdraw: 'withdrawn',
  member: 'removed',
  role: 'roleChanged',
  leave: 'left',
  offer: 'offered',
  answerOffer: 'ownershipAccepted',
  decline: 'ownershipDeclined',
};

/** The change a team form asks for, or null when its fields make none. */
function changeOf(form: FormPost, origin: string): { change: TeamChange; notice: string } | null {
  const userId = form.get('userId');
  switch (form.get('action')) {
    case 'invite': {
      const role = form.get('role') === 'OWNER' ? 'OWNER' : 'EDITOR';
      return { change: { kind: 'invite', email: form.get('email').slice(0, 320), role, origin }, notice: NOTICES.invite };
    }
    case 'withdraw':
      return isEntityId(form.get('invitationId'))
        ? { change: { kind: 'withdraw', invitationId: form.get('invitationId') }, notice: NOTICES.withdraw }
        : null;
    case 'makeEditor':
      return isEntityId(userId) ? { change: { kind: 'member', userId, change: 'EDITOR' }, notice: NOTICES.role } : null;
    case 'remove':
      return isEntityId(userId) ? { change: { kind: 'member', userId, change: 'REMOVE' }, notice: NOTICES.member } : null;
    case 'leave':
      return isEntityId(userId) ? { change: { kind: 'member', userId, change: 'REMOVE' }, notice: NOTICES.leave } : null;
    case 'offer':
      return isEntityId(userId) ? { change: { kind: 'offer', userId }, notice: NOTICES.offer } : null;
    case 'acceptOffer':
      return { change: { kind: 'answerOffer', accept: true }, notice: NOTICES.answerOffer };
    case 'declineOffer':
      return { change: { kind: 'answerOffer', accept: false }, notice: NOTICES.decline };
    default:
      return null;
  }
}

/**
 * `POST /api/organization-team/{organizationId}` (urlencoded: `csrfToken`, `action` — invite, withdraw,
 * makeEditor, remove, leave, offer, acceptOffer, declineOffer — and its fields, `locale`, `returnTo`):
 * one change of the team page. The platform decides who may make it; the answer goes back to the team
 * page with a notice or the refusal's code in the address. A refused invitation brings its address back
 * in a five-minute HttpOnly cookie (an address never goes into a URL).
 */
export async function handleTeamPost(request: Request, organizationId: string, board: Board): Promise<Response> {
  const fallback = pagePath(board.site, board.site.defaultLocale, '/');
  const read = await readPost(request, board, { signedIn: true, accepts: ['urlencoded', 'multipart'] });
  if (!read.ok) {
    const back = read.refusal.fields.find(([key]) => key === 'returnTo')?.[1];
    const page = back && back.length <= 2000 && isSafeLocalPath(back) ? back : fallback;
    return refusalAnswer(wantsJson(request), read.refusal, (p) => withQuery(page, { teamError: p.code }));
  }
  const form = read.post;
  try {
    const json = wantsJson(request, form);
    const wanted = form.get('locale');
    const locale: Locale = isLocale(wanted) && board.site.locales.includes(wanted) ? wanted : board.site.defaultLocale;
    const rawBack = form.get('returnTo');
    const back = rawBack.length <= 2000 && isSafeLocalPath(rawBack) ? rawBack : pagePath(board.site, locale, '/');
    const asked = isEntityId(organizationId) ? changeOf(form, publicOrigin(board.site, request.url)) : null;
    if (!asked)
      return formAnswer(json, {
        ok: false,
        status: 422,
        url: withQuery(back, { teamError: 'NOT_FOUND' }),
        errors: [{ field: null, code: 'NOT_FOUND' }],
      });
    const ctx = boardContextOf(board, request.headers, locale);
    const result = await board.changeTeam.execute({ organizationId, change: asked.change }, ctx);
    const code = result.errors[0]?.code;
    if (!code) {
      // Who left the team has no team page any more: the dashboard is where they go on.
      const next = form.get('action') === 'leave' ? pagePath(board.site, locale, '/dashboard') : back;
      return formAnswer(json, { ok: true, url: withQuery(next, { teamNotice: asked.notice }) });
    }
    const status = code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : 422;
    const cookies =
      asked.change.kind === 'invite'
        ? [
            typedValuesCookie(
              'team',
              [
                ['email', asked.change.email],
                ['role', asked.change.role],
              ],
              new URL(request.url),
            ),
          ]
        : [];
    return formAnswer(
      json,
      {
        ok: false,
        status,
        url: withQuery(back, { teamError: code }),
        errors: [{ field: asked.change.kind === 'invite' ? 'email' : null, code }],
      },
      { cookies },
    );
  } finally {
    await form.dispose();
  }
}

/**
 * `POST /api/organization-team/accept` (`csrfToken`, `token`, and for a visitor without an account
 * `firstName`, `lastName`, `password`, `acceptedTerms`): takes up an invitation. Joined, a member goes to
 * the job manager; a new account to the sign-in page with its address. Refused, back to the invitation
 * page with the reason (and the typed names, never the password).
 */
export async function handleAcceptPost(request: Request, board: Board): Promise<Response> {
  const read = await readPost(request, board, { accepts: ['urlencoded', 'multipart'] });
  const fallback = pagePath(board.site, board.site.defaultLocale, '/team-invitation');
  if (!read.ok) {
    const token = read.refusal.fields.find(([key]) => key === 'token')?.[1] ?? '';
    return refusalAnswer(wantsJson(request), read.refusal, (p) => withQuery(fallback, { token, teamError: p.code }));
  }
  const form = read.post;
  try {
    const json = wantsJson(request, form);
    const wanted = form.get('locale');
    const locale: Locale = isLocale(wanted) && board.site.locales.includes(wanted) ? wanted : board.site.defaultLocale;
    const token = form.get('token').slice(0, 200);
    const page = withQuery(pagePath(board.site, locale, '/team-invitation'), { token });
    const ctx = boardContextOf(board, request.headers, locale);
    const account = ctx.token
      ? null
      : {
          firstName: form.get('firstName').slice(0, 200),
          lastName: form.get('lastName').slice(0, 200),
          password: form.get('password').slice(0, 256),
          acceptedTerms: form.get('acceptedTerms') === 'on' || form.get('acceptedTerms') === 'true',
        };
    const result = await board.acceptTeamInvitation.execute({ token, account }, ctx);
    const code = result.errors[0]?.code;
    if (!code) {
      const next = result.accountCreated
        ? withQuery(pagePath(board.site, locale, '/user/login'), {
            teamNotice: 'accountCreated',
            callbackUrl: pagePath(board.site, locale, '/job-manager'),
          })
        : withQuery(pagePath(board.site, locale, '/job-manager'), { teamNotice: 'joined' });
      return formAnswer(json, { ok: true, url: next });
    }
    const cookies = account
      ? [
          typedValuesCookie(
            'team',
            [
              ['firstName', account.firstName],
              ['lastName', account.lastName],
            ],
            new URL(request.url),
          ),
        ]
      : [];
    return formAnswer(
      json,
      {
        ok: false,
        status: code === 'INVALID_INPUT' ? 422 : 409,
        url: withQuery(page, { teamError: code }),
        errors: result.errors.map((e) => ({ field: e.field ?? null, code: e.code })),
      },
      { cookies },
    );
  } finally {
    await form.dispose();
  }
}
