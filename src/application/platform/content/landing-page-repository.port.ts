import type { LandingPage } from '../../../domain/content/landing-page';
import type { Locale } from '../../../domain/shared/locale';

/** Reads landing pages. */
export interface LandingPageRepository {
  /** The published page of a site at an internal path in a language. */
  findPublishedByPath(site: string, locale: Locale, path: string): Promise<LandingPage | null>;
  /** Any page by id, published or not; callers check site and publication. */
  findById(id: string): Promise<LandingPage | null>;
}
