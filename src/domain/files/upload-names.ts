/**
 * The name a job's PDF is stored and offered under: ASCII letters, digits, `.`, `_` and `-`, starting
 * with a letter or digit, at most 120 characters, ending in `.pdf` (what the jobs table accepts).
 * Umlauts become their two-letter forms; anything else becomes `-`.
 */
export function pdfFileName(original: string): string {
  const base = original
    .replace(/\.[^./\\]*$/, '')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .replace(/[-.]+$/, '')
    .slice(0, 110);
  return `${base || 'job'}.pdf`;
}

/** SVG (or any XML) announces itself in its first bytes; logos must be raster images. */
export function looksLikeSvg(head: Uint8Array): boolean {
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(head.slice(0, 256))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return (
    text.startsWith('<svg') ||
    text.startsWith('<?xml') ||
    text.startsWith('<!doctype svg') ||
    (text.startsWith('<!--') && text.includes('<svg'))
  );
}
