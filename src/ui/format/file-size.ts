/** A file's size for people: kB below a megabyte, else MB with one decimal, in the page's language. */
export function fileSizeText(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024 ? `${format.format(Math.max(1, Math.round(bytes / 1024)))} kB` : `${format.format(bytes / (1024 * 1024))} MB`;
}
