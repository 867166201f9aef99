import type { AppConfigEntry } from '../../../domain/site/app-config';

export interface AppConfigRepository {
  /** Entries for the site, site-specific values overriding global ones with the same key. */
  listFor(site: string): Promise<AppConfigEntry[]>;
}
