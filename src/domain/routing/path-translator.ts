import type { Locale } from '../shared/locale';

/**
 * Maps internal route paths to the localized public ones and back (`/jobs` ↔ `/emploi` in French,
 * spec §2 rewrites). The locale rewrite calls it after stripping / before adding the prefix, so the
 * translated segments of a later issue plug in here without touching route files.
 */
export interface PathTranslator {
  toInternal(publicPath: string, locale: Locale | undefined): string;
  toPublic(internalPath: string, locale: Locale | undefined): string;
}

/** No translated segments yet: public and internal paths are the same. */
export const identityPathTranslator: PathTranslator = {
  toInternal: (path) => path,
  toPublic: (path) => path,
};
