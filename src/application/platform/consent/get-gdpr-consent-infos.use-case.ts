import { CONSENT_CODE } from '../../../domain/consent/consent-info';
import type { Locale } from '../../../domain/shared/locale';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import { consentInfoView, type ConsentInfoView } from './consent-info-view';
import type { ConsentInfoSorting, ConsentRepository } from './consent-repository.port';

export const MAX_CONSENT_INFOS = 50;

export interface GetGdprConsentInfosInput {
  readonly id?: string | null;
  readonly type?: string | null;
  readonly placement?: string | null;
  readonly path?: string | null;
  /** Language of the texts; the request locale when absent. */
  readonly language?: Locale | null;
  readonly sorting?: ConsentInfoSorting | null;
  readonly offset?: number | null;
  readonly limit?: number | null;
}

/**
 * getGdprConsentInfos: the site's consent infos in force, each with the text of its current
 * revision. Public: guests see the newsletter consent before subscribing, the registration form shows
 * the privacy consent before there is an account.
 */
export class GetGdprConsentInfos {
  constructor(
    private readonly consents: ConsentRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: GetGdprConsentInfosInput, ctx: RequestContext): Promise<Result<readonly ConsentInfoView[], 'INVALID_FILTER'>> {
    const limit = input.limit ?? 10;
    const offset = input.offset ?? 0;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CONSENT_INFOS)
      return err('INVALID_FILTER', `limit must be between 1 and ${MAX_CONSENT_INFOS}`);
    if (!Number.isInteger(offset) || offset < 0) return err('INVALID_FILTER', 'offset must not be negative');
    for (const code of [input.type, input.placement]) {
      if (code != null && !CONSENT_CODE.test(code))
        return err('INVALID_FILTER', 'type and placement are upper-case codes such as PRIVACY_POLICY');
    }
    if (input.id != null && !/^[1-9]\d{0,17}$/.test(input.id)) return ok([]);
    const now = this.clock.now();
    const infos = await this.consents.listActiveInfos({
      site: ctx.site,
      now,
      id: input.id ?? undefined,
      type: input.type ?? undefined,
      placement: input.placement ?? undefined,
      path: input.path ?? undefined,
      sorting: input.sorting ?? 'ID_ASC',
      offset,
      limit,
    });
    const locale = input.language ?? ctx.locale;
    return ok(infos.map((info) => consentInfoView(info, locale, now)).filter((v): v is ConsentInfoView => v !== null));
  }
}
