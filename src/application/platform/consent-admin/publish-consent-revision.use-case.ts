import { type ConsentInfo, type ConsentRevision, currentRevision } from '../../../domain/consent/consent-info';
import { type ConsentRevisionProblem, checkConsentRevision, mayRewordConsentInfo } from '../../../domain/consent/consent-staff';
import type { Locale } from '../../../domain/shared/locale';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { RichTextSanitizer } from '../../shared/rich-text-sanitizer.port';
import { staffEntry } from '../staff/staff-action-log.port';
import type { ConsentAdminRepository } from './consent-admin-repository.port';
import { consentSiteFor, type StaffConsentFailure } from './staff-consent-access';

export interface PublishConsentRevisionInput {
  readonly infoId: string;
  /** HTML as staff typed it, per language; sanitized here before anything else looks at it. */
  readonly texts: Partial<Record<Locale, string>>;
  /** ISO instant; null: in force at once. */
  readonly effectiveAt: string | null;
}

export type PublishConsentRevisionOutcome =
  | { readonly ok: true; readonly revision: ConsentRevision }
  | { readonly ok: false; readonly code: StaffConsentFailure | 'NOT_FOUND' }
  | { readonly ok: false; readonly code: 'INVALID'; readonly problems: readonly ConsentRevisionProblem[] };

const applies = (info: ConsentInfo, site: string): boolean => info.sites === null || info.sites.includes(site);

/**
 * Publishes a new wording of a consent info. Once it is in force, earlier consents no longer count as
 * the latest one: for the terms info every signed-in user meets the terms dialog again. The texts are
 * sanitized to the filtered rich-text format; a wording that breaks a rule writes nothing and names each
 * problem. Infos the site does not show are not found here, so staff of one site cannot even probe
 * another's.
 */
export class PublishConsentRevision {
  constructor(
    private readonly repo: ConsentAdminRepository,
    private readonly sanitizer: RichTextSanitizer,
    private readonly clock: Clock,
  ) {}

  async execute(input: PublishConsentRevisionInput, ctx: RequestContext): Promise<PublishConsentRevisionOutcome> {
    const access = consentSiteFor(ctx);
    if (typeof access === 'string') return { ok: false, code: access };
    const info = await this.repo.findInfo(input.infoId);
    if (!info || !applies(info, access.site)) return { ok: false, code: 'NOT_FOUND' };
    if (!mayRewordConsentInfo(ctx.actor, info.sites)) return { ok: false, code: 'FORBIDDEN' };
    const now = this.clock.now();
    const texts: Partial<Record<Locale, string>> = {};
    for (const [locale, html] of Object.entries(input.texts) as Array<[Locale, string | undefined]>) {
      if (html !== undefined) texts[locale] = this.sanitizer.sanitize(html, 'filtered');
    }
    const checked = checkConsentRevision({ texts, effectiveAt: input.effectiveAt }, now);
    if (!checked.ok) return { ok: false, code: 'INVALID', problems: checked.problems };
    const previous = currentRevision(info, now);
    const revision = await this.repo.addRevision(info.id, checked.texts, checked.effectiveAt, (after) =>
      staffEntry(ctx.actor, {
        // An every-site info belongs to no single site: its entries are an administrator's to read.
        siteKey: info.sites === null ? null : access.site,
        action: 'consent.revise',
        targetType: 'consent_info',
        targetId: info.id,
        before: previous ? { revisionId: previous.id, texts: { ...previous.texts }, effectiveAt: previous.effectiveAt } : null,
        after,
      }),
    );
    return revision ? { ok: true, revision } : { ok: false, code: 'NOT_FOUND' };
  }
}
