import { deactivationRefusal, mayRewordConsentInfo } from '../../../domain/consent/consent-staff';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { LegalDocumentSource } from '../content/legal-document-source.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { staffEntry } from '../staff/staff-action-log.port';
import type { ConsentAdminRepository } from './consent-admin-repository.port';
import { consentSiteFor, type StaffConsentFailure } from './staff-consent-access';

export interface SetConsentInfoActiveInput {
  readonly infoId: string;
  readonly active: boolean;
}

export type SetConsentInfoActiveOutcome =
  | { readonly ok: true; readonly active: boolean }
  | { readonly ok: false; readonly code: StaffConsentFailure | 'NOT_FOUND' | 'TERMS_INFO_REQUIRED' };

/**
 * Switches a consent info on or off. An inactive info is neither shown to visitors nor asked for (the
 * consent queries take active infos only), so staff who may reword an info — the section on each of
 * its sites, every-site infos administrators alone — decide it. The terms dialog's info stays on while
 * a site it serves has terms. Infos the site does not show are not found here.
 */
export class SetConsentInfoActive {
  constructor(
    private readonly repo: ConsentAdminRepository,
    private readonly sites: SiteDirectory,
    private readonly legal: LegalDocumentSource,
  ) {}

  async execute(input: SetConsentInfoActiveInput, ctx: RequestContext): Promise<SetConsentInfoActiveOutcome> {
    const access = consentSiteFor(ctx);
    if (typeof access === 'string') return { ok: false, code: access };
    const info = await this.repo.findInfo(input.infoId);
    if (!info || !(info.sites === null || info.sites.includes(access.site))) return { ok: false, code: 'NOT_FOUND' };
    if (!mayRewordConsentInfo(ctx.actor, info.sites)) return { ok: false, code: 'FORBIDDEN' };
    if (!input.active) {
      const served = info.sites === null || info.sites.length === 0 ? this.sites.all().map((s) => s.key) : info.sites;
      const withTerms: string[] = [];
      for (const site of served) if ((await this.legal.versions(site, 'terms')).length > 0) withTerms.push(site);
      const refusal = deactivationRefusal(info, withTerms);
      if (refusal) return { ok: false, code: refusal };
    }
    const changed = await this.repo.setActive(
      info.id,
      input.active,
      staffEntry(ctx.actor, {
        // An every-site info belongs to no single site: its entries are an administrator's to read.
        siteKey: info.sites === null ? null : access.site,
        action: input.active ? 'consent.activate' : 'consent.deactivate',
        targetType: 'consent_info',
        targetId: info.id,
        before: { active: info.active },
        after: { active: input.active },
      }),
    );
    return changed === null ? { ok: false, code: 'NOT_FOUND' } : { ok: true, active: input.active };
  }
}
