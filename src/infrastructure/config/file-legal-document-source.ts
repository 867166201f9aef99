import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LegalDocumentSource } from '../../application/platform/content/legal-document-source.port';
import { LEGAL_VERSION, type LegalPage } from '../../domain/content/legal-document';
import { isLocale, type Locale } from '../../domain/shared/locale';
import { SITES_DIR } from './site-directory';

/** The folder of wordings every site shares unless it has its own folder for a page. */
export const SHARED_LEGAL_FOLDER = '_shared';

/**
 * Legal pages from files: `sites/<key>/legal/<page>/<YYYY-MM-DD>.<locale>.html`, else the same under
 * `sites/_shared/legal/<page>/` (a site's own folder for a page replaces the shared one as a whole, so
 * versions never mix). Files are read once per worker and kept: they change with a deployment.
 */
export class FileLegalDocumentSource implements LegalDocumentSource {
  private readonly cache = new Map<string, ReadonlyMap<string, string>>();

  constructor(private readonly dir: string = SITES_DIR) {}

  async versions(site: string, page: LegalPage): Promise<readonly string[]> {
    return [...new Set([...this.files(site, page).keys()].map((k) => k.split('.')[0]!))];
  }

  async text(site: string, page: LegalPage, version: string, locale: Locale): Promise<string | null> {
    return this.files(site, page).get(`${version}.${locale}`) ?? null;
  }

  /** `<version>.<locale>` → HTML of the folder that serves the site's page. */
  private files(site: string, page: LegalPage): ReadonlyMap<string, string> {
    const key = `${site}/${page}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const own = join(this.dir, site, 'legal', page);
    const folder = /^[a-z][a-z0-9-]{1,30}$/.test(site) && existsSync(own) ? own : join(this.dir, SHARED_LEGAL_FOLDER, 'legal', page);
    const files = new Map<string, string>();
    if (existsSync(folder))
      for (const name of readdirSync(folder)) {
        const match = /^(\d{4}-\d{2}-\d{2})\.([A-Za-z-]+)\.html$/.exec(name);
        if (!match || !LEGAL_VERSION.test(match[1]!) || !isLocale(match[2])) continue;
        files.set(`${match[1]}.${match[2]}`, readFileSync(join(folder, name), 'utf8'));
      }
    this.cache.set(key, files);
    return files;
  }
}
