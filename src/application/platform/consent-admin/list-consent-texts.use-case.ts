import type { ConsentInfo } from '../../../domain/consent/consent-info';
import { mayRewordConsentInfo } from '../../../domain/consent/consent-staff';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { ConsentAdminRepository } from './consent-admin-repository.port';
import { consentSiteFor, type StaffConsentFailure } from './staff-consent-access';

/** An info as the console lists it: with every wording, and whether this staff member may reword it. */
export interface StaffConsentInfo {
  readonly info: ConsentInfo;
  readonly editable: boolean;
}

/**
 * The consent infos the site shows (its own and those of every site), inactive ones included, for staff
 * who manage the site's consent texts. A site admin sees the every-site infos too (their visitors agree
 * to them) but may reword only infos of its own sites.
 */
export class ListConsentTexts {
  constructor(private readonly repo: ConsentAdminRepository) {}

  async execute(_input: undefined, ctx: RequestContext): Promise<Result<StaffConsentInfo[], StaffConsentFailure>> {
    const access = consentSiteFor(ctx);
    if (typeof access === 'string') return err(access);
    const infos = await this.repo.infosOfSite(access.site);
    return ok(infos.map((info) => ({ info, editable: mayRewordConsentInfo(ctx.actor, info.sites) })));
  }
}
