import { CONSENT_CODE } from '../../../domain/consent/consent-info';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import { consentInfoView } from './consent-info-view';
import type { ConsentRepository } from './consent-repository.port';
import { MAX_CONSENT_INFOS } from './get-gdpr-consent-infos.use-case';

/** "consent infos": which infos are in force, without texts. */
export class ListConsentInfos {
  constructor(
    private readonly consents: ConsentRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { placement?: string | null; type?: string | null },
    ctx: RequestContext,
  ): Promise<Result<ReadonlyArray<{ id: string }>, 'INVALID_FILTER'>> {
    for (const code of [input.type, input.placement]) {
      if (code != null && !CONSENT_CODE.test(code))
        return err('INVALID_FILTER', 'type and placement are upper-case codes such as PRIVACY_POLICY');
    }
    const now = this.clock.now();
    const infos = await this.consents.listActiveInfos({
      site: ctx.site,
      now,
      type: input.type ?? undefined,
      placement: input.placement ?? undefined,
      sorting: 'ID_ASC',
      offset: 0,
      limit: MAX_CONSENT_INFOS,
    });
    return ok(infos.filter((info) => consentInfoView(info, ctx.locale, now) !== null).map((info) => ({ id: info.id })));
  }
}
