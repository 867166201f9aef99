import { currentLegalVersion, LEGAL_PAGES, type LegalPage } from '../../../domain/content/legal-document';
import type { Locale } from '../../../domain/shared/locale';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { LegalDocumentSource } from '../content/legal-document-source.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { legalSiteFor, type StaffLegalFailure } from './staff-legal-access';

/** One wording of a page in one language, as the console lists it (HTML as written, untrusted). */
export interface StaffLegalVersion {
  readonly version: string;
  readonly html: string;
}

/** A legal page in one of the site's languages: its wordings newest first, and the version in force. */
export interface StaffLegalPage {
  readonly page: LegalPage;
  readonly locale: Locale;
  /** The page's version in force today (in any language; the page falls back to German where this one has none). */
  readonly currentVersion: string | null;
  readonly versions: readonly StaffLegalVersion[];
}

/** Every legal page of the request's site in each of its languages, from its files and the stored wordings. */
export class ListLegalVersions {
  constructor(
    private readonly source: LegalDocumentSource,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(_input: undefined, ctx: RequestContext): Promise<Result<StaffLegalPage[], StaffLegalFailure>> {
    const access = legalSiteFor(ctx);
    if (typeof access === 'string') return err(access);
    const site = this.sites.get(access.site);
    if (!site) return err('FORBIDDEN');
    const now = this.clock.now();
    const pages: StaffLegalPage[] = [];
    for (const page of LEGAL_PAGES) {
      const versions = [...(await this.source.versions(site.key, page))].sort().reverse();
      const currentVersion = currentLegalVersion(versions, now);
      for (const locale of site.locales) {
        const worded: StaffLegalVersion[] = [];
        for (const version of versions) {
          const html = await this.source.text(site.key, page, version, locale);
          if (html !== null) worded.push({ version, html });
        }
        pages.push({ page, locale, currentVersion, versions: worded });
      }
    }
    return ok(pages);
  }
}
