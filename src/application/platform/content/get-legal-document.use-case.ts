import { currentLegalVersion, type LegalDocument, type LegalPage } from '../../../domain/content/legal-document';
import type { Locale } from '../../../domain/shared/locale';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { RichTextSanitizer } from '../../shared/rich-text-sanitizer.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { LegalDocumentSource } from './legal-document-source.port';

/**
 * A legal page of the request's site: the newest version in effect, in the request's language, else the
 * site's default language, else German. The wording is sanitized to the filtered rich-text format, and
 * `{{site}}`, `{{host}}` and `{{contactEmail}}` become the site's own values.
 */
export class GetLegalDocument {
  constructor(
    private readonly source: LegalDocumentSource,
    private readonly sites: SiteDirectory,
    private readonly sanitizer: RichTextSanitizer,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly page: LegalPage }, ctx: RequestContext): Promise<LegalDocument | null> {
    const site = this.sites.get(ctx.site);
    if (!site) return null;
    const version = currentLegalVersion(await this.source.versions(site.key, input.page), this.clock.now());
    if (!version) return null;
    const tried = new Set<Locale>([ctx.locale, site.defaultLocale, 'de']);
    for (const locale of tried) {
      const raw = await this.source.text(site.key, input.page, version, locale);
      if (raw === null) continue;
      const values: Record<string, string> = { site: site.name, host: site.host, contactEmail: site.contactEmail };
      const filled = raw.replace(/\{\{\s*(site|host|contactEmail)\s*\}\}/g, (_, name: string) => escapeHtml(values[name] ?? ''));
      return { page: input.page, version, locale, html: this.sanitizer.sanitize(filled, 'filtered') };
    }
    return null;
  }
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
