import { LOCALES, type Locale } from '../shared/locale';

/**
 * The supported locale a browser asks for most (Accept-Language with q-values), or the fallback.
 * `en`, `en-US` and `en-GB` all pick `en-GB`; `fr-CH` picks `fr`.
 */
export function pickLocale(acceptLanguage: string | null | undefined, supported: readonly Locale[], fallback: Locale): Locale {
  if (!acceptLanguage) return fallback;
  const wanted = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((w) => w.tag && Number.isFinite(w.q) && w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const language = tag.split('-')[0];
    const hit = supported.find((l) => l.toLowerCase() === tag) ?? supported.find((l) => l.split('-')[0]?.toLowerCase() === language);
    if (hit && (LOCALES as readonly string[]).includes(hit)) return hit;
  }
  return fallback;
}
