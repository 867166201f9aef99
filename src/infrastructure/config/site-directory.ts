import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { SiteConfig } from '../../domain/site/site-config';
import { InvalidSiteConfigError, parseSiteConfig } from './site-config.schema';

export const SITES_DIR = resolve(process.env.SITES_DIR ?? join(process.cwd(), 'sites'));

/** Reads and validates every `sites/<key>/site.json` once; an invalid file stops start-up naming the problem. */
export class FileSiteDirectory implements SiteDirectory {
  private readonly sites: ReadonlyMap<string, SiteConfig>;

  constructor(dir: string = SITES_DIR) {
    if (!existsSync(dir)) throw new InvalidSiteConfigError(`Site folder ${dir} does not exist`);
    const sites = new Map<string, SiteConfig>();
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const file = join(dir, entry.name, 'site.json');
      if (!existsSync(file)) continue;
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(file, 'utf8'));
      } catch (e) {
        throw new InvalidSiteConfigError(`Invalid site configuration in ${file}: not valid JSON (${(e as Error).message})`);
      }
      const site = parseSiteConfig(raw, file);
      if (site.key !== entry.name) {
        throw new InvalidSiteConfigError(
          `Invalid site configuration in ${file}: key "${site.key}" must equal its folder name "${entry.name}"`,
        );
      }
      sites.set(site.key, site);
    }
    const ports = new Map<number, string>();
    for (const site of sites.values()) {
      const other = ports.get(site.port);
      if (other) throw new InvalidSiteConfigError(`Sites "${other}" and "${site.key}" both use port ${site.port}`);
      ports.set(site.port, site.key);
    }
    this.sites = sites;
  }

  get(key: string): SiteConfig | undefined {
    return this.sites.get(key);
  }

  all(): readonly SiteConfig[] {
    return [...this.sites.values()];
  }

  /** The site a process serves; unknown keys stop start-up with the list of known ones. */
  require(key: string | undefined): SiteConfig {
    const site = key ? this.sites.get(key) : undefined;
    if (!site) {
      const known = [...this.sites.keys()].join(', ');
      throw new InvalidSiteConfigError(
        key ? `Unknown site "${key}". Known sites: ${known}` : `No site chosen (set SITE). Known sites: ${known}`,
      );
    }
    return site;
  }
}
