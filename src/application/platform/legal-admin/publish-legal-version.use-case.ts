import { currentLegalVersion, isLegalPage, type LegalPage } from '../../../domain/content/legal-document';
import {
  checkLegalVersion,
  isLegalVersionDay,
  type LegalVersionProblem,
  newestLegalVersion,
} from '../../../domain/content/legal-version-draft';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { RichTextSanitizer } from '../../shared/rich-text-sanitizer.port';
import type { LegalDocumentSource } from '../content/legal-document-source.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { staffEntry } from '../staff/staff-action-log.port';
import type { LegalVersionStore } from './legal-version-store.port';
import { legalSiteFor, type StaffLegalFailure } from './staff-legal-access';

export interface PublishLegalVersionInput {
  readonly page: string;
  readonly locale: string;
  /** `YYYY-MM-DD` */
  readonly version: string;
  /** HTML as staff typed it; sanitized here before anything else looks at it. */
  readonly html: string;
}

export type PublishLegalVersionOutcome =
  | { readonly ok: true; readonly version: string }
  | { readonly ok: false; readonly code: StaffLegalFailure | 'NOT_FOUND' }
  | { readonly ok: false; readonly code: 'INVALID'; readonly problems: readonly LegalVersionProblem[] };

/**
 * Publishes a wording of one of the site's legal pages in one language, in force from its date on. The
 * newest version is judged against everything the site's page has (its files and what was stored);
 * a new terms version, once its day comes, asks every signed-in user to accept the terms again
 * (the terms dialog follows the version in force). Refused input writes nothing and names each problem.
 */
export class PublishLegalVersion {
  constructor(
    private readonly source: LegalDocumentSource,
    private readonly store: LegalVersionStore,
    private readonly sites: SiteDirectory,
    private readonly sanitizer: RichTextSanitizer,
    private readonly clock: Clock,
  ) {}

  async execute(input: PublishLegalVersionInput, ctx: RequestContext): Promise<PublishLegalVersionOutcome> {
    const access = legalSiteFor(ctx);
    if (typeof access === 'string') return { ok: false, code: access };
    const site = this.sites.get(access.site);
    if (!site || !isLegalPage(input.page) || !isLocale(input.locale)) return { ok: false, code: 'NOT_FOUND' };
    const { page, locale } = input;
    const now = this.clock.now();
    const versions = await this.source.versions(site.key, page);
    const draft = { page, locale, version: input.version.trim(), html: this.sanitizer.sanitize(input.html, 'filtered').trim() };
    const versionHasGerman = isLegalVersionDay(draft.version) && (await this.source.text(site.key, page, draft.version, 'de')) !== null;
    const problems = checkLegalVersion(draft, {
      siteLocales: site.locales,
      newestVersion: newestLegalVersion(versions),
      versionHasGerman,
      now,
    });
    if (problems.length > 0) return { ok: false, code: 'INVALID', problems };
    // Before: the wording this one replaces in the language — the same version's, else the one in force.
    const before = await this.wordingOf(site.key, page, draft.version, locale);
    const inForce = currentLegalVersion(versions, now);
    const previous = before ?? (inForce === null ? null : await this.wordingOf(site.key, page, inForce, locale));
    const outcome = await this.store.publish(
      site.key,
      draft,
      staffEntry(ctx.actor, {
        siteKey: site.key,
        action: 'legal.publish',
        targetType: 'legal_page',
        targetId: `${page}/${locale}`,
        before: previous,
        after: { version: draft.version, html: draft.html },
      }),
    );
    if (outcome === 'OLDER_THAN_NEWEST') return { ok: false, code: 'INVALID', problems: [{ field: 'version', code: 'OLDER_THAN_NEWEST' }] };
    return { ok: true, version: draft.version };
  }

  private async wordingOf(
    site: string,
    page: LegalPage,
    version: string,
    locale: Locale,
  ): Promise<{ version: string; html: string } | null> {
    const html = await this.source.text(site, page, version, locale);
    return html === null ? null : { version, html };
  }
}
