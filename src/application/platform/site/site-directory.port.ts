import type { SiteConfig } from '../../../domain/site/site-config';

/** The validated configuration of the known sites. */
export interface SiteDirectory {
  get(key: string): SiteConfig | undefined;
  all(): readonly SiteConfig[];
}
