import { CONSENT_CODE, isInForce } from '../../../domain/consent/consent-info';
import { latestConsentAmong } from '../../../domain/consent/latest-consent';
import type { UserConsent } from '../../../domain/consent/user-consent';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import { currentTermsVersion } from '../content/current-terms-version';
import type { LegalDocumentSource } from '../content/legal-document-source.port';
import type { ConsentRepository } from './consent-repository.port';
import { MAX_CONSENT_INFOS } from './get-gdpr-consent-infos.use-case';

/**
 * HasTheLatestConsent: the signed-in
 * user's consent to the wording in force of the site's info of that type and placement. `null` when
 * they have not consented to it (also for guests, and when no such info is in force — the board tells
 * the two apart with the consent infos query). For the terms info, a consent counts only when it accepted
 * the terms page's version in force on the site.
 */
export class HasTheLatestConsent {
  constructor(
    private readonly consents: ConsentRepository,
    private readonly clock: Clock,
    private readonly legal: LegalDocumentSource,
  ) {}

  async execute(input: { type: string; placement: string }, ctx: RequestContext): Promise<Result<UserConsent | null, 'INVALID_FILTER'>> {
    if (!CONSENT_CODE.test(input.type) || !CONSENT_CODE.test(input.placement)) {
      return err('INVALID_FILTER', 'type and placement are upper-case codes such as PRIVACY_POLICY');
    }
    if (ctx.actor.kind !== 'user') return ok(null);
    const now = this.clock.now();
    const infos = await this.consents.listActiveInfos({
      site: ctx.site,
      now,
      type: input.type,
      placement: input.placement,
      sorting: 'ID_DESC',
      offset: 0,
      limit: MAX_CONSENT_INFOS,
    });
    // Several infos of one type and placement: the newest one in force is "the latest".
    const info = infos.find((i) => isInForce(i, ctx.site, now));
    if (!info) return ok(null);
    const given = await this.consents.consentsOfUser(ctx.actor.userId, [info.id]);
    return ok(latestConsentAmong(info, given, now, await currentTermsVersion(this.legal, ctx.site, now)));
  }
}
