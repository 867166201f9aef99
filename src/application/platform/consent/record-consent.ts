import { allowsGuestConsent, currentRevision, isInForce } from '../../../domain/consent/consent-info';
import { sameMail, validateConsentRequest, type ConsentRequestError } from '../../../domain/consent/consent-request';
import type { UserConsent } from '../../../domain/consent/user-consent';
import type { RequestContext } from '../../../domain/shared/request-context';
import { isTermsInfo } from '../../../domain/consent/latest-consent';
import type { Clock } from '../../shared/clock.port';
import { currentTermsVersion } from '../content/current-terms-version';
import type { LegalDocumentSource } from '../content/legal-document-source.port';
import type { UserRepository } from '../identity/user-repository.port';
import type { ConsentRepository } from './consent-repository.port';

/** Why a consent was not recorded; the API answers these codes in `errors`. */
export type ConsentError =
  | ConsentRequestError
  /** No such info in force on this site. */
  | 'INFO_NOT_FOUND'
  /** Guests may only consent to guest-type infos (the newsletter); terms need an account. */
  | 'SIGN_IN_REQUIRED'
  /** A signed-in user consents only for themselves: the mail must be their own. */
  | 'MAIL_MISMATCH';

export type ConsentOutcome =
  | { readonly ok: true; readonly consent: UserConsent }
  | { readonly ok: false; readonly errors: readonly ConsentError[] };

export interface RecordConsentDeps {
  readonly consents: ConsentRepository;
  readonly users: UserRepository;
  readonly clock: Clock;
  /** Where the terms page's versions come from: a terms consent records the version it accepted. */
  readonly legal: LegalDocumentSource;
}

/**
 * The one way a consent is stored, shared by createGdprUserConsent and accept terms. Authorization:
 * a signed-in user records consent only for themselves (their own mail, stored with their id); a
 * guest only to a guest-type info, under the mail given. The revision is the one in force now, so
 * the record says exactly which wording was agreed to, when and on which site; for the terms info also
 * which version of the site's terms page.
 */
export async function recordConsent(
  deps: RecordConsentDeps,
  input: { mail: string; infoId: string },
  ctx: RequestContext,
  options: { requireUser: boolean },
): Promise<ConsentOutcome> {
  const checked = validateConsentRequest(input);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const { mail, infoId } = checked.value;

  const now = deps.clock.now();
  const info = await deps.consents.findInfo(infoId);
  const revision = info && isInForce(info, ctx.site, now) ? currentRevision(info, now) : null;
  if (!info || !revision) return { ok: false, errors: ['INFO_NOT_FOUND'] };

  let userId: string | null = null;
  if (ctx.actor.kind === 'user') {
    const user = await deps.users.findById(ctx.actor.userId);
    if (!user) return { ok: false, errors: ['SIGN_IN_REQUIRED'] };
    if (!sameMail(user.email, mail)) return { ok: false, errors: ['MAIL_MISMATCH'] };
    userId = user.id;
  } else if (options.requireUser || !allowsGuestConsent(info)) {
    return { ok: false, errors: ['SIGN_IN_REQUIRED'] };
  }

  const termsVersion = isTermsInfo(info) ? await currentTermsVersion(deps.legal, ctx.site, now) : null;
  const consent = await deps.consents.record({
    infoId: info.id,
    revisionId: revision.id,
    userId,
    mail,
    site: ctx.site,
    at: now,
    termsVersion,
  });
  return { ok: true, consent };
}
