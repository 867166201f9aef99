import type { Locale } from '../../domain/shared/locale';
import { mergeMessages, type Messages } from './messages';

/** Where messages come from: the product's own per locale, and a site's optional overrides. */
export interface MessageSource {
  base(locale: Locale): Messages | undefined;
  siteOverrides(siteKey: string, locale: Locale): Messages | undefined;
}

/**
 * The messages a page in `locale` on `siteKey` is rendered with. German is layered underneath every
 * locale, so a key missing in English or French shows its German text instead of the bare key; a
 * site's overrides beat the product's text in the same locale. Results are cached per site and locale.
 */
export class MessageCatalog {
  private readonly cache = new Map<string, Messages>();

  constructor(
    private readonly source: MessageSource,
    private readonly fallback: Locale = 'de',
  ) {}

  messagesFor(siteKey: string, locale: Locale): Messages {
    const id = `${siteKey}\u0000${locale}`;
    let merged = this.cache.get(id);
    if (!merged) {
      const layers: Array<Messages | undefined> = [];
      if (locale !== this.fallback) layers.push(this.source.base(this.fallback), this.source.siteOverrides(siteKey, this.fallback));
      layers.push(this.source.base(locale), this.source.siteOverrides(siteKey, locale));
      merged = mergeMessages(...layers);
      this.cache.set(id, merged);
    }
    return merged;
  }
}
